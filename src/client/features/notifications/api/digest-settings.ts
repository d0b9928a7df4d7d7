import { queryOptions } from '@tanstack/react-query';
import {
  type DigestSettings,
  digestSettingsResponseSchema,
} from '../../../../shared/schemas/digest.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const digestSettingsKey = ['digest-settings'] as const;

/** GET /api/app/digest-settings: how often the e-mail digest comes, what it carries, when. */
export const digestSettingsQuery = queryOptions({
  queryKey: digestSettingsKey,
  queryFn: () => apiRequest('/api/app/digest-settings', { schema: digestSettingsResponseSchema }),
});

/** PUT /api/app/digest-settings: the whole setting at once. */
export const saveDigestSettings = (settings: DigestSettings) =>
  apiRequest('/api/app/digest-settings', {
    method: 'PUT',
    body: settings,
    schema: digestSettingsResponseSchema,
  });
