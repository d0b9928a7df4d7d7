import type { JobWorkplace } from '../../shared/schemas/jobs.ts';

/**
 * The inputs of matching. The core is pure: the catalogue turns stored jobs into
 * `MatchableJob`s and `buildMatchProfile` turns a user's profile and preferences into a
 * `MatchProfile`. EEO answers have no field here, so no score can depend on them.
 */
export interface JobLocation {
  city: string | null;
  region: string | null;
  country: string | null;
  lat?: number;
  lon?: number;
  /** The city is not in the gazetteer: the coordinates are its state's largest city's. */
  approximate?: boolean;
}

export interface MatchableJob {
  id: string;
  title: string;
  company: string;
  /** Normalized company name: one key for "Acme, Inc." and "ACME". */
  companyKey: string;
  /** SOC 2018 code of the job's occupation, as in occupations.csv, when the catalogue found one. */
  occupationSoc: string | null;
  skills: string[];
  tools: string[];
  certifications: string[];
  salaryAnnualUsdMin: number | null;
  salaryAnnualUsdMax: number | null;
  locations: JobLocation[];
  workplace: JobWorkplace;
  /** schema.org employmentType (FULL_TIME, PART_TIME, …). */
  employmentType: string | null;
  /** Shifts the posting states (DAY, NIGHT, …); empty when it states none. */
  shifts: string[];
  /** One of the 20 industries. */
  industry: string | null;
  postedAt: Date;
  /** Normalized title and description tokens (`jobTerms`), what learning from feedback reads. */
  terms: string[];
  isClosed: boolean;
}

/** Spec §3 salary bands, stored as these values. */
export const salaryBands = [
  '0-50000',
  '50000-100000',
  '100000-150000',
  '150000-200000',
  '200000+',
] as const;
export type SalaryBand = (typeof salaryBands)[number];

/** 0 intern … 5 executive: see `seniorityOfTitle`. */
export type SeniorityLevel = number;

export interface MatchProfile {
  occupationSoc: string | null;
  /** Occupations of the work history and close neighbours of the target: partial title fit. */
  relatedSocs: string[];
  /** Normalized words of the wanted job title, for jobs the catalogue could not classify. */
  titleTerms: string[];
  /** Normalized (lower-case, trimmed), deduplicated. */
  skills: string[];
  tools: string[];
  certifications: string[];
  salaryBand: SalaryBand | null;
  /** Yearly USD the person will not go below: a job whose stated pay tops out under it is never shown. */
  salaryFloor: number | null;
  /** Where the person lives or wants to work; null when unknown or remote only. */
  /** `approximate`: only the state is known, placed at its stand-in city (no miles quoted). */
  location: { lat: number; lon: number; label: string; approximate?: boolean } | null;
  remoteOk: boolean;
  /** The person asked for remote work only: on-site and hybrid jobs are filtered out. */
  remoteOnly: boolean;
  willingToRelocate: boolean;
  radiusMiles: number;
  yearsOfExperience: number;
  seniority: SeniorityLevel;
  /** Hard filters; empty means any. */
  employmentTypes: string[];
  industries: string[];
  /** Shifts the person will work; a job stating only others is not matched. Empty means any. */
  shifts: string[];
}
