import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type EeoAnswers, eeoAnswersResponseSchema } from '../../../../shared/schemas/eeo.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const eeoQueryKey = ['profile', 'eeo'] as const;

/**
 * Step 2's voluntary answers. They have their own endpoint because the server stores them
 * encrypted and audits every read; only the builder asks for them, never the summary.
 */
export const eeoAnswersQuery = queryOptions({
  queryKey: eeoQueryKey,
  queryFn: () => apiRequest('/api/app/profile/eeo', { schema: eeoAnswersResponseSchema }),
  // Read them once per visit to the step: each read is an audited event on the server.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSaveEeoAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: EeoAnswers) =>
      apiRequest('/api/app/profile/eeo', { method: 'PUT', body: { answers } }),
    onSuccess: (_data, answers) => queryClient.setQueryData(eeoQueryKey, { answers }),
  });
}
