import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '../../../../shared/schemas/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest('/api/auth/reset-password', { method: 'POST', body: input }),
  });
}
