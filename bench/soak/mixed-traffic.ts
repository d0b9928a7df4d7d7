import { Agent, request } from 'node:http';

export interface TrafficTotals {
  requests: number;
  /** Answers other than 2xx, and requests that threw; any is an error for the soak's goal. */
  failures: number;
  /** The first few failures, to say what went wrong. */
  failureSamples: string[];
}

interface Call {
  method: 'GET' | 'PUT';
  path: string;
  body?: string;
}

/** What one signed-in subscriber's browser asks for while using the app, in one cycle. */
function cycle(queries: readonly string[], position: number): Call[] {
  const query = queries[position % queries.length] as string;
  const calls: Call[] = [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/api/me' },
    { method: 'GET', path: '/api/plans' },
    { method: 'GET', path: '/api/app/matches' },
    { method: 'GET', path: `/api/jobs?${query}` },
    { method: 'GET', path: '/api/app/profile' },
    { method: 'GET', path: '/api/app/tracker' },
    { method: 'GET', path: '/api/app/match-runs/latest' },
  ];
  // Saving preferences queues a matching run (coalesced per person): one save every few cycles.
  if (position % 4 === 0) {
    calls.push({
      method: 'PUT',
      path: '/api/app/preferences',
      body: JSON.stringify({
        jobTitle: '29-1141',
        location: position % 8 === 0 ? 'Austin, TX' : 'Denver, CO',
        skills: ['Patient care'],
        remote: false,
        salaryRange: null,
      }),
    });
  }
  return calls;
}

/**
 * `concurrency` callers, each walking cycles of a subscriber's requests against the web
 * processes in turn (kept-alive sockets), until stopped.
 */
export function startMixedTraffic(options: {
  origins: readonly string[];
  cookie: string;
  concurrency: number;
  queries: readonly string[];
}) {
  const totals: TrafficTotals = { requests: 0, failures: 0, failureSamples: [] };
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  let stopping = false;
  const send = (origin: string, call: Call) =>
    new Promise<void>((resolve) => {
      const { hostname, port } = new URL(origin);
      const fail = (what: string) => {
        totals.failures++;
        if (totals.failureSamples.length < 5) totals.failureSamples.push(what);
      };
      const headers: Record<string, string> = { cookie: options.cookie, origin };
      if (call.body) headers['content-type'] = 'application/json';
      const sent = request({
        agent,
        hostname,
        port,
        path: call.path,
        method: call.method,
        headers,
      });
      sent.on('response', (response) => {
        response.resume();
        response.on('end', () => {
          totals.requests++;
          const status = response.statusCode ?? 0;
          if (status < 200 || status > 299) fail(`${call.method} ${call.path}: ${status}`);
          resolve();
        });
      });
      sent.on('error', (error) => {
        totals.requests++;
        fail(`${call.method} ${call.path}: ${error.message}`);
        resolve();
      });
      sent.end(call.body);
    });
  let position = 0;
  const caller = async () => {
    while (!stopping) {
      const mine = position++;
      const origin = options.origins[mine % options.origins.length] as string;
      for (const call of cycle(options.queries, mine)) {
        if (stopping) break;
        await send(origin, call);
      }
    }
  };
  const callers = Promise.all(Array.from({ length: options.concurrency }, caller));
  return {
    totals,
    async stop(): Promise<TrafficTotals> {
      stopping = true;
      await callers;
      agent.destroy();
      return totals;
    },
  };
}
