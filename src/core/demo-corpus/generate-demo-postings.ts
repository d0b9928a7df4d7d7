import type { Industry } from '../../shared/industries.ts';
import type { JobEmploymentType } from '../../shared/schemas/jobs.ts';
import type { Occupation } from '../occupations/occupation-schema.ts';
import { occupations } from '../occupations/occupations.ts';
import { buildDescription } from './demo-descriptions.ts';
import { createEmployers, type DemoEmployer } from './demo-employers.ts';
import { SeededRandom } from './seeded-random.ts';
import { usCityWeights } from './us-cities.ts';

export interface DemoSalary {
  min: number;
  max: number;
  period: 'hour' | 'year';
}

/** One generated posting, board-neutral; payload builders render it in each board's shape. */
export interface DemoPosting {
  seq: number;
  soc: string;
  title: string;
  employer: DemoEmployer;
  city: string;
  state: string;
  workplace: 'remote' | 'hybrid' | 'onsite';
  employmentType: JobEmploymentType;
  salary: DemoSalary | null;
  descriptionHtml: string;
  postedAt: Date;
  requisitionId: string;
}

export interface DemoCorpus {
  postings: DemoPosting[];
  employers: DemoEmployer[];
}

export const demoCorpusDefaults = { seed: 20_260_101, perOccupation: 62 } as const;

const remoteFriendly = new Set([
  'computer-and-information-technology',
  'math',
  'business-and-financial',
  'media-and-communication',
  'arts-and-design',
  'sales',
  'legal',
  'office-and-administrative-support',
  'management',
]);
const hybridFriendly = new Set([
  'architecture-and-engineering',
  'life-physical-and-social-science',
  'community-and-social-service',
]);

function workplaceFor(occupation: Occupation, random: SeededRandom): DemoPosting['workplace'] {
  if (remoteFriendly.has(occupation.category)) {
    return random.weighted([
      ['onsite', 45],
      ['hybrid', 27],
      ['remote', 28],
    ] as const);
  }
  if (hybridFriendly.has(occupation.category)) {
    return random.weighted([
      ['onsite', 75],
      ['hybrid', 20],
      ['remote', 5],
    ] as const);
  }
  return 'onsite';
}

const seniorityWords = /\b(senior|lead|junior|principal|chief|head|sr|jr)\b/i;

function titleFor(occupation: Occupation, random: SeededRandom): string {
  // Bare acronyms ("RN") are real titles but rarely a whole one; prefer the spelled-out aliases.
  const spelled = occupation.aliases.filter((alias) => alias.length > 4);
  const base = random.pick(spelled.length > 0 ? spelled : occupation.aliases);
  const drawn = random.weighted([
    ['', 78],
    ['Senior ', 12],
    ['Lead ', 4],
    ['Junior ', 6],
  ] as const);
  // An alias may carry its own level ("Senior Accountant"): no "Junior Senior Accountant".
  const level = seniorityWords.test(base) ? '' : drawn;
  const suffix = random.weighted([
    ['', 85],
    [' II', 6],
    [' - Full Time', 5],
    [' - Nights', 4],
  ] as const);
  return `${level}${base}${suffix}`;
}

function salaryFor(occupation: Occupation, random: SeededRandom): DemoSalary | null {
  if (random.chance(0.25)) return null;
  const { pay } = occupation;
  // The mean of two uniforms leans to the middle of the range, as most offers do.
  const point = pay.min + ((random.next() + random.next()) / 2) * (pay.max - pay.min);
  let period = pay.period;
  let value = point;
  if (period === 'year' && pay.max < 75_000 && random.chance(0.35)) {
    period = 'hour';
    value = point / 2080;
  } else if (period === 'hour' && random.chance(0.15)) {
    period = 'year';
    value = point * 2080;
  }
  const step = period === 'hour' ? 0.25 : 1000;
  const round = (amount: number) => Math.round(amount / step) * step;
  return { min: round(value * 0.9), max: round(value * 1.1), period };
}

/** "$65,000" / "$28.50": Intl number formatting would cost more than the whole posting. */
function money(amount: number, period: DemoSalary['period']): string {
  if (period === 'hour') return `$${amount.toFixed(2)}`;
  return `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

function payTextOf(salary: DemoSalary | null): string | null {
  if (!salary) return null;
  const { min, max, period } = salary;
  return `The pay range for this role is ${money(min, period)} - ${money(max, period)} per ${period}.`;
}

/** Employers per industry, enough that one employer rarely posts the same occupation twice. */
function employerPools(specs: { industry: Industry }[], random: SeededRandom) {
  const counts = new Map<Industry, number>();
  for (const { industry } of specs) counts.set(industry, (counts.get(industry) ?? 0) + 1);
  const taken = new Set<string>();
  const pools = new Map<Industry, DemoEmployer[]>();
  for (const [industry, count] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    pools.set(
      industry,
      createEmployers(industry, Math.max(4, Math.ceil(count / 45)), random, taken),
    );
  }
  return pools;
}

function postingSpecs(perOccupation: number) {
  return occupations().flatMap((occupation) =>
    Array.from({ length: perOccupation }, (_, index) => ({
      occupation,
      industry: occupation.industries[index % occupation.industries.length] as Industry,
    })),
  );
}

/** How many postings the default corpus holds (342 occupations × 62: 21,204), without making it. */
export function demoCorpusSize(perOccupation: number = demoCorpusDefaults.perOccupation): number {
  return occupations().length * perOccupation;
}

/** Postings per occupation for a corpus of about `size` postings (DEMO_CORPUS_SIZE), at least one. */
export function perOccupationFor(size: number): number {
  return Math.max(1, Math.round(size / occupations().length));
}

/** The corpus's employers alone (they are drawn first, so this is cheap and identical). */
export function demoEmployers(
  seed: number = demoCorpusDefaults.seed,
  perOccupation: number = demoCorpusDefaults.perOccupation,
): DemoEmployer[] {
  return [...employerPools(postingSpecs(perOccupation), new SeededRandom(seed)).values()].flat();
}

/**
 * The offline demo corpus: `perOccupation` postings for each of the 342 occupations, identical
 * for the same seed and `now`, dated within the 30 days before `now`.
 */
export function generateDemoCorpus(options: {
  now: Date;
  seed?: number;
  perOccupation?: number;
}): DemoCorpus {
  const random = new SeededRandom(options.seed ?? demoCorpusDefaults.seed);
  const specs = postingSpecs(options.perOccupation ?? demoCorpusDefaults.perOccupation);
  const pools = employerPools(specs, random);
  const turns = new Map<Industry, number>();
  const used = new Set<string>();
  const postings = specs.map(({ occupation, industry }, seq): DemoPosting => {
    const pool = pools.get(industry) ?? [];
    const turn = turns.get(industry) ?? 0;
    turns.set(industry, turn + 1);
    const employer = pool[turn % pool.length] as DemoEmployer;
    const title = titleFor(occupation, random);
    let place = random.weighted(usCityWeights);
    let workplace = workplaceFor(occupation, random);
    // Company + title + location is the dedupe fingerprint, and boards show remote jobs as
    // "Remote - US": keep every demo posting a distinct job under that key.
    const keyOf = () =>
      `${employer.slug}|${title}|${workplace === 'remote' ? 'remote' : `${place.city}|${place.state}`}`;
    while (used.has(keyOf())) {
      if (workplace === 'remote') workplace = 'hybrid';
      else place = random.weighted(usCityWeights);
    }
    used.add(keyOf());
    const salary = salaryFor(occupation, random);
    const requisitionId = `REQ-${100_000 + seq}`;
    const ageMs = random.int(60, 30 * 24 * 60) * 60_000;
    return {
      seq,
      soc: occupation.soc,
      title,
      employer,
      city: place.city,
      state: place.state,
      workplace,
      employmentType: random.weighted([
        ['FULL_TIME', 84],
        ['PART_TIME', 8],
        ['CONTRACT', 4],
        ['TEMPORARY', 2],
        [industry === 'Healthcare' ? 'PER_DIEM' : 'INTERN', 2],
      ] as const),
      salary,
      descriptionHtml: buildDescription(
        {
          occupation,
          title,
          company: employer.name,
          industry,
          city: place.city,
          state: place.state,
          workplace,
          // Greenhouse list payloads carry pay only in the text, as real boards do.
          payText: employer.board === 'greenhouse' ? payTextOf(salary) : null,
          requisitionId,
        },
        random,
      ),
      postedAt: new Date(options.now.getTime() - ageMs),
      requisitionId,
    };
  });
  return { postings, employers: [...pools.values()].flat() };
}
