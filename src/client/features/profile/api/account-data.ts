import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/auth.ts';

/** Everything stored about the user, as the server assembles it, saved as one JSON file. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () => apiRequest('/api/account/export', { schema: z.unknown() }),
    onSuccess: (data) => {
      const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `hireloop-my-data-${new Date().toISOString().slice(0, 10)}.json`;
      link.click();
      // The click has started the download; the address is not needed after this turn.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
}

/** Deletes the account for good; the caller signs the visitor out of the client afterwards. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string }) =>
      apiRequest('/api/account/delete', { method: 'POST', body: input }),
    onSuccess: () => {
      queryClient.setQueryData(currentUserQueryKey, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0],
      });
    },
  });
}
