import type { JobSearchQuery, JobSearchResult } from '../../shared/schemas/jobs.ts';
import type { AppContext } from '../app-context.ts';
import { searchCacheKey } from './search-cache.ts';
import { searchJobs } from './search-jobs.ts';

/**
 * searchJobs() through this process's search cache: the same answer, reused until the catalogue
 * changes or a few seconds pass (decision 035).
 */
export function searchJobsCached(
  ctx: Pick<AppContext, 'db' | 'searchCache'>,
  query: JobSearchQuery,
): Promise<JobSearchResult> {
  return ctx.searchCache.read(searchCacheKey(query), () => searchJobs(ctx.db, query));
}
