import { z } from 'zod';
import { employmentTypeLabels } from '../employment-type-labels.ts';
import { industries } from '../industries.ts';
import { occupationOptions } from '../occupation-options.ts';
import { DEFAULT_RADIUS_MILES, radiusMilesOptions } from '../search-radius.ts';
import { jobShifts, shiftLabels } from '../shift-labels.ts';
import { jobEmploymentTypes } from './jobs.ts';

/**
 * Job Search preferences (spec §2 wizard, §3 "Job preferences"): what the wizard saves and what
 * daily matching reads. Unlike the spec's form, every field is stored.
 */

/** Spec §3 salary bands: stored as the value, shown as the dollar-range label. */
export const salaryBandOptions = [
  { value: '0-50000', label: '$0 - $50,000' },
  { value: '50000-100000', label: '$50,000 - $100,000' },
  { value: '100000-150000', label: '$100,000 - $150,000' },
  { value: '150000-200000', label: '$150,000 - $200,000' },
  { value: '200000+', label: '$200,000+' },
] as const;
export const salaryBandValues = [
  '0-50000',
  '50000-100000',
  '100000-150000',
  '150000-200000',
  '200000+',
] as const;
export type SalaryBandValue = (typeof salaryBandValues)[number];

export { employmentTypeLabels, jobShifts, shiftLabels };

/** Related occupations a person can add to their search (decision 047). */
export const MAX_RELATED_OCCUPATIONS = 5;

/** A yearly pay floor above this is a typing slip (the top salary band starts at $200,000). */
const MAX_SALARY_FLOOR = 1_000_000;

export { DEFAULT_RADIUS_MILES, radiusMilesOptions };
export const DEFAULT_DAILY_RUN_HOUR = 7;
export const DEFAULT_TIME_ZONE = 'UTC';

/** An IANA time zone name the runtime knows ("America/Chicago"); browsers and Node agree. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
const MAX_CHIPS = 50;
export const MAX_CERTIFICATIONS = 20;

const socCodes = new Set(occupationOptions.map((option) => option.soc));
const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);
/** '' (left empty) or a date from `<input type="date">`. */
const optionalDate = z.union([
  z.literal(''),
  z.iso.date({ error: 'Use a date, like 2024-05-31.' }),
]);
const optionalLink = z.union([
  z.literal(''),
  text(500).pipe(z.url({ protocol: /^https?$/, error: 'Enter a full address, like https://…' })),
]);

/** Chips (spec §5): trimmed, blanks dropped, duplicates (ignoring case) dropped. */
export const chipListSchema = z
  .array(text(80))
  .max(MAX_CHIPS, `Add at most ${MAX_CHIPS}.`)
  .transform((values) => {
    const seen = new Set<string>();
    return values.filter((value) => {
      const key = value.toLowerCase();
      if (!value || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

export const certificationRowSchema = z
  .object({
    name: text(200).default(''),
    organization: text(200).default(''),
    issueDate: optionalDate.default(''),
    expirationDate: optionalDate.default(''),
    relevantLink: optionalLink.default(''),
  })
  .refine((row) => !row.issueDate || !row.expirationDate || row.expirationDate >= row.issueDate, {
    path: ['expirationDate'],
    message: 'The expiration date cannot be before the issue date.',
  });
export type CertificationRow = z.infer<typeof certificationRowSchema>;

export const preferencesInputSchema = z.object({
  /** SOC code of one of the 342 occupations, or '' when not chosen. */
  jobTitle: z
    .string()
    .refine((soc) => soc === '' || socCodes.has(soc), 'Choose a job title from the list.')
    .default(''),
  location: text(200).default(''),
  remote: z.boolean().default(false),
  salaryRange: z
    .enum(salaryBandValues, { error: 'Choose a salary range from the list.' })
    .nullable()
    .default(null),
  industry: z
    .enum(industries, { error: 'Choose an industry from the list.' })
    .nullable()
    .default(null),
  /** Empty: any type. Jobs of another stated type are not matched; an unstated type is kept. */
  employmentTypes: z
    .array(z.enum(jobEmploymentTypes, { error: 'Choose employment types from the list.' }))
    .max(jobEmploymentTypes.length)
    .transform((types) => [...new Set(types)])
    .default([]),
  /** Empty: any shift. A job stating only shifts not ticked is not matched (decision 047). */
  shifts: z
    .array(z.enum(jobShifts, { error: 'Choose shifts from the list.' }))
    .max(jobShifts.length)
    .transform((shifts) => [...new Set(shifts)])
    .default([]),
  /** SOC codes searched beside the job title's own occupation (decision 047). */
  relatedOccupations: z
    .array(z.string().refine((soc) => socCodes.has(soc), 'Choose occupations from the list.'))
    .transform((socs) => [...new Set(socs)])
    .pipe(
      z
        .array(z.string())
        .max(
          MAX_RELATED_OCCUPATIONS,
          `Add at most ${MAX_RELATED_OCCUPATIONS} related occupations.`,
        ),
    )
    .default([]),
  radiusMiles: z
    .number({ error: 'Choose a distance from the list.' })
    .refine(
      (miles) => (radiusMilesOptions as readonly number[]).includes(miles),
      'Choose a distance from the list.',
    )
    .default(DEFAULT_RADIUS_MILES),
  /** Yearly USD; jobs whose stated pay tops out below it are not matched. */
  salaryMin: z
    .number({ error: 'Enter a yearly amount in dollars, like 45000.' })
    .int('Enter whole dollars, like 45000.')
    .min(0, 'Enter an amount of 0 or more.')
    .max(MAX_SALARY_FLOOR, 'Enter a yearly amount under $1,000,000.')
    .nullable()
    .default(null),
  willingToRelocate: z.boolean().default(false),
  skills: chipListSchema.default([]),
  software: chipListSchema.default([]),
  certifications: z
    .array(certificationRowSchema)
    .max(MAX_CERTIFICATIONS, `Add at most ${MAX_CERTIFICATIONS}.`)
    .default([]),
  links: z.array(optionalLink).max(10, 'Add at most 10.').default([]),
  dailyRunHour: z
    .number()
    .int('Choose a whole hour.')
    .min(0, 'Choose an hour from 0 to 23.')
    .max(23, 'Choose an hour from 0 to 23.')
    .default(DEFAULT_DAILY_RUN_HOUR),
  /** Where the daily run hour is read: the browser's zone when the preferences were saved. */
  timeZone: z
    .string()
    .max(64)
    .refine(isTimeZone, 'Choose a known time zone.')
    .default(DEFAULT_TIME_ZONE),
});
export type PreferencesInput = z.input<typeof preferencesInputSchema>;
export type Preferences = z.output<typeof preferencesInputSchema>;

/** The stored shape, as answered: plain values, no input rules to re-apply. */
export const preferencesSchema = z.object({
  jobTitle: z.string(),
  location: z.string(),
  remote: z.boolean(),
  salaryRange: z.enum(salaryBandValues).nullable(),
  industry: z.enum(industries).nullable(),
  employmentTypes: z.array(z.enum(jobEmploymentTypes)),
  shifts: z.array(z.enum(jobShifts)),
  relatedOccupations: z.array(z.string()),
  radiusMiles: z.number().int(),
  salaryMin: z.number().int().nullable(),
  willingToRelocate: z.boolean(),
  skills: z.array(z.string()),
  software: z.array(z.string()),
  certifications: z.array(
    z.object({
      name: z.string(),
      organization: z.string(),
      issueDate: z.string(),
      expirationDate: z.string(),
      relevantLink: z.string(),
    }),
  ),
  links: z.array(z.string()),
  dailyRunHour: z.number().int(),
  timeZone: z.string(),
});

export const preferencesResponseSchema = z.object({
  preferences: preferencesSchema.nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

export const savePreferencesResultSchema = z.object({ runId: z.string() });
