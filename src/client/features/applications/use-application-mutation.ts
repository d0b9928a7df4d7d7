import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDetail } from '../../../shared/schemas/applications.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useActionNotice } from './action-notice.ts';
import { applicationsKey } from './api/application-list.ts';
import { applicationQuery } from './api/applications.ts';

export const MOVED_ON =
  'This application changed since the page was drawn; the page now shows where it is.';

/** What an action's failure says: a 409 (the state moved on) is not the user's mistake. */
export const actionErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? MOVED_ON : errorMessage(error);

/**
 * An action on one application (approve, withdraw, answers…). The API answers with the
 * application after it, which the page shows at once, saying `notice`; the list is asked again.
 */
export function useApplicationMutation<T>(
  id: string,
  send: (input: T) => Promise<ApplicationDetail>,
  notice: string,
) {
  const queryClient = useQueryClient();
  const say = useActionNotice();
  const detailKey = applicationQuery(id).queryKey;
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      queryClient.setQueryData(detailKey, detail);
      say(notice);
      return queryClient.invalidateQueries({ queryKey: [...applicationsKey, 'list'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        return queryClient.invalidateQueries({ queryKey: detailKey });
    },
  });
}
