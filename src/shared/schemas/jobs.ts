import { z } from 'zod';

/**
 * Where the job is done: every source connector maps onto these, the catalogue stores them and
 * matching ranks by them (in this order, as small integers).
 */
export const jobWorkplaces = ['remote', 'hybrid', 'onsite', 'unknown'] as const;
export type JobWorkplace = (typeof jobWorkplaces)[number];
/** schema.org employmentType values, which every source connector maps onto. */
export const jobEmploymentTypes = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACT',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export type JobEmploymentType = (typeof jobEmploymentTypes)[number];
export const jobSorts = ['relevance', 'date'] as const;
/** `all`: every word must appear; `any`: at least one, best-ranked first. */
export const jobMatchModes = ['all', 'any'] as const;
export const JOBS_MAX_PAGE_SIZE = 50;
export const JOBS_DEFAULT_PAGE_SIZE = 20;
/** Counting stops here: "1,000+ jobs" is as useful as an exact figure and much cheaper. */
export const JOBS_COUNT_CAP = 1000;

/** A query-string value: an absent or blank field means "no filter", never an error. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const text = (what: string, max = 200) =>
  z.preprocess(
    blankToUndefined,
    z.string().trim().max(max, `That ${what} is too long (at most ${max} characters).`).optional(),
  );

/** A repeatable query parameter (`skills=a&skills=b`): one value arrives as a string. */
const textList = (what: string) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(z.string().trim().max(100, `That ${what} is too long (at most 100 characters).`))
      .max(20, `At most 20 ${what}s.`)
      .transform((values) => values.filter((value) => value !== '')),
  );

const wholeDollars = (what: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `Enter the ${what} as a number of dollars.` })
      .int(`Enter the ${what} in whole dollars.`)
      .min(0, `The ${what} cannot be negative.`)
      .max(100_000_000, `That ${what} is too large.`)
      .optional(),
  );

const positiveInt = (what: string, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `The ${what} must be a number.` })
      .int(`The ${what} must be a whole number.`)
      .min(1, `The ${what} must be at least 1.`)
      .max(max, `The ${what} can be at most ${max}.`)
      .default(fallback),
  );

const choice = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, { error: `Choose a ${what} from the list.` }).optional(),
  );

/**
 * GET /api/jobs query: free text plus the spec's §5 job filters and the catalogue's own
 * (workplace, posted since, occupation). The client parses its URL with the same schema.
 * Certification filter rows arrive as two parallel lists (`certificationName`,
 * `certificationOrganization`), paired by position.
 */
export const jobSearchQuerySchema = z
  .object({
    q: text('search', 200),
    match: choice(jobMatchModes, 'match mode'),
    title: text('title'),
    industry: text('industry'),
    location: text('location'),
    employmentType: choice(jobEmploymentTypes, 'employment type'),
    salaryMin: wholeDollars('minimum salary'),
    salaryMax: wholeDollars('maximum salary'),
    skills: textList('skill'),
    software: text('software tool', 100),
    certificationName: textList('certification name'),
    certificationOrganization: textList('certification organization'),
    relocation: z.preprocess(
      (value) => value ?? '',
      z.enum(['yes', 'no', ''], { error: "Relocation must be 'yes', 'no' or empty." }),
    ),
    links: text('link text'),
    workplace: choice(jobWorkplaces, 'workplace'),
    postedSince: z.preprocess(
      blankToUndefined,
      z.iso
        .date({ error: 'Enter the date as YYYY-MM-DD.' })
        // PostgreSQL's calendar has no year 0; the filter compares with its dates.
        .refine((date) => !date.startsWith('0000'), 'Enter a date after the year 0.')
        .optional(),
    ),
    occupation: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^\d{2}-\d{4}(\.\d{2})?$/, 'That is not an occupation code (like 29-1141).')
        .optional(),
    ),
    sort: choice(jobSorts, 'sort order'),
    page: positiveInt('page', 1000, 1),
    pageSize: positiveInt('page size', JOBS_MAX_PAGE_SIZE, JOBS_DEFAULT_PAGE_SIZE),
  })
  .superRefine((query, issues) => {
    if (
      query.salaryMin !== undefined &&
      query.salaryMax !== undefined &&
      query.salaryMin > query.salaryMax
    ) {
      issues.addIssue({
        code: 'custom',
        path: ['salaryMax'],
        message: 'The maximum salary must be at least the minimum.',
      });
    }
  });
export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>;

export const jobIdParamsSchema = z.object({
  id: z.string().trim().min(1, 'Missing job id.').max(100, 'That is not a job id.'),
});

const salarySchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  currency: z.string().nullable(),
  period: z.string().nullable(),
  /** The salary as the source stated it (spec §3 "salary"). */
  text: z.string().nullable(),
});

export const jobSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  workplace: z.enum(jobWorkplaces),
  employmentType: z.string().nullable(),
  /** Shifts the posting states (src/shared/shift-labels.ts); empty when none. */
  shifts: z.array(z.string()),
  industry: z.string().nullable(),
  salary: salarySchema,
  postedAt: z.iso.datetime().nullable(),
  /** The source the job was first seen on (greenhouse, lever, jsonld, demo…). */
  source: z.string().nullable(),
  isDemo: z.boolean(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/**
 * Links from outside: an http(s) address, or null for a demo posting (`isDemo`) or a link that
 * was not http(s) (docs/decisions/031-input-boundary-and-fuzzing.md).
 */
const outsideLinkSchema = z.string().nullable();

export const jobSourceLinkSchema = z.object({
  source: z.string(),
  applyUrl: outsideLinkSchema,
  /** Set where the source's terms ask for a link back to it. */
  attributionUrl: outsideLinkSchema,
});

export const jobDetailSchema = jobSummarySchema.extend({
  /** Sanitized HTML: safe to render as it is. */
  descriptionHtml: z.string(),
  occupationSoc: z.string().nullable(),
  skills: z.array(z.string()),
  software: z.array(z.object({ tool: z.string(), proficiency: z.string() })),
  certifications: z.array(z.object({ name: z.string(), organization: z.string() })),
  willingToRelocate: z.string().nullable(),
  links: z.array(z.string()),
  applyUrl: outsideLinkSchema,
  sources: z.array(jobSourceLinkSchema),
  closedAt: z.iso.datetime().nullable(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobSearchResultSchema = z.object({
  items: z.array(jobSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Matching jobs, counted up to JOBS_COUNT_CAP; `totalIsCapped` says when there are more. */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
});
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;
