import { readFileSync } from 'node:fs';

export interface ProcessSample {
  atSeconds: number;
  rssBytes: number;
  /** From the web process's /metrics; undefined for the worker, which serves none. */
  pool?: { max: number; total: number; waiting: number };
  serverErrors?: number;
}

/** Resident memory from /proc, as `ps` reads it: the same figure for every kind of process. */
function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

const series = (text: string, name: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(name))
    .map((line) => ({ line, value: Number(line.slice(line.lastIndexOf(' ') + 1)) }));

/** One process's state now: its memory, and for a web process its pool and its 5xx count. */
export async function sampleProcess(
  pid: number,
  origin: string | undefined,
  atSeconds: number,
): Promise<ProcessSample> {
  const sample: ProcessSample = { atSeconds, rssBytes: residentBytes(pid) };
  if (!origin) return sample;
  const text = await (await fetch(`${origin}/metrics`)).text();
  const pool = (state: string) =>
    series(text, `hireloop_db_pool_connections{state="${state}"}`)[0]?.value ?? Number.NaN;
  sample.pool = { max: pool('max'), total: pool('total'), waiting: pool('waiting') };
  sample.serverErrors = series(text, 'hireloop_http_requests_total{')
    .filter(({ line }) => line.includes('status_class="5xx"'))
    .reduce((sum, { value }) => sum + value, 0);
  return sample;
}
