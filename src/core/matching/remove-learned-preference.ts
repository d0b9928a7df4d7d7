import { type PreferenceModel, partNames } from './preference-model.ts';

/** Forgets one item of `describeLearnedPreferences` (by its id); unknown ids change nothing. */
export function removeLearnedPreference(model: PreferenceModel, id: string): PreferenceModel {
  const [kind, ...rest] = id.split(':');
  const key = rest.join(':');
  const next: PreferenceModel = {
    ...model,
    featureWeights: { ...model.featureWeights },
    termWeights: { ...model.termWeights },
    hiddenCompanies: { ...model.hiddenCompanies },
  };
  if (kind === 'company') delete next.hiddenCompanies[key];
  else if (kind === 'term') delete next.termWeights[key];
  else if (kind === 'seniority') next.seniorityShift = 0;
  else if (kind === 'salary-floor') next.salaryFloorUsd = null;
  else if (kind === 'reach') next.reachMiles = null;
  else if (kind === 'remote') next.remoteUnwanted = false;
  else if (kind === 'feature') {
    const part = partNames.find((name) => name === key);
    if (part) next.featureWeights[part] = 1;
  }
  return next;
}
