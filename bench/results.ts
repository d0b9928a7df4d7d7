import type { MachineInfo } from './machine-info.ts';
import type { LoadRun } from './measure-load.ts';
import type { StartTiming } from './measure-start.ts';
import { median } from './median.ts';

export const targets = {
  bare: 'bare `node:http` answering `{"status":"ok"}`',
  healthz: 'app `GET /healthz` (PGlite, embedded default)',
  mePglite: 'app `GET /api/me` with a session (PGlite, embedded default)',
  mePostgres: 'app `GET /api/me` with a session (PostgreSQL)',
} as const;
export type TargetKey = keyof typeof targets;

export interface BenchResults {
  machine: MachineInfo;
  postgresVersion: string;
  load: Record<TargetKey, LoadRun[]>;
  coldStarts: StartTiming[];
  warmStarts: StartTiming[];
  durationSeconds: number;
}

export interface TargetSummary {
  runs: LoadRun[];
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  serverCpuMsPerRequest: number;
  failures: number;
}

/** Medians over the runs of one target; a ratio is then the ratio of two such medians. */
export function summarize(runs: LoadRun[]): TargetSummary {
  return {
    runs,
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    serverCpuMsPerRequest: median(runs.map((run) => run.serverCpuMsPerRequest ?? Number.NaN)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  };
}
