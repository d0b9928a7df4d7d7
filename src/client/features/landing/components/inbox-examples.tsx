import { isComingSoon } from '../../../../shared/capabilities.ts';
import type { MarketingContent } from '../../../../shared/schemas/marketing.ts';
import { ComingSoonBadge } from '../../../components/ui/coming-soon-badge.tsx';
import { belowTheFold } from './below-the-fold.ts';
import { SectionHeading } from './section-heading.tsx';

/** Example e-mails, always labelled as examples: they show the product, they prove nothing. */
export function InboxExamples({ section }: { section: MarketingContent['emails'] }) {
  return (
    <section
      aria-labelledby="inbox-title"
      className={`px-4 py-16 sm:px-6 sm:py-24 ${belowTheFold}`}
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="inbox-title" title={section.heading} lead={section.lead} />
        <ul className="mx-auto mt-12 grid max-w-4xl gap-4">
          {section.items.map((email) => (
            <li
              key={email.subject}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex sm:gap-6"
            >
              <p className="shrink-0 text-sm font-semibold text-slate-900 sm:w-48">{email.from}</p>
              <div className="mt-1 sm:mt-0">
                <p className="font-semibold text-slate-900">
                  {email.subject}{' '}
                  <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 align-middle text-xs font-medium text-slate-600">
                    Example
                  </span>{' '}
                  {isComingSoon(email.capability) ? <ComingSoonBadge /> : null}
                </p>
                <p className="mt-1 text-sm leading-6 text-slate-600">{email.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
