import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '../../../../shared/schemas/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The server answers 202 whether or not the address has an account (no account enumeration). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      apiRequest('/api/auth/forgot-password', { method: 'POST', body: input }),
  });
}
