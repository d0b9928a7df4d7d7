import { availableParallelism, cpus, loadavg, release, totalmem, type } from 'node:os';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  date: string;
  /** The 1-minute load average: other work on the machine skews absolute figures. */
  loadAverage: string;
}

export function describeMachine(): MachineInfo {
  return {
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: `${type()} ${release()}`,
    node: process.version,
    date: new Date().toISOString(),
    loadAverage: (loadavg()[0] ?? 0).toFixed(2),
  };
}
