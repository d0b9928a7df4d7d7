import { type PartName, type PreferenceModel, partNames } from './preference-model.ts';

export interface LearnedPreference {
  /** Stable id to remove it with `removeLearnedPreference`. */
  id: string;
  text: string;
}

const partLabels: Record<PartName, string> = {
  occupation: 'The field of the job',
  skills: 'Your skills',
  certifications: 'Certifications and licences',
  salary: 'Salary',
  location: 'Location',
  seniority: 'Seniority',
  freshness: 'How new a posting is',
};

const SHOWN_TERMS = 5;
const TERM_WORTH_SAYING = 0.15;
const WEIGHT_WORTH_SAYING = 0.2;

const dollars = (amount: number) =>
  `$${Math.round(amount / 1000) * 1000}`.replace(/\B(?=(\d{3})+$)/g, ',');

function termItems(model: PreferenceModel): LearnedPreference[] {
  const entries = Object.entries(model.termWeights).filter(
    ([, weight]) => Math.abs(weight) >= TERM_WORTH_SAYING,
  );
  const liked = entries.filter(([, w]) => w > 0).sort((a, b) => b[1] - a[1]);
  const disliked = entries.filter(([, w]) => w < 0).sort((a, b) => a[1] - b[1]);
  return [
    ...liked.slice(0, SHOWN_TERMS).map(([term]) => ({
      id: `term:${term}`,
      text: `More jobs that mention “${term}”`,
    })),
    ...disliked.slice(0, SHOWN_TERMS).map(([term]) => ({
      id: `term:${term}`,
      text: `Fewer jobs that mention “${term}”`,
    })),
  ];
}

/**
 * "What you've taught us": the learned model in plain words, strongest first within each kind.
 * Every item can be removed on its own; a reset replaces the model with an empty one.
 */
export function describeLearnedPreferences(model: PreferenceModel): LearnedPreference[] {
  const items: LearnedPreference[] = Object.entries(model.hiddenCompanies).map(([key, name]) => ({
    id: `company:${key}`,
    text: `Hide jobs at ${name}`,
  }));
  if (model.seniorityShift !== 0) {
    items.push({
      id: 'seniority',
      text:
        model.seniorityShift < 0
          ? 'Less senior roles than your experience suggests'
          : 'More senior roles than your experience suggests',
    });
  }
  if (model.salaryFloorUsd !== null) {
    items.push({
      id: 'salary-floor',
      text: `Salaries of at least ${dollars(model.salaryFloorUsd)} a year`,
    });
  }
  if (model.reachMiles !== null) {
    items.push({
      id: 'reach',
      text: `On-site and hybrid jobs within ${Math.round(model.reachMiles)} miles`,
    });
  }
  if (model.remoteUnwanted) items.push({ id: 'remote', text: 'Fewer remote jobs' });
  for (const name of partNames) {
    const weight = model.featureWeights[name];
    if (Math.abs(weight - 1) < WEIGHT_WORTH_SAYING) continue;
    items.push({
      id: `feature:${name}`,
      text: `${partLabels[name]} matters ${weight > 1 ? 'more' : 'less'} to you`,
    });
  }
  return [...items, ...termItems(model)];
}
