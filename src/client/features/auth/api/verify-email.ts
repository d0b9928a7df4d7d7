import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailInput } from '../../../../shared/schemas/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/auth.ts';

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyEmailInput) =>
      apiRequest('/api/auth/verify-email', { method: 'POST', body: input }),
    // The emailVerified flag has just changed, and a link opened signed out has signed its owner in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
