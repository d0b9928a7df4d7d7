import { queryOptions } from '@tanstack/react-query';
import { jobDetailSchema } from '../../../../shared/schemas/jobs.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const jobDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['jobs', 'detail', id],
    queryFn: () => apiRequest(`/api/jobs/${encodeURIComponent(id)}`, { schema: jobDetailSchema }),
  });
