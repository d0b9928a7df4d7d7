import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Sends a new confirmation link to the signed-in user's address. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/resend-verification', { method: 'POST' }),
  });
}
