import { subscriberCookie } from '../catalogue-subscriber.ts';

/** People whose preferences match different parts of the bench catalogue. */
const PEOPLE = [
  { jobTitle: '29-1141', location: 'Austin, TX', skills: ['Patient care', 'Telemetry'] },
  { jobTitle: '47-2111', location: 'Denver, CO', skills: ['Wiring', 'Blueprints'] },
  { jobTitle: '13-2011', location: 'Chicago, IL', skills: ['Reconciliation', 'Excel'] },
];

async function send(origin: string, cookie: string, method: string, path: string) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : '{}',
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

export interface MatchingLoad {
  /** Runs that finished since the last call. */
  takeFinishedRuns(): number;
  stop(): Promise<void>;
}

/**
 * Subscribers with saved preferences, each asking for a matching run ("Run now") again as soon
 * as the last one finished, so the worker is ranking the catalogue for someone the whole time.
 */
export async function startMatchingLoad(origin: string): Promise<MatchingLoad> {
  const cookies: string[] = [];
  for (const person of PEOPLE) {
    const cookie = await subscriberCookie(origin);
    const response = await fetch(`${origin}/api/app/preferences`, {
      method: 'PUT',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ...person, remote: false, salaryRange: null }),
    });
    if (!response.ok)
      throw new Error(`PUT preferences: ${response.status} ${await response.text()}`);
    cookies.push(cookie);
  }
  let stopping = false;
  let finished = 0;
  const loop = async (cookie: string) => {
    while (!stopping) {
      await send(origin, cookie, 'POST', '/api/app/match-runs');
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const { run } = await send(origin, cookie, 'GET', '/api/app/match-runs/latest');
        if (run.status === 'failed') throw new Error('a matching run failed');
        if (run.status !== 'queued' && run.status !== 'running') break;
      }
      finished++;
    }
  };
  const loops = Promise.all(cookies.map(loop));
  return {
    takeFinishedRuns() {
      const taken = finished;
      finished = 0;
      return taken;
    },
    async stop() {
      stopping = true;
      await loops;
    },
  };
}
