import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
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
  return { preferences: readStoredPreferences(row.preferences), updatedAt: row.updatedAt };
}

/** Preferences saved when one employment type could be chosen hold it as `employmentType`. */
function withEmploymentTypes(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || 'employmentTypes' in stored) return stored;
  const { employmentType, ...rest } = stored as { employmentType?: unknown };
  return { ...rest, employmentTypes: typeof employmentType === 'string' ? [employmentType] : [] };
}

/**
 * Stored preferences through today's rules. A field that no longer passes (an occupation
 * dropped from the list, say) falls back to its default rather than locking the user out of
 * Job Search and matching.
 */
export function readStoredPreferences(stored: unknown): Preferences {
  const parsed = preferencesInputSchema.safeParse(withEmploymentTypes(stored));
  if (parsed.success) return parsed.data;
  const kept: Record<string, unknown> = { ...(withEmploymentTypes(stored) as object) };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') delete kept[field];
  }
  const retried = preferencesInputSchema.safeParse(kept);
  return retried.success ? retried.data : preferencesInputSchema.parse({});
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
