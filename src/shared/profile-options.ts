/**
 * The builder's option lists, exactly as the spec gives them (§3 "Option lists"). Every question is
 * voluntary: besides these values the form offers an unanswered state (stored as null).
 */
export const PREFER_NOT_TO_SAY = 'Prefer Not to Say';

export const yesNoOptions = ['Yes', 'No'] as const;

export const workAuthorizationOptions = [
  'U.S. Citizen',
  'Permanent Resident',
  'Work Visa (H1B, L1, etc.)',
  'Other',
] as const;

export const genderOptions = ['Male', 'Female', 'Non-Binary', PREFER_NOT_TO_SAY, 'Other'] as const;

export const pronounOptions = ['He/Him', 'She/Her', 'They/Them', PREFER_NOT_TO_SAY] as const;

export const raceOptions = [
  'White',
  'Black or African American',
  'Asian',
  'Hispanic or Latino',
  'Native American or Alaska Native',
  'Native Hawaiian or Pacific Islander',
  'Two or More Races',
  PREFER_NOT_TO_SAY,
] as const;
