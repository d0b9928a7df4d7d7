import { seniorityOfTitle } from '../parts/seniority-fit.ts';
import { companyKeyOf, textTokens } from '../text-terms.ts';
import { type MatchableJob, salaryBands } from '../types.ts';

/**
 * What a job is, beyond its words, as terms the ranking already sums (`job.terms`): occupation,
 * workplace, employment type, pay band, seniority, where it is published and the words of the
 * employer's name, which say what kind of employer it is ("Staffing", "Medical Center", "ISD").
 * Only outcomes learn them (decision 068); likes and dislikes keep to words (decision 040).
 */
export const TRAIT_MARK = '~';

export const isTrait = (term: string) => term.startsWith(TRAIT_MARK);

/**
 * Every job's trait: what outcomes teach is measured from the jobs the person heard back from,
 * and this carries that baseline (`outcomeTermWeights`).
 */
export const EVERY_JOB = `${TRAIT_MARK}job`;

export interface TraitSource {
  title: string;
  company: string;
  occupationSoc: string | null;
  workplace: string;
  employmentType: string | null;
  salaryAnnualUsdMin: number | null;
  salaryAnnualUsdMax: number | null;
  /** The board or ATS the posting is published on (`jobs.ats_kind`, or a link's site). */
  source: string | null;
}

const trait = (kind: string, value: string) => `${TRAIT_MARK}${kind}:${value}`;

/** Upper bounds of the spec's salary bands, in `salaryBands` order (the last has none). */
const bandTops = [50_000, 100_000, 150_000, 200_000];

function payBand(min: number | null, max: number | null): string | null {
  const known = min !== null && max !== null ? (min + max) / 2 : (min ?? max);
  if (known === null) return null;
  const index = bandTops.findIndex((top) => known < top);
  return salaryBands[index === -1 ? bandTops.length : index] ?? null;
}

/** The employer's kind of organization, read from its name ("aya staffing" → staffing, aya). */
export function employerTraits(company: string): string[] {
  const words = textTokens(companyKeyOf(company)).filter(
    (word) => word.length > 2 && !/^[0-9]/.test(word),
  );
  return [...new Set(words)].map((word) => trait('employer', word));
}

/** Where a job was published, as one name: the ATS kind, or the site of an outside link. */
export function sourceTrait(source: string | null): string[] {
  return source ? [trait('source', source.toLowerCase())] : [];
}

/** Workday's boards live on myworkdayjobs.com; the rest are named by their second-level domain. */
const siteAliases: Record<string, string> = { myworkdayjobs: 'workday' };

/** "https://jobs.lever.co/acme/1" → "lever", the name `jobs.ats_kind` uses for the same board. */
export function sourceOfLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const labels = new URL(link).hostname.toLowerCase().split('.');
    const site = labels.at(-2) ?? labels.at(-1) ?? null;
    return site ? (siteAliases[site] ?? site) : null;
  } catch {
    return null;
  }
}

/** Every trait of a job; unknown values give no trait. */
export function jobTraits(job: TraitSource): string[] {
  const traits = [
    EVERY_JOB,
    ...(job.occupationSoc ? [trait('soc', job.occupationSoc)] : []),
    ...(job.workplace !== 'unknown' ? [trait('workplace', job.workplace)] : []),
    ...(job.employmentType ? [trait('type', job.employmentType)] : []),
    trait('level', String(seniorityOfTitle(job.title))),
    ...employerTraits(job.company),
    ...sourceTrait(job.source),
  ];
  const band = payBand(job.salaryAnnualUsdMin, job.salaryAnnualUsdMax);
  if (band) traits.push(trait('pay', band));
  return traits;
}

/** The job with its traits among its terms, as `toMatchableJob` gives the catalogue's jobs. */
export function withJobTraits(job: MatchableJob, source: string | null): MatchableJob {
  return {
    ...job,
    terms: [...job.terms.filter((term) => !isTrait(term)), ...jobTraits({ ...job, source })],
  };
}
