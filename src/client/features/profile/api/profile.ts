import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type educationBodySchema,
  type otherNotesBodySchema,
  type PersonalInfo,
  profileResponseSchema,
  type skillsBodySchema,
  type workBodySchema,
} from '../../../../shared/schemas/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/auth.ts';

export const profileQueryKey = ['profile'] as const;

/** The saved profile (null before the first save) and the account's e-mail for step 1. */
export const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  queryFn: () => apiRequest('/api/app/profile', { schema: profileResponseSchema }),
});

/** One builder step's PUT; the server merges it into the stored profile. */
type StepSave =
  | { step: 'personal'; body: PersonalInfo }
  | { step: 'education'; body: z.input<typeof educationBodySchema> }
  | { step: 'work'; body: z.input<typeof workBodySchema> }
  | { step: 'skills'; body: z.input<typeof skillsBodySchema> }
  | { step: 'other-notes'; body: z.input<typeof otherNotesBodySchema> };

export function useSaveProfileStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, body }: StepSave) =>
      apiRequest(`/api/app/profile/${step}`, { method: 'PUT', body }),
    onSuccess: (_data, { step, body }) => {
      const finished = step === 'work' && body.complete === true;
      // The account carries profileComplete and the name the header shows.
      const accountChanged = finished || step === 'personal';
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        accountChanged ? queryClient.invalidateQueries({ queryKey: currentUserQueryKey }) : null,
      ]);
    },
  });
}
