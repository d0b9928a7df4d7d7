import { queryOptions } from '@tanstack/react-query';
import { plansResponseSchema } from '../../../../shared/schemas/billing.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The plans with their price ids, and whether checkout is real (Stripe) or the test mode. */
export const plansQuery = queryOptions({
  queryKey: ['billing', 'plans'],
  queryFn: () => apiRequest('/api/plans', { schema: plansResponseSchema }),
  // The catalog changes only with a deploy.
  staleTime: Number.POSITIVE_INFINITY,
});
