import { isNull } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { jobs } from '../../src/db/schema/index.ts';
import type { JobWorkplace } from '../../src/shared/schemas/jobs.ts';

/**
 * What the judge may read of a job: its own stored fields, never its score or its parts. A
 * person judging a card reads the same things (title, occupation, place, pay, type, date).
 */
export interface JobFacts {
  id: string;
  title: string;
  company: string;
  occupationSoc: string | null;
  locations: { raw: string; city?: string; region?: string; country?: string }[];
  locationText: string;
  workplace: JobWorkplace;
  employmentType: string | null;
  /** Shifts the posting states (extract-shifts-from-text.ts); empty when it states none. */
  shifts: string[];
  salaryAnnualUsdMin: number | null;
  salaryAnnualUsdMax: number | null;
  /** Skill and software names the posting lists. */
  skills: string[];
  certifications: string[];
  postedAt: Date;
  /** Plain description text; loaded only for the jobs whose reasons are judged. */
  description?: string;
}

const columns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  occupationSoc: jobs.occupationSoc,
  locations: jobs.locations,
  locationText: jobs.locationText,
  workplace: jobs.workplace,
  employmentType: jobs.employmentType,
  shifts: jobs.shifts,
  salaryAnnualUsdMin: jobs.salaryAnnualUsdMin,
  salaryAnnualUsdMax: jobs.salaryAnnualUsdMax,
  skills: jobs.skills,
  software: jobs.software,
  certifications: jobs.certifications,
  postedAt: jobs.postedAt,
  firstSeenAt: jobs.firstSeenAt,
};

const toNumber = (value: number | string | null) => (value === null ? null : Number(value));

/** Every open job of the catalogue as the judge sees it (descriptions left out: see above). */
export async function loadJobFacts(db: Database): Promise<Map<string, JobFacts>> {
  const rows = await db.select(columns).from(jobs).where(isNull(jobs.closedAt));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        title: row.title,
        company: row.company,
        occupationSoc: row.occupationSoc,
        locations: row.locations,
        locationText: row.locationText,
        workplace: row.workplace,
        employmentType: row.employmentType,
        shifts: row.shifts,
        salaryAnnualUsdMin: toNumber(row.salaryAnnualUsdMin),
        salaryAnnualUsdMax: toNumber(row.salaryAnnualUsdMax),
        skills: [...row.skills, ...row.software.map((entry) => entry.tool)],
        certifications: row.certifications.map((entry) => entry.name),
        postedAt: row.postedAt ?? row.firstSeenAt,
      },
    ]),
  );
}
