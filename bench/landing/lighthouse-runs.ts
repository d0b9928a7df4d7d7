import { getPriority, setPriority } from 'node:os';
import type { LighthouseRun } from './run-lighthouse.ts';

/** The middle run by performance score, ties broken by LCP: the run Lighthouse's docs advise. */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => b.performance - a.performance || a.lcpMs - b.lcpMs);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no Lighthouse run');
  return middle;
}

/**
 * Lighthouse multiplies the CPU time it observes by 4, so other work on a shared machine would be
 * counted four times. Where allowed, the server and Chromium (children inherit it) run at a higher
 * priority while they are measured; on a quiet machine this changes nothing. Returns the undo.
 */
export function raisePriority(): () => void {
  const before = getPriority();
  try {
    setPriority(Math.max(before - 10, -20));
  } catch {
    return () => {};
  }
  return () => setPriority(before);
}
