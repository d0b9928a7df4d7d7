/** The data model's 20 industries (spec §3), in the spec's order. */
export const industries = [
  'Healthcare',
  'Technology',
  'Finance',
  'Education',
  'Retail',
  'Manufacturing',
  'Transportation',
  'Construction',
  'Energy',
  'Entertainment',
  'Hospitality',
  'Real Estate',
  'Agriculture',
  'Telecommunications',
  'Legal Services',
  'Aerospace',
  'Government',
  'Nonprofit',
  'Food Services',
  'Automotive',
] as const;

export type Industry = (typeof industries)[number];
