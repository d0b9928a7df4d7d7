import type { Executor } from '../../db/client.ts';
import { applicationSettings } from '../../db/schema/index.ts';
import type { ApplicationSettings } from '../../shared/schemas/applications.ts';

/** Replaces the user's applying settings (validated by the route's schema). */
export async function saveApplicationSettings(
  db: Executor,
  input: { userId: string; settings: ApplicationSettings },
): Promise<ApplicationSettings> {
  const now = new Date();
  await db
    .insert(applicationSettings)
    .values({ userId: input.userId, settings: input.settings, updatedAt: now })
    .onConflictDoUpdate({
      target: applicationSettings.userId,
      set: { settings: input.settings, updatedAt: now },
    });
  return input.settings;
}
