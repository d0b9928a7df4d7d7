import { z } from 'zod';

/**
 * The resume profile (spec §3 User: Profile, education, workExperience) and the builder's steps.
 * Demographics and work authorization live in ./eeo.ts: they are stored apart and encrypted.
 */

const MAX_ENTRIES = 20;
const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);
const required = (label: string, max: number) => text(max).min(1, `Enter the ${label}.`);

/** A month as `<input type="month">` gives it: YYYY-MM. */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month and year, like 2021-09.');

const optionalMonth = z.union([monthSchema, z.literal('')]).default('');

export const phoneSchema = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .regex(/^\+?[0-9 ().-]{7,20}$/, 'Enter a phone number, like +1 555 123 4567.')
    .refine(
      (value) => value.replace(/\D/g, '').length >= 7,
      'Enter a phone number, like +1 555 123 4567.',
    ),
]);

export const linkedInSchema = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(300, 'Use at most 300 characters.')
    .pipe(
      z.url({
        protocol: /^https?$/,
        error: 'Enter a full address, like https://www.linkedin.com/in/your-name.',
      }),
    ),
]);

const endNotBeforeStart = (entry: { startDate: string; endDate: string }) =>
  !entry.startDate || !entry.endDate || entry.endDate >= entry.startDate;
const endDateMessage = {
  path: ['endDate'],
  message: 'The end date cannot be before the start date.',
};

export const educationEntrySchema = z
  .object({
    school: required('school', 200),
    degree: required('degree', 200),
    schoolCityState: text(200).default(''),
    startDate: optionalMonth,
    endDate: optionalMonth,
    description: text(2000).default(''),
  })
  .refine(endNotBeforeStart, endDateMessage);
export type EducationEntry = z.infer<typeof educationEntrySchema>;

export const workEntrySchema = z
  .object({
    company: required('company', 200),
    position: required('position', 200),
    location: text(200).default(''),
    startDate: optionalMonth,
    /** Empty means "Present". */
    endDate: optionalMonth,
    description: text(4000).default(''),
  })
  .refine(endNotBeforeStart, endDateMessage);
export type WorkEntry = z.infer<typeof workEntrySchema>;

/** Step 1. The e-mail is the account's and read-only, so it is not part of the input. */
export const personalInfoSchema = z.object({
  fullName: required('full name', 200),
  phone: phoneSchema.default(''),
  linkedIn: linkedInSchema.default(''),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

export const educationStepSchema = z.object({
  education: z.array(educationEntrySchema).max(MAX_ENTRIES),
});
export const workStepSchema = z.object({
  workExperience: z.array(workEntrySchema).max(MAX_ENTRIES),
});

export const skillsSchema = z.array(text(80).min(1)).max(100);

/** What the server stores and returns; `formattedTitle` is computed, never sent by the client. */
export const profileSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  linkedIn: z.string(),
  skills: z.array(z.string()),
  education: z.array(educationEntrySchema),
  workExperience: z.array(workEntrySchema.and(z.object({ formattedTitle: z.string() }))),
  profileComplete: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function monthYear(value: string): string {
  const [year, month] = value.split('-');
  return `${monthNames[Number(month) - 1] ?? ''} ${year ?? ''}`.trim();
}

/**
 * Spec §3: the position, a dash, then "Month Year to Month Year", or the start month and year
 * followed by "Present" when there is no end date.
 */
export function formatWorkTitle(
  entry: Pick<WorkEntry, 'position' | 'startDate' | 'endDate'>,
): string {
  if (!entry.startDate) return entry.position;
  const period = entry.endDate
    ? `${monthYear(entry.startDate)} to ${monthYear(entry.endDate)}`
    : `${monthYear(entry.startDate)} Present`;
  return `${entry.position} - ${period}`;
}
