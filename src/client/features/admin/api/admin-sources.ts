import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AddFollowedSourceBody,
  adminAccessSchema,
  followedSourceListSchema,
  followedSourceSchema,
  handOffCountsSchema,
  ingestionRunListSchema,
  runNowResultSchema,
} from '../../../../shared/schemas/admin-sources.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminAccessQuery = queryOptions({
  queryKey: ['admin', 'access'],
  queryFn: () => apiRequest('/api/admin-access', { schema: adminAccessSchema }),
  // Changes only with ADMIN_EMAILS, which needs a restart.
  staleTime: Number.POSITIVE_INFINITY,
});

export const followedSourcesQuery = queryOptions({
  queryKey: ['admin', 'sources'],
  queryFn: () => apiRequest('/api/admin/sources', { schema: followedSourceListSchema }),
});

export const ingestionRunsQuery = queryOptions({
  queryKey: ['admin', 'ingestion-runs'],
  queryFn: () => apiRequest('/api/admin/ingestion-runs', { schema: ingestionRunListSchema }),
  // A queued run shows up on its own while the page is open.
  refetchInterval: 10_000,
});

export const handOffsQuery = queryOptions({
  queryKey: ['admin', 'application-hand-offs'],
  queryFn: () => apiRequest('/api/admin/application-hand-offs', { schema: handOffCountsSchema }),
});

function useInvalidatingMutation<I, O>(mutationFn: (input: I) => Promise<O>, key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', key] }),
  });
}

export const useAddSource = () =>
  useInvalidatingMutation(
    (body: AddFollowedSourceBody) =>
      apiRequest('/api/admin/sources', { method: 'POST', body, schema: followedSourceSchema }),
    'sources',
  );

export const useSetSourceEnabled = () =>
  useInvalidatingMutation(
    ({ id, enabled }: { id: number; enabled: boolean }) =>
      apiRequest(`/api/admin/sources/${id}`, {
        method: 'PATCH',
        body: { enabled },
        schema: followedSourceSchema,
      }),
    'sources',
  );

export const useRemoveSource = () =>
  useInvalidatingMutation(
    (id: number) => apiRequest(`/api/admin/sources/${id}`, { method: 'DELETE' }),
    'sources',
  );

export const useRunNow = () =>
  useInvalidatingMutation(
    () => apiRequest('/api/admin/ingestion-runs', { method: 'POST', schema: runNowResultSchema }),
    'ingestion-runs',
  );
