import { queryOptions } from '@tanstack/react-query';
import {
  applicationDetailSchema,
  applicationListResponseSchema,
} from '../../../../shared/schemas/applications.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { isMoving } from '../state-names.ts';

// The list and "Apply": what the dashboard's cards and the main nav need, apart from the
// application page's calls, so their first screen stays within its budget.

const base = '/api/app/applications';

export const applicationsKey = ['applications'] as const;

/** How often an application on its way is asked about again: the user watches it move. */
export const LIVE_POLL_MS = 3000;

/** GET /api/app/applications: newest first; polls while any of them is moving. */
export const applicationListQuery = queryOptions({
  queryKey: [...applicationsKey, 'list'],
  queryFn: () => apiRequest(base, { schema: applicationListResponseSchema }),
  refetchInterval: (query) =>
    query.state.data?.applications.some((item) => isMoving(item.state)) ? LIVE_POLL_MS : false,
});

/** POST /api/app/applications: starts (or returns the existing) application for a job. */
export const createApplication = (jobId: string) =>
  apiRequest(base, { method: 'POST', body: { jobId }, schema: applicationDetailSchema });
