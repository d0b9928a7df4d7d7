import type { JobCertification, JobSoftware } from '../../db/schema/catalogue.ts';
import type { JobWorkplace } from '../../shared/schemas/jobs.ts';
import { largestCityOf, parseUsPlace, placeUsText } from '../geo/parse-us-place.ts';
import { jobTraits } from './outcomes/job-traits.ts';
import { jobTerms } from './text-terms.ts';
import type { JobLocation, MatchableJob } from './types.ts';

/** The columns of a stored job that matching reads. */
export interface StoredJobForMatching {
  id: string;
  title: string;
  company: string;
  companyKey: string;
  occupationSoc: string | null;
  skills: string[];
  software: JobSoftware[];
  certifications: JobCertification[];
  salaryAnnualUsdMin: number | string | null;
  salaryAnnualUsdMax: number | string | null;
  locations: { raw: string; city?: string; region?: string; country?: string }[];
  locationText: string;
  workplace: JobWorkplace;
  employmentType: string | null;
  shifts: string[];
  industry: string | null;
  postedAt: Date | null;
  firstSeenAt: Date;
  descriptionText: string;
  closedAt: Date | null;
  /** The board or ATS the posting is published on; what outcomes learn as its source. */
  atsKind?: string | null;
}

const isUs = (country: string | undefined) =>
  !country || /^(us|usa|united states( of america)?)$/i.test(country.trim());

/** Coordinates from the gazetteer for US places it knows; other places stay without. */
function toJobLocation(place: StoredJobForMatching['locations'][number]): JobLocation {
  const found =
    isUs(place.country) && place.city
      ? // A city without its state is ambiguous ("Springfield"); the display text often has it.
        parseUsPlace(place.region ? `${place.city}, ${place.region}` : place.raw || place.city)
      : isUs(place.country)
        ? parseUsPlace(place.raw)
        : null;
  const location = {
    city: place.city ?? null,
    region: place.region ?? null,
    country: place.country ?? null,
  };
  if (found) return { ...location, lat: found.lat, lon: found.lon };
  // A town the gazetteer lacks still has a state: "unknown" would rank it above known far places.
  const stateWide = isUs(place.country)
    ? (largestCityOf(place.region ?? place.raw.split(',').at(-1) ?? '') ?? placeUsText(place.raw))
    : null;
  return stateWide
    ? { ...location, lat: stateWide.lat, lon: stateWide.lon, approximate: true }
    : location;
}

const toNumber = (value: number | string | null) => (value === null ? null : Number(value));

export function toMatchableJob(row: StoredJobForMatching): MatchableJob {
  const salaryAnnualUsdMin = toNumber(row.salaryAnnualUsdMin);
  const salaryAnnualUsdMax = toNumber(row.salaryAnnualUsdMax);
  const traits = jobTraits({
    ...row,
    salaryAnnualUsdMin,
    salaryAnnualUsdMax,
    source: row.atsKind ?? null,
  });
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    companyKey: row.companyKey,
    occupationSoc: row.occupationSoc,
    skills: row.skills,
    tools: row.software.map((entry) => entry.tool),
    certifications: row.certifications.map((entry) => entry.name),
    salaryAnnualUsdMin,
    salaryAnnualUsdMax,
    // Some sources give only a display text ("Denver, CO"): it still places the job.
    locations: (row.locations.length > 0
      ? row.locations
      : row.locationText
        ? [{ raw: row.locationText }]
        : []
    ).map(toJobLocation),
    workplace: row.workplace,
    employmentType: row.employmentType,
    shifts: row.shifts,
    industry: row.industry,
    // A posting without a date is as new as the day we first saw it.
    postedAt: row.postedAt ?? row.firstSeenAt,
    // What the job is (its traits, decision 068) beside its words: outcomes teach both.
    terms: [...jobTerms(row.title, row.descriptionText), ...traits],
    isClosed: row.closedAt !== null,
  };
}
