import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { currentUserQueryKey } from './auth.ts';

/** Failures a retry cannot fix: every answer below 500 is the server's considered reply. */
const isFinal = (error: Error) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

// A request answered UNAUTHENTICATED means the session ended (expired or revoked elsewhere):
// marking the visitor signed out lets the route guards send them to /login.
const onError = (error: Error) => {
  if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') {
    queryClient.setQueryData(currentUserQueryKey, null);
  }
};

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => !isFinal(error) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});
