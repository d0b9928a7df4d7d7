import { queryOptions } from '@tanstack/react-query';
import { signInMethodsSchema } from '../../../../shared/schemas/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Which sign-in buttons to offer; the server's configuration does not change while it runs. */
export const signInMethodsQuery = queryOptions({
  queryKey: ['sign-in-methods'],
  queryFn: () => apiRequest('/api/auth/methods', { schema: signInMethodsSchema }),
  staleTime: Number.POSITIVE_INFINITY,
});
