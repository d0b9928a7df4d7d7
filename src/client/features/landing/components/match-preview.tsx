import type { MarketingContent } from '../../../../shared/schemas/marketing.ts';
import { CheckMark } from '../../../components/ui/check-mark.tsx';

type Match = MarketingContent['hero']['preview'][number];

/** A still picture of the daily digest: the point is that every match says why it fits. */
export function MatchPreview({ heading, matches }: { heading: string; matches: Match[] }) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-indigo-100 sm:p-6">
      <figcaption className="flex items-center justify-between">
        <span className="font-semibold text-slate-900">{heading}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
          Example
        </span>
      </figcaption>
      <ul className="mt-4 space-y-4">
        {matches.map((match) => (
          <li key={match.title} className="rounded-xl border border-slate-200 p-4">
            <p className="font-semibold text-slate-900">{match.title}</p>
            <p className="text-sm text-slate-600">
              {match.employer} · {match.place}
            </p>
            <p className="mt-3 text-xs font-semibold tracking-wide text-indigo-700 uppercase">
              Why it fits
            </p>
            <ul className="mt-1 space-y-1 text-sm text-slate-700">
              {match.reasons.map((reason) => (
                <li key={reason} className="flex gap-2">
                  <CheckMark className="border-emerald-700" />
                  {reason}
                </li>
              ))}
            </ul>
            <div aria-hidden="true" className="mt-4 flex gap-2 text-sm">
              <span className="rounded-md bg-indigo-600 px-3 py-1 font-semibold text-white">
                Review and apply
              </span>
              <span className="rounded-md px-3 py-1 font-semibold text-slate-700 ring-1 ring-slate-300">
                Not for me
              </span>
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
