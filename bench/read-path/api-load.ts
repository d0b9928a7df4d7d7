import { Agent, request } from 'node:http';
import { closedLoop, type LoopRun } from './closed-loop.ts';

/**
 * GET /api/jobs over real HTTP on kept-alive sockets, one per concurrent caller, with the
 * subscriber's session cookie, walking the same sequence of query strings as the floor.
 */
export async function measureApi(
  origin: string,
  cookie: string,
  sequence: readonly string[],
  load: { concurrency: number; warmupSeconds: number; measuredSeconds: number },
): Promise<LoopRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: load.concurrency });
  const { hostname, port } = new URL(origin);
  const get = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const sent = request({ agent, hostname, port, path, headers: { cookie } }, (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200 ? resolve() : reject(new Error(`${response.statusCode}`)),
        );
        response.on('error', reject);
      });
      sent.on('error', reject);
      sent.end();
    });
  try {
    return await closedLoop(load.concurrency, load, (position) =>
      get(`/api/jobs?${sequence[position % sequence.length]}`),
    );
  } finally {
    agent.destroy();
  }
}
