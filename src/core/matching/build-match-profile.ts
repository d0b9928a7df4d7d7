import { relatedOccupationsBySoc } from '../../shared/related-occupations.ts';
import { DEFAULT_RADIUS_MILES } from '../../shared/schemas/preferences.ts';
import { placeUsText } from '../geo/parse-us-place.ts';
import { GENERIC_TITLE_WORDS } from './parts/occupation-fit.ts';
import { seniorityOfExperience, seniorityOfTitle } from './parts/seniority-fit.ts';
import { titleTokens } from './text-terms.ts';
import type { MatchProfile, SalaryBand } from './types.ts';

interface WorkEntry {
  company: string;
  position: string;
  location: string;
  /** YYYY-MM, or '' when unknown. */
  startDate: string;
  /** YYYY-MM, or '' for "Present". */
  endDate: string;
  description: string;
}

/** Everything stored about a user that could reach matching, demographics included on purpose. */
export interface MatchSourceRecord {
  profile: {
    fullName: string;
    email: string;
    phone: string;
    skills: string[];
    workExperience: WorkEntry[];
  };
  /** EEO / demographic answers: present in the record, never read here. */
  eeo: Record<string, string | null>;
  preferences: {
    jobTitle: string;
    occupationSoc: string | null;
    location: string;
    remote: boolean;
    salaryRange: SalaryBand | null;
    industry: string | null;
    employmentTypes: string[];
    willingToRelocate: boolean;
    skills: string[];
    software: string[];
    certifications: { name: string; organization: string }[];
    radiusMiles?: number;
    /** Yearly USD the person will not go below. */
    salaryMin?: number | null;
    /** Shifts the person will work (decision 047); absent or empty: any. */
    shifts?: string[];
    /** Occupations the person also wants (SOC codes): candidates like their own history. */
    relatedOccupations?: string[];
  };
}

/**
 * A past occupation counts beside the wanted one only when it is kin to it: the same SOC broad
 * group, or related in the occupation knowledge (decision 047). People look forward: a nurse
 * who once worked as a barista does not want barista jobs in her list, nor a card calling
 * them "Related" (decision 070).
 */
function isKinToTarget(target: string | null, pastSoc: string) {
  if (!target) return true;
  return (
    pastSoc.slice(0, 6) === target.slice(0, 6) ||
    (relatedOccupationsBySoc[target] ?? []).includes(pastSoc)
  );
}

const monthNumber = (month: string) => {
  const [year, mm] = month.split('-').map(Number);
  return year && mm ? year * 12 + (mm - 1) : null;
};

/** Years of work, overlapping jobs counted once, an empty end meaning `now`. */
export function yearsOfExperience(
  entries: Pick<WorkEntry, 'startDate' | 'endDate'>[],
  now: Date,
): number {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans = entries
    .map((entry) => [monthNumber(entry.startDate), monthNumber(entry.endDate) ?? current] as const)
    .filter((span): span is readonly [number, number] => span[0] !== null && span[1] >= span[0])
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let coveredTo = Number.NEGATIVE_INFINITY;
  for (const [start, end] of spans) {
    const from = Math.max(start, coveredTo);
    if (end > from) months += end - from;
    coveredTo = Math.max(coveredTo, end);
  }
  return months / 12;
}

const distinct = (values: string[]) => {
  const seen = new Set<string>();
  return values
    .map((value) => value.trim())
    .filter((value) => {
      const key = value.toLowerCase();
      if (!value || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

/**
 * The matching view of a user, from their profile and Job Search preferences. It never reads the
 * EEO answers (a property test changes only those and finds every score unchanged).
 * `socOfTitle` is the catalogue's occupation classifier, used on past positions.
 */
export function buildMatchProfile(input: {
  record: MatchSourceRecord;
  now: Date;
  socOfTitle?: (title: string) => string | null;
}): MatchProfile {
  const { profile, preferences } = input.record;
  const locationText = preferences.location.trim();
  const remoteOnly =
    /^remote( only)?$/i.test(locationText) || (preferences.remote && locationText === '');
  // A town the gazetteer lacks, or a bare state, is placed at its state's stand-in city.
  const place = remoteOnly ? null : placeUsText(locationText.replace(/\(?remote\)?/i, ''));
  const pastSocs = profile.workExperience
    .map((entry) => input.socOfTitle?.(entry.position) ?? null)
    .filter((soc): soc is string => soc !== null && soc !== preferences.occupationSoc)
    .filter((soc) => isKinToTarget(preferences.occupationSoc, soc));
  const years = yearsOfExperience(profile.workExperience, input.now);
  const highestPastLevel = Math.max(
    0,
    ...profile.workExperience.map((entry) => seniorityOfTitle(entry.position)),
  );
  return {
    occupationSoc: preferences.occupationSoc,
    relatedSocs: [...new Set([...(preferences.relatedOccupations ?? []), ...pastSocs])].filter(
      (soc) => soc !== preferences.occupationSoc,
    ),
    titleTerms: [
      ...new Set(titleTokens(preferences.jobTitle).filter((w) => !GENERIC_TITLE_WORDS.has(w))),
    ],
    skills: distinct([...preferences.skills, ...profile.skills]),
    tools: distinct(preferences.software),
    certifications: distinct(preferences.certifications.map((certification) => certification.name)),
    salaryBand: preferences.salaryRange,
    salaryFloor: preferences.salaryMin ?? null,
    location: place
      ? {
          lat: place.lat,
          lon: place.lon,
          label: place.approximate ? place.state : `${place.city}, ${place.state}`,
          approximate: place.approximate,
        }
      : null,
    remoteOk: preferences.remote || /remote/i.test(locationText),
    remoteOnly,
    willingToRelocate: preferences.willingToRelocate,
    radiusMiles: preferences.radiusMiles ?? DEFAULT_RADIUS_MILES,
    yearsOfExperience: years,
    seniority: seniorityOfExperience(years, highestPastLevel),
    employmentTypes: preferences.employmentTypes,
    industries: preferences.industry ? [preferences.industry] : [],
    shifts: preferences.shifts ?? [],
  };
}
