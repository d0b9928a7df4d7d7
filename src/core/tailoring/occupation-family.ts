import { occupationBySoc } from '../occupations/occupations.ts';

/**
 * The occupation family a letter's structure is chosen in (decision 050): the BLS OOH career
 * field of the posting's occupation, grouped by how people in it write to employers.
 */
export const letterFamilies = [
  'healthcare',
  'transport',
  'trades',
  'office',
  'service',
  'education',
  'tech',
] as const;
export type LetterFamily = (typeof letterFamilies)[number];

const familyOfCategory: Record<string, LetterFamily> = {
  healthcare: 'healthcare',
  'transportation-and-material-moving': 'transport',
  'construction-and-extraction': 'trades',
  'installation-maintenance-and-repair': 'trades',
  production: 'trades',
  'building-and-grounds-cleaning': 'trades',
  'farming-fishing-and-forestry': 'trades',
  'office-and-administrative-support': 'office',
  'business-and-financial': 'office',
  legal: 'office',
  management: 'office',
  sales: 'office',
  'food-preparation-and-serving': 'service',
  'personal-care-and-service': 'service',
  'protective-service': 'service',
  'entertainment-and-sports': 'service',
  military: 'service',
  'education-training-and-library': 'education',
  'community-and-social-service': 'education',
  'computer-and-information-technology': 'tech',
  'architecture-and-engineering': 'tech',
  math: 'tech',
  'life-physical-and-social-science': 'tech',
  'arts-and-design': 'tech',
  'media-and-communication': 'tech',
};

export function letterFamily(soc: string | null): LetterFamily {
  const category = soc ? occupationBySoc(soc)?.category : undefined;
  return (category && familyOfCategory[category]) || 'office';
}
