import { describe, expect, it } from 'vitest';
import type { MatchRun } from '../../../../shared/schemas/matches.ts';
import { isLaterRun } from './run-order.ts';

const run = (id: string, queuedAt: string, status: MatchRun['status']): MatchRun => ({
  id,
  trigger: 'manual',
  status,
  queuedAt,
  startedAt: null,
  finishedAt: null,
  jobsConsidered: 0,
  newMatches: 0,
});

describe('isLaterRun', () => {
  const first = run('a', '2026-11-27T07:00:00.000Z', 'running');
  it('orders the same run by how far it got', () => {
    expect(isLaterRun({ ...first, status: 'succeeded' }, first)).toBe(true);
    expect(isLaterRun(first, { ...first, status: 'succeeded' })).toBe(false);
    expect(isLaterRun(first, first)).toBe(false);
  });

  it('puts a run queued later after any state of an earlier one', () => {
    const second = run('b', '2026-11-27T09:00:00.000Z', 'queued');
    expect(isLaterRun(second, { ...first, status: 'succeeded' })).toBe(true);
    expect(isLaterRun({ ...first, status: 'failed' }, second)).toBe(false);
  });

  it('treats no run as the earliest state', () => {
    expect(isLaterRun(first, null)).toBe(true);
    expect(isLaterRun(null, first)).toBe(false);
    expect(isLaterRun(null, null)).toBe(false);
  });
});
