import { z } from 'zod';

/**
 * Named points between writes that belong together, where the fault tests kill the process.
 * Each is placed where a crash used to leave a half-done change behind (decision 032).
 */
export const faultPoints = [
  /** A match run row written, its queue job not yet (inside their transaction). */
  'match-run-queued',
  /** Preferences written, their matching run not yet queued (inside their transaction). */
  'preferences-saved',
  /** A worker marked a match run running and has stored nothing yet. */
  'match-run-started',
  /** A worker claimed a user's digest for the day and has not handed it to the mailer. */
  'digest-claimed',
  /** A worker stored a run's matches and has not yet marked the run finished. */
  'match-run-matches-stored',
  /** A worker stored the first batch of an ingestion run's jobs. */
  'ingestion-batch-stored',
  /** An application attempt holds its lease and marked the row filling; nothing sent. */
  'application-filling',
  /** `submitting` is committed; the channel has not pressed Submit yet. */
  'application-submitting',
  /** The employer accepted the application; the receipt is not stored yet. */
  'application-sent',
] as const;
export type FaultPoint = (typeof faultPoints)[number];

/**
 * HIRELOOP_FAULT_AT, for tests only: the process kills itself (SIGKILL, as `kill -9` does) on
 * reaching that point. Read once at start; unset, a fault point costs one comparison.
 */
const armed = z
  .enum(faultPoints)
  .optional()
  .parse(process.env.HIRELOOP_FAULT_AT || undefined);

export function faultPoint(name: FaultPoint): void {
  if (armed === name) process.kill(process.pid, 'SIGKILL');
}
