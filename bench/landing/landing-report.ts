import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { LANDING_GOALS } from './landing-goals.ts';
import type { PageWeight } from './measure-javascript.ts';
import type { LighthouseRun } from './run-lighthouse.ts';

export interface LandingResults {
  date: string;
  /** One-minute load average before the runs: other work inflates the CPU time Lighthouse sees. */
  loadAverage: number;
  weight: PageWeight;
  /** Runs on `/`, and the one reported (the median). */
  runs: LighthouseRun[];
  median: LighthouseRun;
  /** One run each on the other prerendered pages. */
  otherPages: { path: string; run: LighthouseRun }[];
}

export const START_MARKER = '<!-- landing:start -->';
export const END_MARKER = '<!-- landing:end -->';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (ok: boolean) => (ok ? 'pass' : '**miss**');

function runRow(label: string, run: LighthouseRun) {
  return `| ${label} | ${run.performance} | ${run.accessibility} | ${seconds(run.lcpMs)} | ${seconds(run.fcpMs)} | ${Math.round(run.tbtMs)} ms | ${run.cls.toFixed(3)} | ${seconds(run.speedIndexMs)} | ${run.thirdPartyRequests.length} |`;
}

export function renderLandingSection(results: LandingResults): string {
  const { weight, median } = results;
  const goals = LANDING_GOALS;
  const scripts = weight.scripts
    .map((s) => `${s.source === 'inline' ? 'inline script' : `\`${s.source}\``} ${kb(s.gzipBytes)}`)
    .join(', ');
  const failed = [median, ...results.otherPages.map((page) => page.run)].flatMap(
    (run) => run.failedA11yAudits,
  );
  return [
    START_MARKER,
    '## Landing page',
    '',
    `Measured by \`npm run bench\` (bench/landing.ts) on ${results.date} with Lighthouse ${median.lighthouseVersion} and Debian's Chromium, against \`node src/main.ts\` serving the production build on loopback. Lighthouse's default mobile profile: a Moto G Power-class screen, simulated Slow 4G (150 ms RTT, 1.6 Mbps) and 4x CPU slowdown. \`/\` is run ${results.runs.length} times in a fresh browser each; the median run (by performance score, then LCP) is reported. JavaScript is every script the HTML of \`/\` loads or holds, gzip -9. Lighthouse multiplies the CPU time it observes by 4, so the bench runs the server and Chromium at a raised priority where it may; the load average (1 min) before the runs was ${results.loadAverage.toFixed(2)} on ${availableParallelism()} cores.`,
    '',
    '| Measure | Measured | Goal | Result |',
    '|---|---|---|---|',
    `| JavaScript on \`/\` (gzip) | ${kb(weight.jsGzipBytes)} (${scripts || 'none'}) | ≤ ${kb(goals.jsGzipBytes)} | ${verdict(weight.jsGzipBytes <= goals.jsGzipBytes)} |`,
    `| Lab LCP on \`/\` | ${seconds(median.lcpMs)} | ≤ ${seconds(goals.lcpMs)} (aim ${seconds(goals.lcpAimMs)}) | ${verdict(median.lcpMs <= goals.lcpMs)} |`,
    `| Lighthouse performance on \`/\` | ${median.performance} | ≥ ${goals.performance} | ${verdict(median.performance >= goals.performance)} |`,
    `| Lighthouse accessibility on \`/\` | ${median.accessibility} | ${goals.accessibility} | ${verdict(median.accessibility >= goals.accessibility)} |`,
    `| Requests to other hosts on \`/\` | ${median.thirdPartyRequests.length} | 0 | ${verdict(median.thirdPartyRequests.length === 0)} |`,
    '',
    `HTML of \`/\`, CSS inlined: ${kb(weight.htmlGzipBytes)} gzip.${failed.length ? ` Failed accessibility audits: ${[...new Set(failed)].join(', ')}.` : ''} The 0.5 s aim leaves little room under this throttling: opening the connection and requesting the document already take two simulated 150 ms round trips before the first byte, and the phone's 4x slower CPU must then lay the page out.`,
    '',
    '| Run | Performance | Accessibility | LCP | FCP | TBT | CLS | Speed Index | Other hosts |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.runs.map((run, index) => runRow(`\`/\` run ${index + 1}`, run)),
    ...results.otherPages.map((page) => runRow(`\`${page.path}\``, page.run)),
    '',
    'Alone: `npm run build && node bench/landing.ts` rewrites only this section.',
    END_MARKER,
  ].join('\n');
}

/** Replaces the section between the markers, or appends it: the rest of the file is kept. */
export function writeLandingSection(path: string, results: LandingResults): void {
  const section = renderLandingSection(results);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Performance\n';
  const start = current.indexOf(START_MARKER);
  const end = current.indexOf(END_MARKER);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${section}${current.slice(end + END_MARKER.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(path, next);
}
