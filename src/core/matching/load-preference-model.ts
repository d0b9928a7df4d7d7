import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
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

/**
 * The model, locked until the transaction ends: two answers given at once each build on the
 * other instead of one overwriting the other. The row is created first so there is one to lock.
 */
export async function lockPreferenceModel(
  tx: Executor,
  input: { userId: string },
): Promise<PreferenceModel> {
  await tx
    .insert(userPreferenceModels)
    .values({ userId: input.userId, model: emptyPreferenceModel() })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ model: userPreferenceModels.model })
    .from(userPreferenceModels)
    .where(eq(userPreferenceModels.userId, input.userId))
    .for('update');
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
