import { isComingSoon } from '../../../../shared/capabilities.ts';
import type { MarketingContent } from '../../../../shared/schemas/marketing.ts';
import { ComingSoonBadge } from '../../../components/ui/coming-soon-badge.tsx';
import { belowTheFold } from './below-the-fold.ts';
import { SectionHeading } from './section-heading.tsx';

/** Spec §1's four steps, in order; the numbers are list positions, not claims. */
export function HowItWorks({ section }: { section: MarketingContent['howItWorks'] }) {
  return (
    <section aria-labelledby="how-title" className={`px-4 py-16 sm:px-6 sm:py-24 ${belowTheFold}`}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="how-title" title={section.heading} lead={section.lead} />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {section.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span
                aria-hidden="true"
                className="grid size-9 place-items-center rounded-full bg-indigo-600 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {step.title} {isComingSoon(step.capability) ? <ComingSoonBadge /> : null}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
