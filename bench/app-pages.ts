// The signed-in app's part of `npm run bench`: JavaScript weight of the first screen and
// Lighthouse figures for /login and the dashboard, written between markers in
// docs/performance.md. bench/run.ts calls benchAppPages(); `node bench/app-pages.ts` runs it alone
// on the current build (`npm run build` first).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { APP_PAGES, APP_PAGES_RUNS } from './app-pages/app-pages-goals.ts';
import {
  type AppPageResult,
  type AppPagesResults,
  writeAppPagesSection,
} from './app-pages/app-pages-report.ts';
import { startAppServer } from './app-pages/app-server.ts';
import { dashboardSubscriber } from './app-pages/app-subscriber.ts';
import { measureFirstScreen } from './app-pages/measure-first-screen.ts';
import { medianRun, raisePriority } from './landing/lighthouse-runs.ts';
import { type LighthouseRun, runLighthouse } from './landing/run-lighthouse.ts';

const reportPath = fileURLToPath(new URL('../docs/performance.md', import.meta.url));
const clientBuild = fileURLToPath(new URL('../dist/client/index.html', import.meta.url));

/** The heading each page draws once its first screen is there. */
const readyHeading: Record<string, string> = {
  '/login': 'Log in',
  '/main-app/dashboard': "Today's matches",
};

async function measureOnServer(say: (line: string) => void): Promise<AppPagesResults> {
  say('app pages: starting the app and loading the demo corpus');
  const server = await startAppServer();
  try {
    const { cookie, matches } = await dashboardSubscriber(server.origin, server.dataDir);
    say(`app pages: subscriber ready with ${matches} matches`);
    const loadAverage = loadavg()[0] ?? 0;
    const pages: AppPageResult[] = [];
    for (const page of APP_PAGES) {
      const url = `${server.origin}${page.path}`;
      const session = page.signedIn ? cookie : undefined;
      const weight = await measureFirstScreen(url, {
        cookie: session,
        ready: { role: 'heading', name: readyHeading[page.path] ?? '' },
      });
      say(
        `${page.path}: ${weight.jsGzipBytes} bytes of gzip JavaScript in ${weight.scripts.length} files (${weight.jsWireBytes} as sent)`,
      );
      const runs: LighthouseRun[] = [];
      for (let run = 1; run <= APP_PAGES_RUNS; run++) {
        runs.push(
          await runLighthouse(url, { extraHeaders: session ? { cookie: session } : undefined }),
        );
        const last = runs.at(-1);
        say(
          `${page.path} run ${run}: performance ${last?.performance}, LCP ${last?.lcpMs.toFixed(0)} ms, TBT ${last?.tbtMs.toFixed(0)} ms`,
        );
      }
      pages.push({ page, weight, runs, median: medianRun(runs) });
    }
    return { date: new Date().toISOString(), loadAverage, matches, pages };
  } finally {
    await server.stop();
  }
}

export async function measureAppPages(say: (line: string) => void): Promise<AppPagesResults> {
  if (!existsSync(clientBuild)) throw new Error('dist/client/index.html is missing: build first');
  const restorePriority = raisePriority();
  try {
    return await measureOnServer(say);
  } finally {
    restorePriority();
  }
}

/** Measures and rewrites the signed-in app's section of docs/performance.md. */
export async function benchAppPages(
  say: (line: string) => void = console.info,
): Promise<AppPagesResults> {
  const results = await measureAppPages(say);
  writeAppPagesSection(reportPath, results);
  return results;
}

if (import.meta.main) {
  benchAppPages().then(
    () => console.info('wrote the signed-in app section of docs/performance.md'),
    (error: unknown) => {
      console.error('app pages bench failed:', error);
      process.exit(1);
    },
  );
}
