import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '../../../../shared/schemas/auth.ts';
import { currentUserResponseSchema } from '../../../../shared/schemas/user.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { startSessionMutationKey, useEnterApp } from '../../../lib/auth.ts';
import { signedInHomePath } from '../../../lib/post-auth-destination.ts';

export function useSignIn() {
  const enterApp = useEnterApp();
  return useMutation({
    mutationKey: startSessionMutationKey,
    mutationFn: (input: SignInInput) =>
      apiRequest('/api/auth/sign-in', {
        method: 'POST',
        body: input,
        schema: currentUserResponseSchema,
      }),
    onSuccess: ({ user }) => enterApp(user, signedInHomePath()),
  });
}
