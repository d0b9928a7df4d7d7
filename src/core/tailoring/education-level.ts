/**
 * Education levels, lowest to highest (decision 050): a requirement is met by a degree of that
 * level or higher. Read from a posting's phrase or a profile's degree text; the abbreviations are
 * the ones US schools print on diplomas.
 */
export const educationLevels = [
  'highSchool',
  'certificate',
  'associate',
  'bachelor',
  'master',
  'doctorate',
] as const;
export type EducationLevel = (typeof educationLevels)[number];

const patterns: [EducationLevel, RegExp][] = [
  [
    'doctorate',
    /\b(?:ph\.?\s?d|doctorate|doctoral|doctor of|d\.?n\.?p|pharm\.?\s?d|m\.d\.|j\.d\.|ed\.?d|psy\.?d|dds|dmd|dvm)\b/i,
  ],
  [
    'master',
    /\b(?:master'?s?|masters|m\.?b\.?a|m\.?s\.?n|m\.?s\.?w|m\.?ed|m\.?a\.?t|m\.s\.|m\.a\.|m\.?eng|m\.?p\.?h|m\.?acc)\b|\bM\.?S\.? in\b|\bMA in\b/i,
  ],
  [
    'bachelor',
    /\b(?:bachelor'?s?|b\.?s\.?n|b\.s\.|b\.a\.|bba|b\.?sc|b\.?eng|b\.?ed|bsee|bsme|four[- ]year degree|4[- ]year degree|undergraduate degree)\b|\bB\.?S\.? in\b|\bBA in\b|\bBS,|\bBA,/i,
  ],
  [
    'associate',
    /\b(?:associate'?s?(?: of| in| degree)|a\.?d\.?n|a\.?a\.?s|a\.a\.|a\.s\.|two[- ]year degree|2[- ]year degree)\b|\bAAS\b|\bADN\b/i,
  ],
  ['certificate', /\b(?:certificate program|vocational|trade school|apprenticeship|diploma in)\b/i],
  ['highSchool', /\b(?:high school|GED|H\.?S\.? diploma|secondary school)\b/i],
];

/** Every level a text names (a posting may say "Associate or Bachelor's degree"). */
export function levelsIn(text: string): EducationLevel[] {
  return patterns.filter(([, pattern]) => pattern.test(text)).map(([level]) => level);
}

export function rankOf(level: EducationLevel): number {
  return educationLevels.indexOf(level);
}

/** The highest level a profile degree names, or null when it names none. */
export function degreeLevel(degree: string): EducationLevel | null {
  const levels = levelsIn(degree);
  if (levels.length === 0) return null;
  return levels.reduce((best, level) => (rankOf(level) > rankOf(best) ? level : best));
}

/** Fields of study that a short degree name carries ("BSN" is a degree in nursing). */
const fieldOfAbbreviation: Record<string, string> = {
  bsn: 'nursing',
  msn: 'nursing',
  adn: 'nursing',
  dnp: 'nursing',
  bba: 'business administration',
  mba: 'business administration',
  bsee: 'electrical engineering',
  bsme: 'mechanical engineering',
  med: 'education',
  bed: 'education',
  msw: 'social work',
  bsw: 'social work',
  macc: 'accounting',
  mph: 'public health',
};

/** The degree text with its abbreviation's field spelled out, for field-of-study checks. */
export function expandDegree(degree: string): string {
  const words = degree
    .toLowerCase()
    .replace(/\./g, '')
    .split(/[^a-z]+/);
  const fields = words.map((word) => fieldOfAbbreviation[word]).filter(Boolean);
  return fields.length > 0 ? `${degree} ${fields.join(' ')}` : degree;
}
