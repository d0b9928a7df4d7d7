import type { MatchStats } from '../../../../shared/schemas/matches.ts';

const HEIGHT = 120;
const BAR = 14;
const GROUP = 48;

const label = (weekStart: string) =>
  new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Matches and feedback per week as a small bar chart. The SVG is a picture only; the table
 * under it (visually hidden) carries the same numbers for screen readers.
 */
export function MatchChart({ stats }: { stats: MatchStats }) {
  const max = Math.max(1, ...stats.weeks.flatMap((w) => [w.matches, w.likes + w.dislikes]));
  const scale = (value: number) => (value / max) * (HEIGHT - 20);
  const width = stats.weeks.length * GROUP;
  return (
    <figure>
      <figcaption className="text-sm font-semibold text-slate-900">
        Matches and feedback, last 8 weeks
      </figcaption>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} className="mt-2 h-auto w-full" aria-hidden="true">
        {stats.weeks.map((week, index) => {
          const x = index * GROUP + 8;
          const feedback = week.likes + week.dislikes;
          return (
            <g key={week.weekStart}>
              <rect
                x={x}
                y={HEIGHT - scale(week.matches)}
                width={BAR}
                height={scale(week.matches)}
                className="fill-indigo-500"
              />
              <rect
                x={x + BAR + 2}
                y={HEIGHT - scale(feedback)}
                width={BAR}
                height={scale(feedback)}
                className="fill-emerald-500"
              />
            </g>
          );
        })}
      </svg>
      {/* Outside the SVG, so the labels keep the page's type size however narrow the chart. */}
      <div
        aria-hidden="true"
        className="mt-1 grid text-xs text-slate-600"
        style={{ gridTemplateColumns: `repeat(${stats.weeks.length}, minmax(0, 1fr))` }}
      >
        {stats.weeks.map((week, index) =>
          index % 2 === 0 ? (
            <span key={week.weekStart} data-axis-label className="col-span-2 whitespace-nowrap">
              {label(week.weekStart)}
            </span>
          ) : null,
        )}
      </div>
      <p className="mt-1 flex gap-4 text-xs text-slate-600" aria-hidden="true">
        <span>
          <span className="mr-1 inline-block size-2 bg-indigo-500" />
          Matches
        </span>
        <span>
          <span className="mr-1 inline-block size-2 bg-emerald-500" />
          Likes and dislikes
        </span>
      </p>
      <table className="sr-only">
        <caption>Matches and feedback per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Matches</th>
            <th scope="col">Likes</th>
            <th scope="col">Dislikes</th>
          </tr>
        </thead>
        <tbody>
          {stats.weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{label(week.weekStart)}</th>
              <td>{week.matches}</td>
              <td>{week.likes}</td>
              <td>{week.dislikes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
