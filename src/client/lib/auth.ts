import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type CurrentUser, sessionResponseSchema } from '../../shared/schemas/user.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { paths } from './paths.ts';

export const currentUserQueryKey = ['current-user'] as const;

/** The signed-in account, or null when signed out. */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const { user } = await apiRequest('/api/me', { schema: sessionResponseSchema });
  return user;
}

export const currentUserQuery = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: fetchCurrentUser,
});

/** For components below the auth gate, which renders nothing until this query has data. */
export function useCurrentUser() {
  return useQuery(currentUserQuery).data ?? null;
}

/**
 * Mutations that open a session (sign-in) carry this key. While one runs, the guard of
 * /login and /signup holds its redirect, so the page itself chooses where the new user lands.
 */
export const startSessionMutationKey = ['start-session'] as const;

/** Records the new session and moves on; call it from the session mutation's onSuccess. */
export function useEnterApp() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (user: CurrentUser, destination: string) => {
    queryClient.setQueryData(currentUserQueryKey, user);
    // flushSync: the new page must be on screen before the mutation settles and the guard of
    // the page we leave would redirect on its own.
    await navigate(destination, { replace: true, flushSync: true });
  };
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/sign-out', { method: 'POST' }),
    onSettled: (_data, error) => {
      // A 401 means the session was already gone: the visitor is signed out either way.
      if (error && !(error instanceof ApiError && error.status === 401)) return;
      queryClient.setQueryData(currentUserQueryKey, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0],
      });
      navigate(paths.login, { replace: true });
    },
  });
}
