import { usCities } from '../../src/core/geo/us-cities.ts';
import type { MatchableJob } from '../../src/core/matching/types.ts';
import type { JobWorkplace } from '../../src/shared/schemas/jobs.ts';
import { DAY_MS } from '../../src/shared/time.ts';

const OCCUPATIONS = 342;
const SKILLS = 6000;
const TERMS = 40_000;
const TERMS_PER_JOB = 40;
const workplaces: JobWorkplace[] = ['onsite', 'onsite', 'hybrid', 'remote', 'unknown'];
const employmentTypes = ['FULL_TIME', 'FULL_TIME', 'FULL_TIME', 'PART_TIME', 'CONTRACT', null];
const industries = ['Healthcare', 'Technology', 'Retail', 'Construction', 'Education', null];

/** Deterministic (mulberry32), so runs are comparable. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const socOf = (occupation: number) =>
  `${String(11 + (occupation % 43)).padStart(2, '0')}-${String(1000 + occupation * 7).slice(0, 4)}`;

/**
 * A catalogue shaped like the real one: 342 occupations, a skill vocabulary of 6,000 with a
 * long tail, 40 distinct description terms per job drawn Zipf-like from 40,000, one or two US
 * cities, salaries, five workplace kinds.
 */
export function syntheticJobs(count: number, now: Date, seed = 7): MatchableJob[] {
  const random = randomSource(seed);
  const zipf = (size: number) => Math.floor(size * random() ** 3);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  const jobs: MatchableJob[] = [];
  for (let i = 0; i < count; i++) {
    const occupation = zipf(OCCUPATIONS);
    const terms = new Set<string>();
    while (terms.size < TERMS_PER_JOB) terms.add(`t${zipf(TERMS)}`);
    const skills = Array.from(
      { length: 4 + Math.floor(random() * 8) },
      () => `skill ${zipf(SKILLS)}`,
    );
    const places = Array.from({ length: random() < 0.2 ? 2 : 1 }, () => {
      const [city, state, lat, lon] = pick(usCities);
      return { city, region: state, country: 'US', lat, lon };
    });
    const low = 25_000 + Math.floor(random() * 150) * 1000;
    const company = `Company ${zipf(20_000)}`;
    jobs.push({
      id: `job-${i}`,
      title: `${pick(['Senior ', 'Junior ', '', '', ''])}Title ${occupation}`,
      company,
      companyKey: company.toLowerCase(),
      occupationSoc: random() < 0.9 ? socOf(occupation) : null,
      skills: skills.slice(0, -2),
      tools: skills.slice(-2),
      certifications: random() < 0.3 ? [`cert ${zipf(300)}`] : [],
      salaryAnnualUsdMin: random() < 0.7 ? low : null,
      salaryAnnualUsdMax: random() < 0.7 ? low + 20_000 : null,
      locations: places,
      workplace: pick(workplaces),
      employmentType: pick(employmentTypes),
      industry: pick(industries),
      postedAt: new Date(now.getTime() - Math.floor(random() * 30) * DAY_MS),
      terms: [...terms],
      shifts: [],
      isClosed: false,
    });
  }
  return jobs;
}
