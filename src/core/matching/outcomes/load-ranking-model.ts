import type { Database } from '../../../db/client.ts';
import { occupationBySoc } from '../../occupations/occupations.ts';
import { profileWords } from '../learning/learnable-terms.ts';
import { loadTermShares } from '../learning/load-term-shares.ts';
import type { PreferenceModel } from '../preference-model.ts';
import type { MatchProfile } from '../types.ts';
import { outcomeFeatures } from './outcome-features.ts';
import { outcomeTermWeights, withOutcomeWeights } from './outcome-signals.ts';
import { readOutcomeItems } from './read-outcome-items.ts';

/**
 * The model a ranking uses: the learned one (likes and dislikes) plus what the tracker's outcomes
 * teach, computed from the outcomes as they stand each time (decision 068). The learned model
 * itself is never changed by outcomes, so explanations ("like jobs you liked") stay about likes.
 */
export async function loadRankingModel(
  db: Database,
  input: { userId: string; model: PreferenceModel; profile: MatchProfile; now: Date },
): Promise<PreferenceModel> {
  const items = await readOutcomeItems(db, input);
  if (items.length === 0) return input.model;
  const titleOf = (soc: string) => occupationBySoc(soc)?.title;
  const context = {
    profileWords: profileWords(input.profile, titleOf),
    shares: await loadTermShares(db),
  };
  const weights = outcomeTermWeights(
    items.map((item) => ({
      itemId: item.itemId,
      appliedOn: item.appliedOn,
      outcome: item.outcome,
      features: outcomeFeatures(item.job, item.outcome, context),
    })),
  );
  return withOutcomeWeights(input.model, weights);
}
