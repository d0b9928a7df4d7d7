import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  appliedResultSchema,
  type FeedbackInput,
  latestRunSchema,
  learnedPreferencesSchema,
  type MatchFilters,
  type MatchRun,
  matchListSchema,
  matchStatsSchema,
} from '../../../../shared/schemas/matches.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { isLaterRun } from './run-order.ts';

export const matchesKey = ['matches'] as const;

export const matchesQuery = (filters: MatchFilters) => {
  const search = new URLSearchParams();
  if (filters.minScore > 0) search.set('minScore', String(filters.minScore));
  if (filters.remoteOnly) search.set('remoteOnly', 'true');
  if (filters.likedOnly) search.set('likedOnly', 'true');
  if (filters.view !== 'today') search.set('view', filters.view);
  const query = search.toString();
  return queryOptions({
    queryKey: [...matchesKey, 'list', query],
    queryFn: () =>
      apiRequest(`/api/app/matches${query ? `?${query}` : ''}`, { schema: matchListSchema }),
    // Other filters keep the cards on screen until their list arrives.
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

export const statsQuery = queryOptions({
  queryKey: [...matchesKey, 'stats'],
  queryFn: () => apiRequest('/api/app/match-stats', { schema: matchStatsSchema }),
});

/**
 * Keeps the list and the run line above it in step, whatever order their answers arrive in. The
 * list names the latest run as it was when it was read: a later one seen by the run line means
 * the list (and the chart) must be read again; a later one named by the list is the run line's
 * news (it then polls while that run goes). Both are asked at once, so the cards need no extra
 * round trip.
 */
export function useListFollowsRun(listRun: MatchRun | null | undefined) {
  const queryClient = useQueryClient();
  const latest = useQuery(latestRunQuery).data;
  useEffect(() => {
    if (listRun === undefined || !latest) return;
    if (isLaterRun(listRun, latest.run)) {
      queryClient.setQueryData(latestRunQuery.queryKey, { run: listRun });
    } else if (isLaterRun(latest.run, listRun)) {
      void queryClient.invalidateQueries({ queryKey: [...matchesKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: statsQuery.queryKey });
    }
  }, [listRun, latest, queryClient]);
}

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
