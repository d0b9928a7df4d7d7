import type { Database } from '../../db/client.ts';
import { digestSettings } from '../../db/schema/index.ts';
import {
  type DigestSettings,
  type DigestSettingsResponse,
  digestSettingsSchema,
} from '../../shared/schemas/digest.ts';
import { getDigestSettings } from './get-digest-settings.ts';

/** Stores the whole setting; `off` stops the next digest as an unsubscribe does. */
export async function saveDigestSettings(
  db: Database,
  input: { userId: string; settings: DigestSettings },
): Promise<DigestSettingsResponse> {
  const settings = digestSettingsSchema.parse(input.settings);
  await db
    .insert(digestSettings)
    .values({ userId: input.userId, ...settings })
    .onConflictDoUpdate({
      target: digestSettings.userId,
      set: { ...settings, updatedAt: new Date() },
    });
  return getDigestSettings(db, { userId: input.userId });
}
