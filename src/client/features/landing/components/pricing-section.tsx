import type { Plan } from '../../../../shared/plans.ts';
import type { MarketingContent } from '../../../../shared/schemas/marketing.ts';
import { landingLinks } from '../landing-links.ts';
import { belowTheFold } from './below-the-fold.ts';
import { PricingCard } from './pricing-card.tsx';
import { SectionHeading } from './section-heading.tsx';

/** Our own plan cards (spec §2 had a payment provider's embedded table and its script). */
export function PricingSection({
  section,
  plans,
}: {
  section: MarketingContent['pricing'];
  plans: readonly Plan[];
}) {
  return (
    <section
      id={landingLinks.pricing.slice(1)}
      aria-labelledby="pricing-title"
      className={`scroll-mt-4 px-4 py-16 sm:px-6 sm:py-24 ${belowTheFold}`}
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="pricing-title" title={section.heading} lead={section.lead} />
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <PricingCard key={plan.id} plan={plan} />
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-600">{section.note}</p>
      </div>
    </section>
  );
}
