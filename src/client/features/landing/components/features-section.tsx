import { isComingSoon } from '../../../../shared/capabilities.ts';
import type { MarketingContent } from '../../../../shared/schemas/marketing.ts';
import { CheckMark } from '../../../components/ui/check-mark.tsx';
import { ComingSoonBadge } from '../../../components/ui/coming-soon-badge.tsx';
import { landingLinks } from '../landing-links.ts';
import { belowTheFold } from './below-the-fold.ts';
import { FeatureIcon } from './feature-icon.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The header's "AI Features" anchor lands here. */
export function FeaturesSection({ section }: { section: MarketingContent['features'] }) {
  return (
    <section
      id={landingLinks.features.slice(1)}
      aria-labelledby="features-title"
      className={`scroll-mt-4 bg-slate-50 px-4 py-16 sm:px-6 sm:py-24 ${belowTheFold}`}
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="features-title" title={section.heading} lead={section.lead} />
        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          {section.items.map((feature, index) => (
            <article
              key={feature.name}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <FeatureIcon index={index} />
              <h3 className="mt-4 text-xl font-semibold text-slate-900">
                {feature.name} {isComingSoon(feature.capability) ? <ComingSoonBadge /> : null}
              </h3>
              <p className="mt-2 leading-7 text-slate-600">{feature.body}</p>
              <ul className="mt-4 space-y-2 text-sm text-slate-700">
                {feature.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <CheckMark />
                    {point}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
