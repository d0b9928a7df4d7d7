// The landing page's part of `npm run bench`: JavaScript weight and Lighthouse figures for `/`
// (and accessibility of /privacy and /terms), written between markers in docs/performance.md.
// bench/run.ts calls benchLanding(); `node bench/landing.ts` runs it alone on the current build.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { LANDING_RUNS } from './landing/landing-goals.ts';
import { type LandingResults, writeLandingSection } from './landing/landing-report.ts';
import { startLandingServer } from './landing/landing-server.ts';
import { medianRun, raisePriority } from './landing/lighthouse-runs.ts';
import { measurePageWeight } from './landing/measure-javascript.ts';
import { type LighthouseRun, runLighthouse } from './landing/run-lighthouse.ts';

const reportPath = fileURLToPath(new URL('../docs/performance.md', import.meta.url));
const landingBuild = fileURLToPath(new URL('../dist/client/landing.html', import.meta.url));

async function measureOnServer(say: (line: string) => void): Promise<LandingResults> {
  const loadAverage = loadavg()[0] ?? 0;
  const server = await startLandingServer();
  try {
    const url = `${server.origin}/`;
    const weight = await measurePageWeight(url);
    say(`landing: ${weight.jsGzipBytes} bytes of gzip JavaScript on /`);
    const runs: LighthouseRun[] = [];
    for (let run = 1; run <= LANDING_RUNS; run++) {
      runs.push(await runLighthouse(url));
      const last = runs.at(-1);
      say(
        `landing run ${run}: performance ${last?.performance}, accessibility ${last?.accessibility}, LCP ${last?.lcpMs.toFixed(0)} ms`,
      );
    }
    const otherPages = [];
    for (const path of ['/privacy', '/terms']) {
      const run = await runLighthouse(`${server.origin}${path}`);
      say(`${path}: performance ${run.performance}, accessibility ${run.accessibility}`);
      otherPages.push({ path, run });
    }
    return {
      date: new Date().toISOString(),
      loadAverage,
      weight,
      runs,
      median: medianRun(runs),
      otherPages,
    };
  } finally {
    await server.stop();
  }
}

export async function measureLanding(say: (line: string) => void): Promise<LandingResults> {
  if (!existsSync(landingBuild)) {
    throw new Error('dist/client/landing.html is missing: build first');
  }
  const restorePriority = raisePriority();
  try {
    return await measureOnServer(say);
  } finally {
    restorePriority();
  }
}

/** Measures and rewrites the landing section of docs/performance.md; call after writeReport. */
export async function benchLanding(
  say: (line: string) => void = console.info,
): Promise<LandingResults> {
  const results = await measureLanding(say);
  writeLandingSection(reportPath, results);
  return results;
}

if (import.meta.main) {
  benchLanding().then(
    () => console.info('wrote the landing section of docs/performance.md'),
    (error: unknown) => {
      console.error('landing bench failed:', error);
      process.exit(1);
    },
  );
}
