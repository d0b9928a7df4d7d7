import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { LighthouseRun } from '../landing/run-lighthouse.ts';
import { APP_PAGES_GOALS, type AppPage } from './app-pages-goals.ts';
import type { FirstScreenWeight } from './measure-first-screen.ts';

export interface AppPageResult {
  page: AppPage;
  weight: FirstScreenWeight;
  runs: LighthouseRun[];
  median: LighthouseRun;
}

export interface AppPagesResults {
  date: string;
  /** One-minute load average before the runs: other work inflates the CPU time Lighthouse sees. */
  loadAverage: number;
  /** Matches on the bench subscriber's dashboard. */
  matches: number;
  pages: AppPageResult[];
}

export const START_MARKER = '<!-- app-pages:start -->';
export const END_MARKER = '<!-- app-pages:end -->';
/** The section goes right after the landing page's, when there is one. */
const AFTER_MARKER = '<!-- landing:end -->';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (ok: boolean) => (ok ? 'pass' : '**miss**');
const metricNames: Record<string, string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'Speed Index',
};

function runRow(label: string, run: LighthouseRun) {
  return `| ${label} | ${run.performance} | ${run.accessibility} | ${seconds(run.fcpMs)} | ${seconds(run.lcpMs)} | ${Math.round(run.tbtMs)} ms | ${run.cls.toFixed(3)} | ${seconds(run.speedIndexMs)} |`;
}

function scriptsLine({ page, weight }: AppPageResult) {
  const files = [...weight.scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((script) => `\`${script.file.replace('/assets/', '')}\` ${kb(script.gzipBytes)}`)
    .join(', ');
  return `- ${page.label}: ${files}.`;
}

function whereThePointsWent({ page, median }: AppPageResult) {
  if (median.performance >= 100) return `- ${page.label}: nothing lost.`;
  const lost = median.pointsLost
    .map((loss) => `${metricNames[loss.metric] ?? loss.metric} ${loss.points.toFixed(1)}`)
    .join(', ');
  const findings = median.findings
    .slice(0, 4)
    .map((finding) => `${finding.title} (about ${Math.round(finding.savingsMs)} ms)`)
    .join('; ');
  const shifts = median.layoutShifts
    .filter((shift) => shift.score >= 0.01)
    .map((shift) => `\`${shift.selector}\` ("${shift.label}", ${shift.score.toFixed(3)})`)
    .join(', ');
  return [
    `- ${page.label}: points lost by metric: ${lost || 'none above 0.05'}.`,
    median.lcpElement ? `LCP element: \`${median.lcpElement}\`.` : '',
    shifts ? `Layout shifts: ${shifts}.` : '',
    `Lighthouse's findings: ${findings || 'none with an estimated saving'}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

export function renderAppPagesSection(results: AppPagesResults): string {
  const goals = APP_PAGES_GOALS;
  const version = results.pages[0]?.median.lighthouseVersion ?? '?';
  const runs = results.pages[0]?.runs.length ?? 0;
  return [
    START_MARKER,
    '## Signed-in app: first screens',
    '',
    `Measured by \`npm run bench\` (bench/app-pages.ts) on ${results.date} with Lighthouse ${version} and Debian's Chromium, against \`node src/main.ts\` serving the production build on loopback, with the offline demo corpus loaded. \`/login\` is seen signed out; the dashboard as a subscriber (paid through the built-in test checkout) with a finished resume profile and job-search preferences, once the matching run they start has stored ${results.matches} matches, the session cookie going with every request. JavaScript is every script the page fetches in a fresh browser context (empty cache) until its network is idle and its heading is drawn: the entry, the chunks it imports, the route's own chunks. Each is weighed gzip -9 (the goal's measure); "as sent" is what crossed the wire, the brotli copies the build writes beside each asset. Lighthouse: its default mobile profile (simulated Slow 4G, 4x CPU slowdown), ${runs} runs per page in a fresh browser each, the median run (by performance score, then LCP) reported, the server and Chromium at a raised priority where allowed. Load average (1 min) before the runs: ${results.loadAverage.toFixed(2)} on ${availableParallelism()} cores.`,
    '',
    '| Measure | Measured | Goal | Result |',
    '|---|---|---|---|',
    ...results.pages.map(
      ({ page, weight }) =>
        `| JavaScript, first screen of ${page.label} (gzip) | ${kb(weight.jsGzipBytes)} in ${weight.scripts.length} files (as sent: ${kb(weight.jsWireBytes)}) | ≤ ${kb(goals.jsGzipBytes)} | ${verdict(weight.jsGzipBytes <= goals.jsGzipBytes)} |`,
    ),
    ...results.pages.map(
      ({ page, median }) =>
        `| Lighthouse performance, ${page.label} | ${median.performance} | ≥ ${goals.performance} | ${verdict(median.performance >= goals.performance)} |`,
    ),
    '',
    'Scripts of each first screen, gzip:',
    '',
    ...results.pages.map(scriptsLine),
    '',
    'Where the median run lost its performance points (Lighthouse weights: TBT 30, LCP 25, CLS 25, FCP 10, Speed Index 10):',
    '',
    ...results.pages.map(whereThePointsWent),
    '',
    '| Run | Performance | Accessibility | FCP | LCP | TBT | CLS | Speed Index |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...results.pages.flatMap(({ page, runs: pageRuns }) =>
      pageRuns.map((run, index) => runRow(`${page.label} run ${index + 1}`, run)),
    ),
    '',
    'Alone: `npm run build && node bench/app-pages.ts` rewrites only this section.',
    END_MARKER,
  ].join('\n');
}

/** Replaces the section between the markers, or puts it after the landing section (or at the end). */
export function writeAppPagesSection(path: string, results: AppPagesResults): void {
  const section = renderAppPagesSection(results);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Performance\n';
  const start = current.indexOf(START_MARKER);
  const end = current.indexOf(END_MARKER);
  const after = current.indexOf(AFTER_MARKER);
  let next: string;
  if (start >= 0 && end > start) {
    next = `${current.slice(0, start)}${section}${current.slice(end + END_MARKER.length)}`;
  } else if (after >= 0) {
    const at = after + AFTER_MARKER.length;
    next = `${current.slice(0, at)}\n\n${section}${current.slice(at)}`;
  } else {
    next = `${current.trimEnd()}\n\n${section}\n`;
  }
  writeFileSync(path, next);
}
