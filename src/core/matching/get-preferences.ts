import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobPreferences } from '../../db/schema/index.ts';
import {
  type Preferences,
  type PreferencesResponse,
  preferencesInputSchema,
} from '../../shared/schemas/preferences.ts';

/** The stored preferences, validated on the way out; null when the user never saved any. */
export async function loadPreferences(
  db: Executor,
  input: { userId: string },
): Promise<{ preferences: Preferences; updatedAt: Date } | null> {
  const [row] = await db
    .select({ preferences: jobPreferences.preferences, updatedAt: jobPreferences.updatedAt })
    .from(jobPreferences)
    .where(eq(jobPreferences.userId, input.userId));
  if (!row) return null;
  return { preferences: preferencesInputSchema.parse(row.preferences), updatedAt: row.updatedAt };
}

export async function getPreferences(
  db: Executor,
  input: { userId: string },
): Promise<PreferencesResponse> {
  const found = await loadPreferences(db, input);
  return {
    preferences: found?.preferences ?? null,
    updatedAt: found?.updatedAt.toISOString() ?? null,
  };
}
