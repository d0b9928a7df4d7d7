import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AddOutsideApplicationBody,
  type AddReminderBody,
  type ChangeStageBody,
  type TrackerResponse,
  type TrackerSettings,
  trackedItemSchema,
  trackerResponseSchema,
  trackerSettingsSchema,
} from '../../../../shared/schemas/tracker.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationsKey } from '../../notifications/api/notifications.ts';

export const trackerKey = ['tracker'] as const;

/** GET /api/app/tracker: every tracked application, the no-answer setting and the counts. */
export const trackerQuery = queryOptions({
  queryKey: trackerKey,
  queryFn: () => apiRequest('/api/app/tracker', { schema: trackerResponseSchema }),
});

const itemPath = (id: string) => `/api/app/tracker/items/${encodeURIComponent(id)}`;

/**
 * A mutation that refreshes the tracker (counts included) once the server has answered, and the
 * notifications, which a reminder due today joins at once.
 */
function useTrackerMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: trackerKey }),
        client.invalidateQueries({ queryKey: notificationsKey }),
      ]),
  });
}

export const useAddOutsideApplication = () =>
  useTrackerMutation((body: AddOutsideApplicationBody) =>
    apiRequest('/api/app/tracker/items', { method: 'POST', body, schema: trackedItemSchema }),
  );

/** PUT …/items/:id: corrects an application made elsewhere. */
export const useEditOutsideApplication = () =>
  useTrackerMutation(({ id, ...body }: AddOutsideApplicationBody & { id: string }) =>
    apiRequest(itemPath(id), { method: 'PUT', body, schema: trackedItemSchema }),
  );

/** DELETE …/items/:id: takes an application off the tracker. */
export const useDeleteTrackedItem = () =>
  useTrackerMutation((id: string) => apiRequest(itemPath(id), { method: 'DELETE' }));

/**
 * PUT …/stage. The card moves at once (optimistically), so a drop or a key press feels
 * immediate; a refusal puts it back when the tracker is read again.
 */
export function useChangeStage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChangeStageBody & { id: string }) =>
      apiRequest(`${itemPath(id)}/stage`, { method: 'PUT', body, schema: trackedItemSchema }),
    onMutate: async ({ id, stage }) => {
      await client.cancelQueries({ queryKey: trackerKey });
      client.setQueryData<TrackerResponse>(trackerKey, (data) =>
        data
          ? {
              ...data,
              items: data.items.map((item) =>
                item.id === id ? { ...item, stage, shownStage: stage } : item,
              ),
            }
          : data,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: trackerKey }),
  });
}

export const useSaveNotes = () =>
  useTrackerMutation(({ id, notes }: { id: string; notes: string | null }) =>
    apiRequest(`${itemPath(id)}/notes`, {
      method: 'PUT',
      body: { notes },
      schema: trackedItemSchema,
    }),
  );

export const useAddReminder = () =>
  useTrackerMutation(({ id, ...body }: AddReminderBody & { id: string }) =>
    apiRequest(`${itemPath(id)}/reminders`, { method: 'POST', body, schema: trackedItemSchema }),
  );

export const useSetReminderDone = () =>
  useTrackerMutation(({ id, done }: { id: string; done: boolean }) =>
    apiRequest(`/api/app/tracker/reminders/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { done },
      schema: trackedItemSchema,
    }),
  );

export const useSaveTrackerSettings = () =>
  useTrackerMutation((settings: TrackerSettings) =>
    apiRequest('/api/app/tracker/settings', {
      method: 'PUT',
      body: settings,
      schema: trackerSettingsSchema,
    }),
  );
