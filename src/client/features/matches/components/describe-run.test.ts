import { describe, expect, it } from 'vitest';
import type { MatchRun } from '../../../../shared/schemas/matches.ts';
import { describeRun } from './describe-run.ts';

const now = new Date(2026, 10, 24, 15, 0);
const run = (overrides: Partial<MatchRun>): MatchRun => ({
  id: 'r',
  trigger: 'schedule',
  status: 'succeeded',
  queuedAt: new Date(2026, 10, 24, 7, 0).toISOString(),
  startedAt: null,
  finishedAt: new Date(2026, 10, 24, 7, 0).toISOString(),
  jobsConsidered: 100,
  newMatches: 23,
  ...overrides,
});

describe('describeRun', () => {
  it('says when the last search ran and how many new matches it found', () => {
    expect(describeRun(run({}), now)).toBe('Last search: today 07:00 · 23 new matches');
    expect(describeRun(run({ newMatches: 1 }), now)).toBe('Last search: today 07:00 · 1 new match');
    expect(describeRun(run({ newMatches: 0 }), now)).toBe(
      'Last search: today 07:00 · no new jobs since the search before',
    );
    const yesterday = new Date(2026, 10, 23, 7, 0).toISOString();
    expect(describeRun(run({ finishedAt: yesterday }), now)).toBe(
      'Last search: Nov 23 07:00 · 23 new matches',
    );
  });

  it('says what a run in progress, a failed one or none at all means', () => {
    expect(describeRun(null, now)).toBe('No search has run yet.');
    expect(describeRun(run({ status: 'queued' }), now)).toBe('Search queued…');
    expect(describeRun(run({ status: 'running' }), now)).toBe('Searching the open jobs…');
    expect(describeRun(run({ status: 'failed' }), now)).toContain('it failed');
  });
});
