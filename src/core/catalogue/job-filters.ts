import { type SQL, sql } from '../../db/orm.ts';
import type { PgColumn } from '../../db/pg-core.ts';
import { jobs } from '../../db/schema/index.ts';
import type { JobSearchQuery } from '../../shared/schemas/jobs.ts';

/** `text` as a case-insensitive substring pattern: % and _ typed by the user match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A certification filter row counts only when both its name and its organization are filled. */
export function certificationRows(
  query: Pick<JobSearchQuery, 'certificationName' | 'certificationOrganization'>,
) {
  return query.certificationName
    .map((name, index) => ({ name, organization: query.certificationOrganization[index] ?? '' }))
    .filter((row) => row.name !== '' && row.organization !== '');
}

/**
 * The spec's §5 job filters plus workplace, posted-since and occupation, as SQL conditions
 * (every value a bound parameter). Rules and their reading: docs/decisions/014-job-search.md.
 */
export function jobFilterConditions(query: JobSearchQuery): SQL[] {
  const where: SQL[] = [sql`${jobs.closedAt} is null`];
  const contains = (column: PgColumn, text: string | undefined) => {
    if (text !== undefined) where.push(sql`${column} ilike ${containsPattern(text)}`);
  };
  contains(jobs.title, query.title);
  contains(jobs.industry, query.industry);
  contains(jobs.locationText, query.location);
  if (query.employmentType) where.push(sql`${jobs.employmentType} = ${query.employmentType}`);
  const salary = salaryCondition(query.salaryMin, query.salaryMax);
  if (salary) where.push(salary);
  for (const skill of query.skills) {
    // The substring test on skills_text is cheap and rules out most rows before the exact,
    // per-element comparison has to unnest the array.
    where.push(sql`${jobs.skillsText} ilike ${containsPattern(skill)}`);
    where.push(
      sql`exists (select 1 from unnest(${jobs.skills}) as skill where lower(skill) = lower(${skill}))`,
    );
  }
  if (query.software !== undefined) {
    // A job that lists no software passes: the spec does not want it hidden for saying nothing.
    where.push(sql`(cardinality(${jobs.softwareTools}) = 0 or exists (
      select 1 from unnest(${jobs.softwareTools}) as tool where tool ilike ${containsPattern(query.software)}))`);
  }
  for (const row of certificationRows(query)) {
    where.push(sql`exists (select 1 from jsonb_array_elements(${jobs.certifications}) as cert
      where cert->>'name' ilike ${containsPattern(row.name)}
        and cert->>'organization' ilike ${containsPattern(row.organization)})`);
  }
  if (query.relocation === 'yes') where.push(sql`${jobs.willingToRelocate} = 'true'`);
  if (query.links !== undefined) {
    where.push(
      sql`exists (select 1 from unnest(${jobs.links}) as link where link ilike ${containsPattern(query.links)})`,
    );
  }
  if (query.workplace) where.push(sql`${jobs.workplace} = ${query.workplace}`);
  if (query.postedSince) {
    where.push(sql`coalesce(${jobs.postedAt}, ${jobs.firstSeenAt}) >= ${query.postedSince}::date`);
  }
  if (query.occupation) where.push(sql`${jobs.occupationSoc} = ${query.occupation}`);
  return where;
}

/**
 * Salary "between min and max inclusive, non-numeric excluded", on the annualized USD figures:
 * every figure the job states (its range's low and high end, or its single figure) lies inside
 * the asked range, and a job without a numeric salary never passes a salary filter.
 */
function salaryCondition(min: number | undefined, max: number | undefined): SQL | undefined {
  if (min === undefined && max === undefined) return undefined;
  const low = sql`coalesce(${jobs.salaryAnnualUsdMin}, ${jobs.salaryAnnualUsdMax})`;
  const high = sql`coalesce(${jobs.salaryAnnualUsdMax}, ${jobs.salaryAnnualUsdMin})`;
  const parts: SQL[] = [sql`${low} is not null`];
  if (min !== undefined) parts.push(sql`${low} >= ${min}`);
  if (max !== undefined) parts.push(sql`${high} <= ${max}`);
  return sql.join(parts, sql` and `);
}
