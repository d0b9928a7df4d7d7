import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  appliedResultSchema,
  type FeedbackInput,
  latestRunSchema,
  learnedPreferencesSchema,
  type MatchFilters,
  matchListSchema,
  matchStatsSchema,
} from '../../../../shared/schemas/matches.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const matchesKey = ['matches'] as const;

/**
 * What the list and the chart were read under: the latest run's id and state. Both are read
 * again whenever it changes, so they can never show an older state than the run line above them,
 * whatever the order in which the answers arrive. Undefined until the run is known.
 */
export function useRunVersion(): string | undefined {
  const latest = useQuery(latestRunQuery);
  if (!latest.data) return latest.error ? 'unknown' : undefined;
  const { run } = latest.data;
  return run ? `${run.id}:${run.status}` : 'none';
}

export const matchesQuery = (filters: MatchFilters, runVersion: string | undefined) => {
  const search = new URLSearchParams();
  if (filters.minScore > 0) search.set('minScore', String(filters.minScore));
  if (filters.remoteOnly) search.set('remoteOnly', 'true');
  if (filters.likedOnly) search.set('likedOnly', 'true');
  if (filters.view !== 'today') search.set('view', filters.view);
  const query = search.toString();
  return queryOptions({
    queryKey: [...matchesKey, 'list', query, runVersion],
    queryFn: () =>
      apiRequest(`/api/app/matches${query ? `?${query}` : ''}`, { schema: matchListSchema }),
    enabled: runVersion !== undefined,
    // A new run version keeps the cards on screen until the new list arrives.
    placeholderData: keepPreviousData,
  });
};

/** Polls while a run is queued or running, so "Run now" shows its progress and then the result. */
export const latestRunQuery = queryOptions({
  queryKey: [...matchesKey, 'latest-run'],
  queryFn: () => apiRequest('/api/app/match-runs/latest', { schema: latestRunSchema }),
  refetchInterval: (query) => {
    const status = query.state.data?.run?.status;
    return status === 'queued' || status === 'running' ? 1000 : false;
  },
});

export const learnedQuery = queryOptions({
  queryKey: [...matchesKey, 'learned'],
  queryFn: () => apiRequest('/api/app/learned-preferences', { schema: learnedPreferencesSchema }),
});

export const statsQuery = (runVersion: string | undefined) =>
  queryOptions({
    queryKey: [...matchesKey, 'stats', runVersion],
    queryFn: () => apiRequest('/api/app/match-stats', { schema: matchStatsSchema }),
    enabled: runVersion !== undefined,
    placeholderData: keepPreviousData,
  });

export const sendFeedback = (jobId: string, feedback: FeedbackInput) =>
  apiRequest(`/api/app/matches/${encodeURIComponent(jobId)}/feedback`, {
    method: 'POST',
    body: feedback,
    schema: learnedPreferencesSchema,
  });

/** "I applied" (true) or its undo (false). */
export const markApplied = (jobId: string, applied: boolean) =>
  apiRequest(`/api/app/matches/${encodeURIComponent(jobId)}/applied`, {
    method: 'PUT',
    body: { applied },
    schema: appliedResultSchema,
  });

export const runNow = () => apiRequest('/api/app/match-runs', { method: 'POST' });

export const forgetLearned = (itemId: string) =>
  apiRequest(`/api/app/learned-preferences/${encodeURIComponent(itemId)}`, {
    method: 'DELETE',
    schema: learnedPreferencesSchema,
  });

export const resetLearned = () =>
  apiRequest('/api/app/learned-preferences/reset', {
    method: 'POST',
    schema: learnedPreferencesSchema,
  });
