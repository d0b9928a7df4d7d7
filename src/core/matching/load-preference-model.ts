import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userPreferenceModels } from '../../db/schema/index.ts';
import {
  emptyPreferenceModel,
  type PreferenceModel,
  preferenceModelSchema,
} from './preference-model.ts';

/** The user's learned model; an empty one before any feedback (or if a stored one is unreadable). */
export async function loadPreferenceModel(
  db: Executor,
  input: { userId: string },
): Promise<PreferenceModel> {
  const [row] = await db
    .select({ model: userPreferenceModels.model })
    .from(userPreferenceModels)
    .where(eq(userPreferenceModels.userId, input.userId));
  const parsed = preferenceModelSchema.safeParse(row?.model);
  return parsed.success ? parsed.data : emptyPreferenceModel();
}

export async function storePreferenceModel(
  db: Executor,
  input: { userId: string; model: PreferenceModel },
): Promise<void> {
  const values = { model: input.model, updatedAt: new Date() };
  await db
    .insert(userPreferenceModels)
    .values({ userId: input.userId, ...values })
    .onConflictDoUpdate({ target: userPreferenceModels.userId, set: values });
}
