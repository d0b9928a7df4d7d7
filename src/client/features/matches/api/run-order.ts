import type { MatchRun } from '../../../../shared/schemas/matches.ts';

const stage: Record<MatchRun['status'], number> = {
  queued: 0,
  running: 1,
  succeeded: 2,
  skipped: 2,
  failed: 2,
};

/**
 * Whether `a` is a later state of the user's runs than `b`: a run queued later, or the same run
 * further along. Both come from the server's clock, so the two answers can be put in order.
 */
export function isLaterRun(a: MatchRun | null, b: MatchRun | null): boolean {
  if (!a) return false;
  if (!b) return true;
  if (a.id !== b.id) return Date.parse(a.queuedAt) > Date.parse(b.queuedAt);
  return stage[a.status] > stage[b.status];
}
