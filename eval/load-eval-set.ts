import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { extractShiftsFromText } from '../src/core/catalogue/extract-shifts-from-text.ts';
import { parseUsPlace } from '../src/core/geo/parse-us-place.ts';
import type { MatchSourceRecord } from '../src/core/matching/build-match-profile.ts';
import { companyKeyOf, jobTerms } from '../src/core/matching/text-terms.ts';
import { type MatchableJob, salaryBands } from '../src/core/matching/types.ts';
import { jobWorkplaces } from '../src/shared/schemas/jobs.ts';
import { DAY_MS } from '../src/shared/time.ts';

const evalJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  occupationSoc: z.string().nullable(),
  skills: z.array(z.string()),
  tools: z.array(z.string()),
  certifications: z.array(z.string()),
  salary: z.tuple([z.number(), z.number()]).nullable(),
  location: z.string().nullable(),
  workplace: z.enum(jobWorkplaces),
  employmentType: z.string().nullable(),
  industry: z.string().nullable(),
  postedDaysAgo: z.number(),
  description: z.string(),
});
export type EvalJob = z.infer<typeof evalJobSchema>;

const gradeSchema = z.number().int().min(0).max(2);

const evalProfileSchema = z.object({
  id: z.string(),
  preferences: z.object({
    jobTitle: z.string(),
    occupationSoc: z.string().nullable(),
    location: z.string(),
    remote: z.boolean(),
    salaryRange: z.enum(salaryBands).nullable(),
    industry: z.string().nullable(),
    employmentType: z.string().nullable(),
    willingToRelocate: z.boolean(),
    skills: z.array(z.string()),
    software: z.array(z.string()),
    certifications: z.array(z.string()),
  }),
  work: z.array(z.object({ position: z.string(), startDate: z.string(), endDate: z.string() })),
  /** Occupations close enough that each of their postings carries a written grade (whole pool). */
  neighbourOccupations: z.array(z.string()),
  /**
   * Job id → grade: 2 would apply, 1 plausible, 0 not a fit. Written by hand (docs/quality.md).
   * These 25 are the candidates of the judged evaluation.
   */
  judgments: z.record(z.string(), gradeSchema),
  /** Grades written for the rest of the pool's postings of the target and neighbour occupations. */
  wholePoolJudgments: z.record(z.string(), gradeSchema),
});
export type EvalProfile = z.infer<typeof evalProfileSchema>;

const profilesFileSchema = z.object({
  judgedOn: z.iso.datetime(),
  /** How the whole pool is graded: written grades, else 0 for unrelated occupations. */
  wholePoolRule: z.string(),
  profiles: z.array(evalProfileSchema),
});

const dataFile = (name: string) => new URL(`./data/${name}`, import.meta.url);

export function toMatchableJob(job: EvalJob, now: Date): MatchableJob {
  const place = job.location ? parseUsPlace(job.location) : null;
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    companyKey: companyKeyOf(job.company),
    occupationSoc: job.occupationSoc,
    skills: job.skills,
    tools: job.tools,
    certifications: job.certifications,
    salaryAnnualUsdMin: job.salary?.[0] ?? null,
    salaryAnnualUsdMax: job.salary?.[1] ?? null,
    locations: place
      ? [{ city: place.city, region: place.state, country: 'US', lat: place.lat, lon: place.lon }]
      : [],
    workplace: job.workplace,
    employmentType: job.employmentType,
    shifts: extractShiftsFromText(`${job.title}\n${job.description}`),
    industry: job.industry,
    postedAt: new Date(now.getTime() - job.postedDaysAgo * DAY_MS),
    terms: jobTerms(job.title, job.description),
    isClosed: false,
  };
}

/** A judged profile as the full user record the app would hold (EEO answers left empty). */
export function toSourceRecord(profile: EvalProfile): MatchSourceRecord {
  const { preferences } = profile;
  return {
    profile: {
      fullName: profile.id,
      email: `${profile.id}@example.com`,
      phone: '',
      skills: [],
      workExperience: profile.work.map((entry) => ({
        company: '',
        location: '',
        description: '',
        ...entry,
      })),
    },
    eeo: {},
    preferences: {
      ...preferences,
      employmentTypes: preferences.employmentType ? [preferences.employmentType] : [],
      certifications: preferences.certifications.map((name) => ({ name, organization: '' })),
    },
  };
}

/**
 * The grade of any (profile, posting) pair of the whole pool, by `wholePoolRule`: the written
 * grade when there is one, else 0, which the loader has checked is only left to postings of
 * occupations unrelated to the profile.
 */
export const gradeOf = (profile: EvalProfile, jobId: string) =>
  profile.judgments[jobId] ?? profile.wholePoolJudgments[jobId] ?? 0;

/** Postings of the target or neighbour occupations that lack a written grade (must be none). */
export function ungradedRelatedPostings(set: EvalSet, profile: EvalProfile) {
  const related = new Set([profile.preferences.occupationSoc, ...profile.neighbourOccupations]);
  return set.jobs
    .filter((job) => related.has(job.occupationSoc))
    .filter((job) => !(job.id in profile.judgments || job.id in profile.wholePoolJudgments))
    .map((job) => job.id);
}

export interface EvalSet {
  now: Date;
  /** `wholePoolRule` of profiles.json, quoted in docs/quality.md. */
  wholePoolRule: string;
  jobs: EvalJob[];
  profiles: EvalProfile[];
}

export function loadEvalSet(): EvalSet {
  const jobs = z
    .array(evalJobSchema)
    .parse(JSON.parse(readFileSync(dataFile('jobs.json'), 'utf8')));
  const file = profilesFileSchema.parse(
    JSON.parse(readFileSync(dataFile('profiles.json'), 'utf8')),
  );
  return {
    now: new Date(file.judgedOn),
    wholePoolRule: file.wholePoolRule,
    jobs,
    profiles: file.profiles,
  };
}
