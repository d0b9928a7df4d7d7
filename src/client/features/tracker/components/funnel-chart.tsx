import type { FunnelWeek } from '../../../../shared/schemas/tracker.ts';

type Step = Exclude<keyof FunnelWeek, 'weekStart'>;

/** The funnel's steps, widest first; each bar is drawn over the one before it. */
const steps: { key: Step; label: string; color: string }[] = [
  { key: 'applied', label: 'Applied', color: '#c7d2fe' },
  { key: 'heardBack', label: 'Heard back', color: '#818cf8' },
  { key: 'interviewing', label: 'Interviewed', color: '#4f46e5' },
  { key: 'offer', label: 'Offer', color: '#1e1b4b' },
];

const WIDTH = 600;
const HEIGHT = 240;
const AXIS = 34;
const TOP = 12;
const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const weekLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/**
 * The funnel over time (decision 069): for each week's applications, how many have heard back,
 * been interviewed and got an offer. Bars of one week share a baseline, narrower ones in front,
 * so each step shows as the part of the one before it. The drawing is hidden from screen readers,
 * which get the same figures as a table.
 */
export function FunnelChart({ weeks }: { weeks: readonly FunnelWeek[] }) {
  const most = Math.max(1, ...weeks.map((week) => week.applied));
  const slot = (WIDTH - AXIS) / Math.max(1, weeks.length);
  const y = (value: number) => TOP + (HEIGHT - TOP - AXIS) * (1 - value / most);
  const anything = weeks.some((week) => week.applied > 0);
  return (
    <section
      aria-labelledby="funnel-heading"
      className="space-y-2 rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="funnel-heading" className="text-base font-semibold text-slate-900">
        Your funnel, week by week
      </h2>
      {anything ? null : (
        <p className="text-sm text-slate-600">
          No applications in the last {weeks.length} weeks yet: the bars grow as you apply.
        </p>
      )}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        className="block h-auto w-full max-w-xl"
        data-testid="funnel-chart"
      >
        <line x1={AXIS} x2={WIDTH} y1={y(0)} y2={y(0)} stroke="#94a3b8" />
        <text x={AXIS - 6} y={y(most) + 4} textAnchor="end" fontSize="18" fill="#475569">
          {most}
        </text>
        <text x={AXIS - 6} y={y(0) + 4} textAnchor="end" fontSize="18" fill="#475569">
          0
        </text>
        {weeks.map((week, index) => {
          const x = AXIS + index * slot;
          return (
            <g key={week.weekStart}>
              {steps.map((step, depth) => {
                const inset = slot * (0.12 + depth * 0.08);
                return week[step.key] > 0 ? (
                  <rect
                    key={step.key}
                    x={x + inset}
                    width={slot - 2 * inset}
                    y={y(week[step.key])}
                    height={y(0) - y(week[step.key])}
                    fill={step.color}
                  />
                ) : null;
              })}
              {index % 3 === weeks.length % 3 ? (
                <text
                  x={x + slot / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  fontSize="18"
                  fill="#475569"
                >
                  {weekLabel(week.weekStart)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {steps.map((step) => (
          <li key={step.key} className="flex items-center gap-1">
            <span
              className="inline-block size-3 rounded-sm"
              style={{ backgroundColor: step.color }}
            />
            {step.label}
          </li>
        ))}
      </ul>
      {/* The wrapper hides it: a table box ignores the overflow that sr-only relies on. */}
      <div className="sr-only">
        <table>
          <caption>Applications by the week they were sent, and how far they have got</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {steps.map((step) => (
                <th key={step.key} scope="col">
                  {step.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{weekLabel(week.weekStart)}</th>
                {steps.map((step) => (
                  <td key={step.key}>{week[step.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
