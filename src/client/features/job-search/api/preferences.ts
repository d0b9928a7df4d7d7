import { queryOptions } from '@tanstack/react-query';
import {
  type PreferencesInput,
  preferencesResponseSchema,
  savePreferencesResultSchema,
} from '../../../../shared/schemas/preferences.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const preferencesQuery = queryOptions({
  queryKey: ['preferences'],
  queryFn: () => apiRequest('/api/app/preferences', { schema: preferencesResponseSchema }),
});

/** Saves the preferences; the server starts a matching run and answers its id. */
export const savePreferences = (preferences: PreferencesInput) =>
  apiRequest('/api/app/preferences', {
    method: 'PUT',
    body: preferences,
    schema: savePreferencesResultSchema,
  });
