import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '../../../../shared/schemas/auth.ts';
import { currentUserResponseSchema } from '../../../../shared/schemas/user.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { startSessionMutationKey, useEnterApp } from '../../../lib/auth.ts';
import { afterSignUpPath } from '../../../lib/post-auth-destination.ts';

export function useSignUp() {
  const enterApp = useEnterApp();
  return useMutation({
    mutationKey: startSessionMutationKey,
    mutationFn: (input: SignUpInput) =>
      apiRequest('/api/auth/sign-up', {
        method: 'POST',
        body: input,
        schema: currentUserResponseSchema,
      }),
    onSuccess: ({ user }) => enterApp(user, afterSignUpPath()),
  });
}
