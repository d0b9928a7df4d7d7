import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { applicationSettings } from '../../db/schema/index.ts';
import {
  type ApplicationSettings,
  applicationSettingsSchema,
  defaultApplicationSettings,
} from '../../shared/schemas/applications.ts';

/** The user's applying settings; the defaults (review each one, 30-day cooldown) until saved. */
export async function getApplicationSettings(
  db: Executor,
  input: { userId: string },
): Promise<ApplicationSettings> {
  const [row] = await db
    .select({ settings: applicationSettings.settings })
    .from(applicationSettings)
    .where(eq(applicationSettings.userId, input.userId));
  const parsed = applicationSettingsSchema.safeParse(row?.settings);
  return parsed.success ? parsed.data : defaultApplicationSettings;
}
