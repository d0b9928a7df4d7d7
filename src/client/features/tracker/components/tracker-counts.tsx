import type { TrackerCounts as Counts } from '../../../../shared/schemas/tracker.ts';

const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);

/** The counts that matter (issue 15 §1): this week, response rate, interviews, sources, occupations. */
export function TrackerCounts({ counts }: { counts: Counts }) {
  const figures: [string, string][] = [
    ['Applied in the last 7 days', String(counts.thisWeek)],
    ['Response rate', percent(counts.responseRate)],
    ['Interviews', String(counts.interviews)],
    ['All applications', String(counts.total)],
  ];
  return (
    <section aria-label="Your numbers" className="space-y-2">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="space-y-1 text-sm text-slate-700">
        {(
          [
            ['By source', counts.bySource],
            ['By occupation', counts.byOccupation],
          ] as const
        ).map(([label, tally]) =>
          tally.length > 0 ? (
            <div key={label} className="flex flex-wrap gap-x-2">
              <dt className="font-medium">{label}:</dt>
              <dd>{tally.map((entry) => `${entry.label} ${entry.count}`).join(' · ')}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  );
}
