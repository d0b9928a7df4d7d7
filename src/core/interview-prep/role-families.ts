import type { Occupation } from '../occupations/occupation-schema.ts';

/**
 * The kind of work an occupation is, as interviewers in it ask about it (decision 067): a nurse is
 * asked about a patient whose condition changes, a driver about inspections and hours of service,
 * an electrician about de-energising and code, a teacher about a disruptive class. Chosen from
 * the occupation's BLS OOH category, refined by SOC group where one category holds work that is
 * interviewed differently (healthcare holds both bedside care and medical records).
 */
export const roleFamilies = [
  'clinical',
  'health-records',
  'vehicle',
  'aviation',
  'material-moving',
  'electrical',
  'trades',
  'production',
  'grounds-and-farm',
  'classroom',
  'childcare',
  'library',
  'social-service',
  'finance',
  'office',
  'legal',
  'management',
  'sales',
  'hospitality',
  'personal-care',
  'protective',
  'safety-inspection',
  'software',
  'engineering',
  'science',
  'creative',
  'media',
  'performance',
  'military',
] as const;
export type RoleFamily = (typeof roleFamilies)[number];

const byCategory: Record<string, RoleFamily> = {
  healthcare: 'clinical',
  'transportation-and-material-moving': 'vehicle',
  'construction-and-extraction': 'trades',
  'installation-maintenance-and-repair': 'trades',
  production: 'production',
  'building-and-grounds-cleaning': 'grounds-and-farm',
  'farming-fishing-and-forestry': 'grounds-and-farm',
  'office-and-administrative-support': 'office',
  'business-and-financial': 'office',
  legal: 'legal',
  management: 'management',
  sales: 'sales',
  'food-preparation-and-serving': 'hospitality',
  'personal-care-and-service': 'personal-care',
  'protective-service': 'protective',
  'entertainment-and-sports': 'performance',
  military: 'military',
  'education-training-and-library': 'classroom',
  'community-and-social-service': 'social-service',
  'computer-and-information-technology': 'software',
  'architecture-and-engineering': 'engineering',
  math: 'software',
  'life-physical-and-social-science': 'science',
  'arts-and-design': 'creative',
  'media-and-communication': 'media',
};

/** SOC prefixes interviewed unlike the rest of their category; the longest prefix wins. */
const bySocPrefix: [string, RoleFamily][] = [
  ['29-2072', 'health-records'],
  ['29-9021', 'health-records'],
  ['31-9094', 'health-records'],
  ['19-5', 'safety-inspection'],
  ['47-4011', 'safety-inspection'],
  ['33-2020', 'safety-inspection'],
  ['51-9061', 'safety-inspection'],
  ['53-2', 'aviation'],
  ['53-7', 'material-moving'],
  ['47-2111', 'electrical'],
  ['49-2', 'electrical'],
  ['49-9051', 'electrical'],
  ['47-2231', 'electrical'],
  ['13-2', 'finance'],
  ['43-3', 'finance'],
  ['11-3031', 'finance'],
  ['25-4', 'library'],
  ['39-9011', 'childcare'],
  ['11-9031', 'childcare'],
  ['25-2011', 'childcare'],
  ['11-9032', 'classroom'],
  ['11-9051', 'hospitality'],
  ['11-9081', 'hospitality'],
  ['39-6012', 'hospitality'],
  ['27-3', 'media'],
  ['27-4', 'media'],
  ['27-3092', 'legal'],
  ['43-5031', 'protective'],
];

export function roleFamilyOf(occupation: Pick<Occupation, 'soc' | 'category'>): RoleFamily {
  let best: [string, RoleFamily] | undefined;
  for (const entry of bySocPrefix) {
    if (occupation.soc.startsWith(entry[0]) && (!best || entry[0].length > best[0].length))
      best = entry;
  }
  return best?.[1] ?? byCategory[occupation.category] ?? 'office';
}
