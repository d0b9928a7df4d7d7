import type { Database } from '../../db/client.ts';
import type { LearnedPreferences } from '../../shared/schemas/matches.ts';
import { describeLearnedPreferences } from './describe-learned-preferences.ts';
import { loadPreferenceModel, storePreferenceModel } from './load-preference-model.ts';
import { emptyPreferenceModel } from './preference-model.ts';
import { removeLearnedPreference } from './remove-learned-preference.ts';

/** "What you've taught us": the learned model in plain words. */
export async function getLearnedPreferences(
  db: Database,
  input: { userId: string },
): Promise<LearnedPreferences> {
  return { items: describeLearnedPreferences(await loadPreferenceModel(db, input)) };
}

/** Forgets one learned item; the next ranking no longer uses it. */
export async function forgetLearnedPreference(
  db: Database,
  input: { userId: string; itemId: string },
): Promise<LearnedPreferences> {
  const model = removeLearnedPreference(await loadPreferenceModel(db, input), input.itemId);
  await storePreferenceModel(db, { userId: input.userId, model });
  return { items: describeLearnedPreferences(model) };
}

/** Starts learning over: the model goes back to empty (the feedback history stays). */
export async function resetLearnedPreferences(
  db: Database,
  input: { userId: string },
): Promise<LearnedPreferences> {
  const model = emptyPreferenceModel();
  await storePreferenceModel(db, { userId: input.userId, model });
  return { items: describeLearnedPreferences(model) };
}
