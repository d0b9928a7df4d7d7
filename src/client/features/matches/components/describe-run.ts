import type { MatchRun } from '../../../../shared/schemas/matches.ts';

const time = (date: Date) =>
  date.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function when(iso: string, now = new Date()) {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return `today ${time(date)}`;
  return `${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })} ${time(date)}`;
}

/** "Last search: today 07:00 · 23 new matches", or what the current run is doing. */
export function describeRun(run: MatchRun | null, now = new Date()): string {
  if (!run) return 'No search has run yet.';
  if (run.status === 'queued') return 'Search queued…';
  if (run.status === 'running') return 'Searching the open jobs…';
  const at = when(run.finishedAt ?? run.queuedAt, now);
  if (run.status === 'failed') return `Last search: ${at} · it failed, please try again`;
  if (run.status === 'skipped') return `Last search: ${at} · skipped (no preferences or no plan)`;
  // The list holds the day's matches: "0 new" above a full list read as "nothing found".
  if (run.newMatches === 0) return `Last search: ${at} · no new jobs since the search before`;
  return `Last search: ${at} · ${run.newMatches} new ${run.newMatches === 1 ? 'match' : 'matches'}`;
}
