import type { PromiseLine } from '../../../shared/capabilities.ts';
import { CheckMark } from '../ui/check-mark.tsx';
import { ComingSoonBadge } from '../ui/coming-soon-badge.tsx';

/**
 * The parts of a plan card that the landing page (prerendered) and /subscribe share, so both say
 * the same thing in the same words.
 */
export function PopularBadge() {
  return (
    <p className="absolute -top-3 left-6 rounded-full bg-indigo-600 px-3 py-0.5 text-xs font-semibold text-white">
      Most popular
    </p>
  );
}

export function PlanPrice({ priceMonthlyUsd }: { priceMonthlyUsd: number }) {
  return (
    <p className="mt-4 flex items-baseline gap-1">
      <span className="text-4xl font-bold tracking-tight text-slate-900">${priceMonthlyUsd}</span>
      <span className="text-sm text-slate-600">/ month</span>
    </p>
  );
}

/** Built lines first, with a tick; lines still to come after them, each marked so. */
export function PlanFeatureList({ lines }: { lines: PromiseLine[] }) {
  const ordered = [...lines.filter((l) => !l.comingSoon), ...lines.filter((l) => l.comingSoon)];
  return (
    <ul className="mt-6 flex-1 space-y-3 text-sm leading-6 text-slate-700">
      {ordered.map((line) => (
        <li key={line.text} className="flex gap-2">
          {line.comingSoon ? (
            <span aria-hidden="true" className="mt-2.5 h-px w-2 shrink-0 bg-slate-400" />
          ) : (
            <CheckMark />
          )}
          <span className={line.comingSoon ? 'text-slate-500' : undefined}>
            {line.text}
            {line.comingSoon ? (
              <>
                {' '}
                <ComingSoonBadge />
              </>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
