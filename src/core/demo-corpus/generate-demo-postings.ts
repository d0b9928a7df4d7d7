import type { Industry } from '../../shared/industries.ts';
import type { JobEmploymentType } from '../../shared/schemas/jobs.ts';
import type { Occupation } from '../occupations/occupation-schema.ts';
import { occupations } from '../occupations/occupations.ts';
import { buildDescription } from './demo-descriptions.ts';
import { createEmployers, type DemoEmployer } from './demo-employers.ts';
import { type DemoPlace, placeInMetros } from './place-in-metros.ts';
import { demoCorpusSize, postingsPerOccupation } from './postings-per-occupation.ts';
import { SeededRandom } from './seeded-random.ts';

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

/** `size` is DEMO_CORPUS_SIZE's default (config-schema.ts); decision 041 measured it. */
export const demoCorpusDefaults = { seed: 20_260_101, size: 21_204 } as const;

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

/**
 * Work done where the customers, goods or sites are, in categories that are otherwise often
 * remote: nobody posts a remote cashier or floral designer. Boards do carry a few hybrid
 * managers of such places, but never a remote till.
 */
const inPerson = new Set([
  '41-2011', // Cashiers
  '41-2031', // Retail sales workers
  '41-9012', // Models
  '43-3071', // Tellers
  '43-4000', // Information clerks (hotel, front desk)
  '43-4171', // Receptionists
  '43-5031', // Public safety telecommunicators
  '43-5050', // Postal service workers
  '43-5071', // Material recording clerks
  '11-9013', // Farmers, ranchers, and other agricultural managers
  '11-9021', // Construction managers
  '11-9031', // Preschool and childcare center directors
  '11-9032', // Elementary, middle, and high school principals
  '11-9051', // Food service managers
  '11-9072', // Entertainment and recreation managers
  '11-9081', // Lodging managers
  '11-3051', // Industrial production managers
  '27-1023', // Floral designers
  '27-1027', // Set and exhibit designers
  '27-3010', // Announcers and DJs
  '27-4021', // Photographers
  '23-1023', // Judges and hearing officers
]);

function workplaceFor(occupation: Occupation, random: SeededRandom): DemoPosting['workplace'] {
  if (remoteFriendly.has(occupation.category)) {
    const drawn = random.weighted([
      ['onsite', 45],
      ['hybrid', 27],
      ['remote', 28],
    ] as const);
    // Drawn all the same, so every other posting of the corpus stays as it was.
    return inPerson.has(occupation.soc) ? 'onsite' : drawn;
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

/** Each occupation's postings (postings-per-occupation.ts), their industries taken in turn. */
function postingSpecs(size: number) {
  const counts = postingsPerOccupation(size);
  return occupations().flatMap((occupation) =>
    Array.from({ length: counts.get(occupation.soc) ?? 0 }, (_, index) => ({
      occupation,
      industry: occupation.industries[index % occupation.industries.length] as Industry,
    })),
  );
}

export { demoCorpusSize };

/** The corpus's employers alone (they are drawn first, so this is cheap and identical). */
export function demoEmployers(
  seed: number = demoCorpusDefaults.seed,
  size: number = demoCorpusDefaults.size,
): DemoEmployer[] {
  return [...employerPools(postingSpecs(size), new SeededRandom(seed)).values()].flat();
}

/**
 * Where one occupation's postings are: workplaces first, then on-site and hybrid postings spread
 * over the metros by population, so each large metro gets its share of the jobs one can go to;
 * remote postings keep a place of their own the same way (boards list an office for them too).
 */
function placesFor(occupation: Occupation, count: number, random: SeededRandom) {
  const workplaces = Array.from({ length: count }, () => workplaceFor(occupation, random));
  const remoteCount = workplaces.filter((workplace) => workplace === 'remote').length;
  const onSite = placeInMetros(count - remoteCount, random);
  const remote = placeInMetros(remoteCount, random);
  return workplaces.map((workplace) => ({
    workplace,
    place: (workplace === 'remote' ? remote.pop() : onSite.pop()) as DemoPlace,
  }));
}

/**
 * The offline demo corpus: about `size` postings (exactly `demoCorpusSize(size)`), each
 * occupation's share in proportion to its national employment and each metro's in proportion
 * to its population (decision 041); identical for the same seed, size and `now`, dated within
 * the 30 days before `now`.
 */
export function generateDemoCorpus(options: {
  now: Date;
  seed?: number;
  size?: number;
}): DemoCorpus {
  const random = new SeededRandom(options.seed ?? demoCorpusDefaults.seed);
  const size = options.size ?? demoCorpusDefaults.size;
  const counts = postingsPerOccupation(size);
  const specs = postingSpecs(size);
  const pools = employerPools(specs, random);
  const turns = new Map<Industry, number>();
  const used = new Set<string>();
  let placed: { workplace: DemoPosting['workplace']; place: DemoPlace }[] = [];
  const postings = specs.map(({ occupation, industry }, seq): DemoPosting => {
    if (seq === 0 || specs[seq - 1]?.occupation !== occupation) {
      placed = placesFor(occupation, counts.get(occupation.soc) ?? 0, random);
    }
    const pool = pools.get(industry) ?? [];
    const turn = turns.get(industry) ?? 0;
    turns.set(industry, turn + 1);
    let employer = pool[turn % pool.length] as DemoEmployer;
    let title = titleFor(occupation, random);
    let { workplace, place } = placed.pop() as (typeof placed)[number];
    // Company + title + location is the dedupe fingerprint, and boards show remote jobs as
    // "Remote - US": keep every demo posting a distinct job under that key. The place stays
    // (it is the metro's share); another employer, then another title, takes the posting.
    const keyOf = () =>
      `${employer.slug}|${title}|${workplace === 'remote' ? 'remote' : `${place.city}|${place.state}`}`;
    for (let attempt = 1; used.has(keyOf()); attempt += 1) {
      if (workplace === 'remote') workplace = 'hybrid';
      else if (attempt <= pool.length)
        employer = pool[(turn + attempt) % pool.length] as DemoEmployer;
      else title = titleFor(occupation, random);
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
