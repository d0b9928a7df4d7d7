import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { catalogueStatusSchema } from '../../../../shared/schemas/catalogue-status.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const catalogueStatusQuery = queryOptions({
  queryKey: ['catalogue-status'],
  queryFn: () => apiRequest('/api/catalogue/status', { schema: catalogueStatusSchema }),
  // Asked again every 2 s while it loads; once ready it stays ready.
  refetchInterval: (query) => (query.state.data?.state === 'loading' ? 2000 : false),
  staleTime: (query) => (query.state.data?.state === 'ready' ? Number.POSITIVE_INFINITY : 0),
});

/**
 * The catalogue's state for a page whose content depends on it. When a load ends, the queries
 * under `refresh` (search results, matches and the run line) are read again: what they showed
 * was partial, and the server starts the matching runs the load was holding back.
 */
export function useCatalogueStatus(refresh: readonly (readonly unknown[])[]) {
  const queryClient = useQueryClient();
  const status = useQuery(catalogueStatusQuery).data;
  const wasLoading = useRef(false);
  useEffect(() => {
    if (status?.state === 'loading') wasLoading.current = true;
    if (status?.state !== 'ready' || !wasLoading.current) return;
    wasLoading.current = false;
    for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
  }, [status, refresh, queryClient]);
  return status;
}
