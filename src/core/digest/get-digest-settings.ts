import type { Database } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { digestSettings, jobPreferences } from '../../db/schema/index.ts';
import {
  DEFAULT_DIGEST_HOUR,
  type DigestSettingsResponse,
  digestKinds,
} from '../../shared/schemas/digest.ts';

/** The user's digest settings, or the defaults, with the zone their hour is read in. */
export async function getDigestSettings(
  db: Database,
  input: { userId: string },
): Promise<DigestSettingsResponse> {
  const [[stored], [preferences]] = await Promise.all([
    db.select().from(digestSettings).where(eq(digestSettings.userId, input.userId)),
    db
      .select({ timeZone: jobPreferences.timeZone })
      .from(jobPreferences)
      .where(eq(jobPreferences.userId, input.userId)),
  ]);
  return {
    frequency: stored?.frequency ?? 'daily',
    kinds: stored?.kinds ?? [...digestKinds],
    hour: stored?.hour ?? DEFAULT_DIGEST_HOUR,
    timeZone: preferences?.timeZone ?? 'UTC',
  };
}
