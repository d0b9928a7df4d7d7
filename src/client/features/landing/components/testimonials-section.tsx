import type { MarketingContent } from '../../../../shared/schemas/marketing.ts';
import { belowTheFold } from './below-the-fold.ts';
import { SampleLabel } from './sample-label.tsx';
import { SectionHeading } from './section-heading.tsx';

export function TestimonialsSection({ section }: { section: MarketingContent['testimonials'] }) {
  return (
    <section
      aria-labelledby="testimonials-title"
      className={`bg-slate-50 px-4 py-16 sm:px-6 sm:py-24 ${belowTheFold}`}
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="testimonials-title" title={section.heading} />
        {section.sample && (
          <SampleLabel>Sample quotes for illustration, not from real customers</SampleLabel>
        )}
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {section.items.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <blockquote className="flex-1 leading-7 text-slate-700">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-slate-100 pt-4 text-sm">
                  <span className="block font-semibold text-slate-900">{item.name}</span>
                  <span className="text-slate-600">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
