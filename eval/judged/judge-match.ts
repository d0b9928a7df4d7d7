import { milesBetween } from '../../src/core/geo/miles-between.ts';
import { parseUsPlace, type UsPlace } from '../../src/core/geo/parse-us-place.ts';
import { yearsOfExperience } from '../../src/core/matching/build-match-profile.ts';
import { occupationOptions } from '../../src/shared/occupation-options.ts';
import type { JobFacts } from './job-facts.ts';
import type { Persona } from './load-personas.ts';

/**
 * The written judging rules (docs/decisions/039-judged-personas.md). A match is judged from the
 * job's own fields against what the persona entered and wants, blind to its score and reasons.
 * Each of five checks says fits / stretch / no; the verdict is the worst of them:
 * relevant (all fit), borderline (some stretch, none no), not (any no).
 */
export type Check = 'fits' | 'stretch' | 'no';
export type Verdict = 'relevant' | 'borderline' | 'not';
export const checkNames = [
  'occupation',
  'location',
  'pay',
  'level',
  'employmentType',
  'schedule',
] as const;
export type CheckName = (typeof checkNames)[number];

export interface Judgment {
  verdict: Verdict;
  checks: Record<CheckName, Check>;
  /** Miles from home to the job's nearest exactly known place; null when remote or unknown. */
  miles: number | null;
}

/** On-site jobs farther than this are out of reach for anyone who will not move (issue 16's rule). */
export const MAX_ON_SITE_MILES = 150;

const titleOfSoc = new Map(occupationOptions.map((option) => [option.soc, option.title]));
const aliasesOfSoc = new Map(occupationOptions.map((option) => [option.soc, option.aliases]));
export const occupationTitle = (soc: string) => titleOfSoc.get(soc);

/** Occupation: the job's code is the target or a next step (fits), a nearby one (stretch). */
export function judgeOccupation(persona: Persona, job: JobFacts): Check {
  const { occupation, wants } = persona;
  if (job.occupationSoc === null) {
    // The catalogue could not classify it: a person reads the title for the job's own name.
    const title = job.title.toLowerCase();
    const named = (aliasesOfSoc.get(occupation) ?? []).some((alias) =>
      new RegExp(`\\b${alias.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(title),
    );
    return named ? 'fits' : 'no';
  }
  if (job.occupationSoc === occupation || wants.nextSteps.includes(job.occupationSoc))
    return 'fits';
  return wants.nearby.includes(job.occupationSoc) ? 'stretch' : 'no';
}

/** Where the persona lives, placed exactly by the gazetteer; null for a remote-only seeker. */
export function homeOf(persona: Persona): UsPlace | null {
  const text = persona.preferences.location.trim();
  if (text === '' || /^remote( only)?$/i.test(text)) return null;
  return parseUsPlace(text);
}

export const isRemoteOnly = (persona: Persona) =>
  /^remote( only)?$/i.test(persona.preferences.location.trim()) ||
  (persona.preferences.remote && persona.preferences.location.trim() === '');

const placesCache = new WeakMap<JobFacts, UsPlace[]>();

/** A place as a person reads it: "Chicago, IL (Hybrid)" and "On-site - Mesa, AZ" name a city. */
export const cleanPlaceText = (text: string) =>
  text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(hybrid|on[- ]?site|in[- ]office|remote)\b\s*[-–:]?/gi, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,–-]+|[\s,–-]+$/g, '');

/** The job's places the gazetteer knows exactly: a state's stand-in is no place. */
export function placesOf(job: JobFacts): UsPlace[] {
  const cached = placesCache.get(job);
  if (cached) return cached;
  const texts = [
    ...job.locations.map((place) =>
      place.city && place.region ? `${place.city}, ${place.region}` : place.raw,
    ),
    job.locationText,
  ];
  const places = texts.flatMap((text) => (text ? (parseUsPlace(cleanPlaceText(text)) ?? []) : []));
  placesCache.set(job, places);
  return places;
}

/** Nearest miles from `home` to an exactly placed location of the job, or null. */
export function nearestMiles(home: UsPlace | null, job: JobFacts): number | null {
  if (!home || job.workplace === 'remote') return null;
  const miles = placesOf(job).map((place) => milesBetween(home, place));
  return miles.length > 0 ? Math.min(...miles) : null;
}

/** States the job names: its locations' regions and a trailing ", ST" of its texts. */
const regionsOf = (job: JobFacts) => [
  ...job.locations.map((place) => place.region?.toUpperCase()),
  ...[job.locationText, ...job.locations.map((place) => place.raw)].map(
    (text) => /,\s*([A-Z]{2})\b/.exec(cleanPlaceText(text))?.[1],
  ),
];

/**
 * Location: a remote job fits whoever asked for remote work and is a stretch for others; an
 * on-site or hybrid job fits within the persona's radius, is a stretch up to 150 miles, and is
 * out beyond (any distance fits someone willing to relocate). A place the gazetteer cannot put
 * exactly is a stretch in the persona's own state and out elsewhere: nobody can tell how far.
 */
export function judgeLocation(persona: Persona, job: JobFacts, miles: number | null): Check {
  const remoteWanted = persona.preferences.remote || isRemoteOnly(persona);
  if (job.workplace === 'remote') return remoteWanted ? 'fits' : 'stretch';
  if (isRemoteOnly(persona)) return 'no';
  if (persona.preferences.willingToRelocate) return 'fits';
  if (miles === null) {
    const home = homeOf(persona);
    return home && regionsOf(job).includes(home.state) ? 'stretch' : 'no';
  }
  if (miles <= persona.wants.radiusMiles) return 'fits';
  return miles <= MAX_ON_SITE_MILES ? 'stretch' : 'no';
}

/** The persona's salary band in dollars a year, or null when they chose none. */
export function bandOf(persona: Persona): { low: number; high: number } | null {
  const band = persona.preferences.salaryRange;
  if (!band) return null;
  if (band.endsWith('+')) return { low: Number(band.slice(0, -1)), high: Number.POSITIVE_INFINITY };
  const [low, high] = band.split('-').map(Number);
  return { low: low ?? 0, high: high ?? Number.POSITIVE_INFINITY };
}

/**
 * Pay: unknown pay fits (a person would still look); pay wholly below the band is out; a range
 * that straddles the band's low end is a stretch when its middle is below it. Above fits.
 */
export function judgePay(persona: Persona, job: JobFacts): Check {
  const band = bandOf(persona);
  const low = job.salaryAnnualUsdMin ?? job.salaryAnnualUsdMax;
  const high = job.salaryAnnualUsdMax ?? job.salaryAnnualUsdMin;
  if (!band || low === null || high === null) return 'fits';
  if (high < band.low) return 'no';
  return (low + high) / 2 < band.low ? 'stretch' : 'fits';
}

/** Years of work, overlapping jobs counted once, counted as the product counts them. */
export const yearsOfWork = (persona: Persona, now: Date): number =>
  yearsOfExperience(persona.work, now);

/**
 * The level a title names, by its own words: 0 intern/apprentice/trainee, 1 junior/entry, 2 no
 * level word, 3 senior/lead, 4 principal/head/supervisor/manager (unless the occupation itself
 * is a manager's), 5 director/vice president/chief.
 */
export function titleLevel(title: string, occupationSoc: string | null): number {
  if (/\b(director|vice president|vp|chief|cfo|cto|ceo)\b/i.test(title)) return 5;
  const managerial = /manager|supervisor/i.test(occupationTitle(occupationSoc ?? '') ?? '');
  if (/\b(principal|head)\b/i.test(title)) return 4;
  if (!managerial && /\b(supervisor|manager)\b/i.test(title)) return 4;
  if (/\b(senior|sr\.?|lead|staff)\b/i.test(title)) return 3;
  if (/\b(intern|internship|apprentice|trainee)\b/i.test(title)) return 0;
  if (/\b(junior|jr\.?|entry[- ]level|new grad|graduate)\b/i.test(title)) return 1;
  return 2;
}

/** The level a person's years of work reach, on the scale of `titleLevel` (1 … 5). */
export function personLevel(years: number): number {
  if (years < 2) return 1;
  if (years < 4) return 2;
  if (years < 7) return 3;
  return years < 12 ? 4 : 5;
}

/** Years of experience below which a title's level is out (first) or a stretch (second). */
const levelNeeds: Record<number, readonly [number, number]> = {
  3: [2, 4],
  4: [4, 7],
  5: [8, 12],
};

/** Level: a title far above the persona's years is out, a little above a stretch; too junior likewise. */
export function judgeLevel(persona: Persona, job: JobFacts, now: Date): Check {
  const years = yearsOfWork(persona, now);
  const level = titleLevel(job.title, job.occupationSoc);
  if (level === 0) return years >= 2 ? 'no' : 'fits';
  if (level === 1) return years >= 6 ? 'stretch' : 'fits';
  const needs = levelNeeds[level];
  if (!needs) return 'fits';
  if (years < needs[0]) return 'no';
  return years < needs[1] ? 'stretch' : 'fits';
}

/** Employment type: unknown or wanted fits; internships and volunteering are out; other types a stretch. */
export function judgeEmploymentType(persona: Persona, job: JobFacts): Check {
  const type = job.employmentType;
  if (type === null || (persona.wants.employmentTypes as string[]).includes(type)) return 'fits';
  return type === 'INTERN' || type === 'VOLUNTEER' ? 'no' : 'stretch';
}

/**
 * Schedule: a job that states only shifts the person will not work is out (they said which they
 * will, in Job Search); one that states none, or any they will work, fits.
 */
export function judgeSchedule(persona: Persona, job: JobFacts): Check {
  const willWork: readonly string[] = persona.preferences.shifts ?? [];
  if (willWork.length === 0 || job.shifts.length === 0) return 'fits';
  return job.shifts.some((shift) => willWork.includes(shift)) ? 'fits' : 'no';
}

export function judgeMatch(persona: Persona, job: JobFacts, now: Date): Judgment {
  const miles = nearestMiles(homeOf(persona), job);
  const checks: Record<CheckName, Check> = {
    occupation: judgeOccupation(persona, job),
    location: judgeLocation(persona, job, miles),
    pay: judgePay(persona, job),
    level: judgeLevel(persona, job, now),
    employmentType: judgeEmploymentType(persona, job),
    schedule: judgeSchedule(persona, job),
  };
  const all = Object.values(checks);
  const verdict = all.includes('no') ? 'not' : all.includes('stretch') ? 'borderline' : 'relevant';
  return { verdict, checks, miles };
}
