import { spawnServer, waitUntil } from './spawn-server.ts';

export interface StartTiming {
  /** Until `GET /` returns the client page: the goal's measure. */
  firstPageSeconds: number;
  /** Until `/readyz` says ready (database open, full app routing), which can come later. */
  readySeconds: number;
}

/** A whole HTML document: `/` may be the client shell or a prerendered landing page. */
const isPage = (response: Response, body: string) =>
  response.status === 200 &&
  (response.headers.get('content-type') ?? '').includes('text/html') &&
  body.includes('</html>');

/**
 * Spawns `node src/main.ts` (embedded database, production defaults) and times it. On an empty
 * DATA_DIR this includes PGlite's initdb, the migrations, pg-boss's schema and the demo account;
 * on a used one it is a plain restart. The app is stopped only once ready, so a cold start
 * leaves a complete DATA_DIR for the warm start that follows.
 */
export async function measureStart(dataDir: string, logFile: string): Promise<StartTiming> {
  const started = performance.now();
  const server = await spawnServer({ script: 'src/main.ts', env: { DATA_DIR: dataDir }, logFile });
  const seconds = () => (performance.now() - started) / 1000;
  try {
    await waitUntil(server, `${server.origin}/`, isPage);
    const firstPageSeconds = seconds();
    await waitUntil(server, `${server.origin}/readyz`, (response) => response.status === 200);
    return { firstPageSeconds, readySeconds: seconds() };
  } finally {
    await server.stop();
  }
}
