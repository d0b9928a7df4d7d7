import type { MarketingContent } from '../../../../shared/schemas/marketing.ts';
import { belowTheFold } from './below-the-fold.ts';
import { SampleLabel } from './sample-label.tsx';
import { Wordmark } from './wordmark.tsx';

export function LogoStrip({ logos }: { logos: MarketingContent['logos'] }) {
  return (
    <section
      aria-labelledby="logos-title"
      className={`border-y border-slate-200 bg-white px-4 py-10 sm:px-6 ${belowTheFold}`}
    >
      <div className="mx-auto max-w-6xl">
        <h2
          id="logos-title"
          className="text-center text-sm font-medium text-balance text-slate-700"
        >
          {logos.heading}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-5 text-sm sm:flex sm:flex-wrap sm:items-center sm:justify-center sm:gap-x-10 sm:text-base">
          {logos.wordmarks.map((wordmark) => (
            <Wordmark key={wordmark.name} wordmark={wordmark} />
          ))}
        </ul>
        {logos.sample && <SampleLabel>Employer names shown for illustration</SampleLabel>}
      </div>
    </section>
  );
}
