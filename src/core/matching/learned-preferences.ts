import type { Database } from '../../db/client.ts';
import type { LearnedPreferences } from '../../shared/schemas/matches.ts';
import { describeLearnedPreferences } from './describe-learned-preferences.ts';
import { loadPreferenceModel, storePreferenceModel } from './load-preference-model.ts';
import { describeOutcomes, OUTCOME_ID_PREFIX } from './outcomes/describe-outcomes.ts';
import { readOutcomeItems } from './outcomes/read-outcome-items.ts';
import { stopOutcomeLearning } from './outcomes/stop-outcome-learning.ts';
import { emptyPreferenceModel } from './preference-model.ts';
import { removeLearnedPreference } from './remove-learned-preference.ts';

/** "What you've taught us": the learned model in plain words, then the tracker's outcomes. */
export async function getLearnedPreferences(
  db: Database,
  input: { userId: string; now?: Date },
): Promise<LearnedPreferences> {
  const [model, outcomes] = await Promise.all([
    loadPreferenceModel(db, input),
    readOutcomeItems(db, { userId: input.userId, now: input.now ?? new Date() }),
  ]);
  return { items: [...describeLearnedPreferences(model), ...describeOutcomes(outcomes)] };
}

/** Forgets one learned item; the next ranking no longer uses it. */
export async function forgetLearnedPreference(
  db: Database,
  input: { userId: string; itemId: string },
): Promise<LearnedPreferences> {
  if (input.itemId.startsWith(OUTCOME_ID_PREFIX)) {
    const itemId = input.itemId.slice(OUTCOME_ID_PREFIX.length);
    await stopOutcomeLearning(db, { userId: input.userId, itemIds: [itemId] });
    return getLearnedPreferences(db, input);
  }
  const model = removeLearnedPreference(await loadPreferenceModel(db, input), input.itemId);
  await storePreferenceModel(db, { userId: input.userId, model });
  return getLearnedPreferences(db, input);
}

/**
 * Starts learning over: the model goes back to empty (the feedback history stays) and the
 * outcomes that teach now stop teaching; later outcomes of other applications teach again.
 */
export async function resetLearnedPreferences(
  db: Database,
  input: { userId: string },
): Promise<LearnedPreferences> {
  const outcomes = await readOutcomeItems(db, { userId: input.userId, now: new Date() });
  await db.transaction(async (tx) => {
    await storePreferenceModel(tx, { userId: input.userId, model: emptyPreferenceModel() });
    await stopOutcomeLearning(tx, {
      userId: input.userId,
      itemIds: outcomes.map((item) => item.itemId),
    });
  });
  return getLearnedPreferences(db, input);
}
