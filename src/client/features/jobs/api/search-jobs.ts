import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { jobSearchResultSchema } from '../../../../shared/schemas/jobs.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * One page of search results for the page's own query string: the URL is the single source of
 * the search, so reload, back and shared links all show the same results.
 */
export const searchJobsQuery = (search: string) =>
  queryOptions({
    queryKey: ['jobs', 'search', search],
    queryFn: () => apiRequest(`/api/jobs${search}`, { schema: jobSearchResultSchema }),
    placeholderData: keepPreviousData,
  });
