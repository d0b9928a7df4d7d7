import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationListSchema } from '../../../../shared/schemas/notifications.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const notificationsKey = ['notifications'] as const;

/**
 * How often an open page asks again (decision 069): polling, not a stream, keeps every web
 * process stateless; TanStack Query stops while the tab is hidden and asks at once on focus.
 */
export const NOTIFICATIONS_POLL_MS = 30_000;

/** GET /api/app/notifications: the latest notifications and the unread count. */
export const notificationsQuery = queryOptions({
  queryKey: notificationsKey,
  queryFn: () => apiRequest('/api/app/notifications', { schema: notificationListSchema }),
  refetchInterval: NOTIFICATIONS_POLL_MS,
});

/** POST …/:id/read, or …/read-all without an id; the list is read again either way. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      apiRequest(
        id
          ? `/api/app/notifications/${encodeURIComponent(id)}/read`
          : '/api/app/notifications/read-all',
        { method: 'POST' },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}
