import type { MarketingContent } from '../../../../shared/schemas/marketing.ts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { landingLinks } from '../landing-links.ts';
import { belowTheFold } from './below-the-fold.ts';

export function ClosingSection({ section }: { section: MarketingContent['closing'] }) {
  return (
    <section
      aria-labelledby="closing-title"
      className={`bg-indigo-700 px-4 py-16 sm:px-6 ${belowTheFold}`}
    >
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-white">
          {section.heading}
        </h2>
        <p className="mt-4 text-lg leading-8 text-indigo-100">{section.lead}</p>
        <a
          href={landingLinks.signup}
          className={`${buttonClasses('secondary', 'mt-8 px-6 py-3 text-base')} focus-visible:outline-white`}
        >
          Get Started
        </a>
      </div>
    </section>
  );
}
