import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '../../../../shared/schemas/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The server answers 202 whether or not the address already has an account, and starts no
 * session: the new user confirms the address from the e-mail, then logs in (decision 033).
 */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      apiRequest('/api/auth/sign-up', { method: 'POST', body: input }),
  });
}
