import { jobTerms } from '../../src/core/matching/text-terms.ts';
import type { MatchableJob, MatchProfile } from '../../src/core/matching/types.ts';
import type { PreferencesInput } from '../../src/shared/schemas/preferences.ts';

export const NOW = new Date('2026-11-24T12:00:00Z');
export const AUSTIN = { lat: 30.267, lon: -97.743 };
/** About 12 miles north of Austin. */
export const ROUND_ROCK = { lat: 30.508, lon: -97.679 };
export const DALLAS = { lat: 32.783, lon: -96.807 };

let nextId = 1;

/** A registered-nurse job in Round Rock unless told otherwise. */
export function makeJob(overrides: Partial<MatchableJob> & { description?: string } = {}) {
  const { description = 'Hospital ICU nursing with IV therapy and telemetry.', ...rest } =
    overrides;
  const title = rest.title ?? 'Registered Nurse';
  const job: MatchableJob = {
    id: `job-${nextId++}`,
    title,
    company: 'St. David’s Medical Center',
    companyKey: 'st david s medical center',
    occupationSoc: '29-1141',
    skills: ['IV therapy', 'Patient care', 'Telemetry', 'Wound care'],
    tools: ['Epic'],
    certifications: [],
    salaryAnnualUsdMin: 78_000,
    salaryAnnualUsdMax: 95_000,
    locations: [{ city: 'Round Rock', region: 'TX', country: 'US', ...ROUND_ROCK }],
    workplace: 'onsite',
    employmentType: 'FULL_TIME',
    shifts: [],
    industry: 'Healthcare',
    postedAt: new Date(NOW.getTime() - 2 * 86_400_000),
    terms: jobTerms(title, description),
    isClosed: false,
    ...rest,
  };
  return job;
}

/** A nurse in Austin with eight skills and tools, five years in, wanting 50–100k. */
export function makeProfile(overrides: Partial<MatchProfile> = {}): MatchProfile {
  return {
    occupationSoc: '29-1141',
    relatedSocs: [],
    titleTerms: ['registered', 'nurse'],
    skills: [
      'IV therapy',
      'Patient care',
      'Telemetry',
      'Wound care',
      'Triage',
      'Phlebotomy',
      'Charting',
    ],
    tools: ['Epic'],
    certifications: ['BLS'],
    salaryBand: '50000-100000',
    salaryFloor: null,
    location: { ...AUSTIN, label: 'Austin, TX' },
    remoteOk: false,
    remoteOnly: false,
    willingToRelocate: false,
    radiusMiles: 30,
    yearsOfExperience: 5,
    seniority: 2.5,
    employmentTypes: [],
    industries: [],
    shifts: [],
    ...overrides,
  };
}

/** Saved preferences of a registered nurse in Austin who will not relocate, as the API takes them. */
export const austinNursePreferences = {
  jobTitle: '29-1141',
  location: 'Austin, TX',
  remote: false,
  salaryRange: null,
  industry: null,
  employmentTypes: [],
  willingToRelocate: false,
  skills: ['Patient care', 'IV therapy'],
  software: [],
  certifications: [],
  links: [],
  dailyRunHour: 7,
} satisfies PreferencesInput;
