import { z } from 'zod';

/**
 * Step 2, "Demographics" (spec §2, option lists §3, kept exactly). Every question is voluntary:
 * null means unanswered (the form offers that state on every question; some lists also carry the
 * spec's own "Prefer Not to Say"). These answers are encrypted per user,
 * never used to rank jobs and never sent to any model.
 */
export const yesNoOptions = ['Yes', 'No'] as const;
export const workAuthorizationOptions = [
  'U.S. Citizen',
  'Permanent Resident',
  'Work Visa (H1B, L1, etc.)',
  'Other',
] as const;
export const genderOptions = [
  'Male',
  'Female',
  'Non-Binary',
  'Prefer Not to Say',
  'Other',
] as const;
export const pronounOptions = ['He/Him', 'She/Her', 'They/Them', 'Prefer Not to Say'] as const;
export const raceOptions = [
  'White',
  'Black or African American',
  'Asian',
  'Hispanic or Latino',
  'Native American or Alaska Native',
  'Native Hawaiian or Pacific Islander',
  'Two or More Races',
  'Prefer Not to Say',
] as const;

const answer = <T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options).nullable().default(null);

export const eeoAnswersSchema = z.object({
  over18: answer(yesNoOptions),
  workAuth: answer(workAuthorizationOptions),
  sponsorship: answer(yesNoOptions),
  gender: answer(genderOptions),
  pronouns: answer(pronounOptions),
  disability: answer(yesNoOptions),
  veteran: answer(yesNoOptions),
  race: answer(raceOptions),
  hispanic: answer(yesNoOptions),
});
export type EeoAnswers = z.infer<typeof eeoAnswersSchema>;
export const eeoFieldNames = Object.keys(eeoAnswersSchema.shape) as (keyof EeoAnswers)[];
