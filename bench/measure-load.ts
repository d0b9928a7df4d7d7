import autocannon from 'autocannon';
import { processCpuSeconds } from './process-cpu.ts';

export const LOAD = { connections: 50, pipelining: 1, warmupSeconds: 3, measuredSeconds: 10 };

export interface LoadRun {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The server process's own CPU time per answered request (its database server not included). */
  serverCpuMsPerRequest: number | undefined;
  /** Non-2xx answers, socket errors and timeouts: any of them makes the run invalid. */
  failures: number;
}

/**
 * One run against one URL: a warm-up (JIT, connection set-up, caches) whose figures are thrown
 * away, then the measured window. autocannon runs in this process; every server it hits is a
 * separate process, so the two never share an event loop.
 */
export async function measureLoad(target: {
  url: string;
  headers: Record<string, string>;
  serverPid: number | undefined;
}): Promise<LoadRun> {
  const { url, headers, serverPid } = target;
  const base = { url, headers, connections: LOAD.connections, pipelining: LOAD.pipelining };
  await autocannon({ ...base, duration: LOAD.warmupSeconds });
  const cpuBefore = processCpuSeconds(serverPid);
  const result = await autocannon({ ...base, duration: LOAD.measuredSeconds });
  const cpuAfter = processCpuSeconds(serverPid);
  const cpuUsed =
    cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    serverCpuMsPerRequest:
      cpuUsed === undefined ? undefined : (cpuUsed * 1000) / Math.max(1, result.requests.total),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
