import { percentile } from '../catalogue-search-timings.ts';

export interface LoopRun {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Requests that threw or answered other than 200: any makes the run invalid. */
  failures: number;
}

/**
 * `concurrency` callers, each sending its next request as soon as the last one is answered (what
 * autocannon does with one request per connection), for a warm-up whose figures are thrown away
 * and then a measured window. The floor and the API are both measured by this loop, so they
 * differ only in what one request is. `send(i)` gets the request's position in the sequence.
 */
export async function closedLoop(
  concurrency: number,
  timing: { warmupSeconds: number; measuredSeconds: number },
  send: (position: number) => Promise<void>,
): Promise<LoopRun> {
  let position = 0;
  const window = async (seconds: number) => {
    const durations: number[] = [];
    let failures = 0;
    const ends = performance.now() + seconds * 1000;
    const caller = async () => {
      while (performance.now() < ends) {
        const began = performance.now();
        try {
          await send(position++);
        } catch {
          failures++;
        }
        durations.push(performance.now() - began);
      }
    };
    const began = performance.now();
    await Promise.all(Array.from({ length: concurrency }, caller));
    return { durations, failures, seconds: (performance.now() - began) / 1000 };
  };
  await window(timing.warmupSeconds);
  const { durations, failures, seconds } = await window(timing.measuredSeconds);
  return {
    requestsPerSecond: durations.length / seconds,
    p50Ms: percentile(durations, 50),
    p99Ms: percentile(durations, 99),
    requests: durations.length,
    failures,
  };
}
