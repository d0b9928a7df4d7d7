import type { SourcePosting } from '../src/core/catalogue/connector-contract.ts';
import type { Occupation } from '../src/core/occupations/occupation-schema.ts';
import { occupations } from '../src/core/occupations/occupations.ts';
import { DAY_MS } from '../src/shared/time.ts';

/** mulberry32: a small seeded generator, so every bench run ingests the same postings. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const CITIES = [
  ['Austin', 'TX'],
  ['Denver', 'CO'],
  ['Columbus', 'OH'],
  ['Seattle', 'WA'],
  ['Atlanta', 'GA'],
  ['Phoenix', 'AZ'],
  ['Boston', 'MA'],
  ['Chicago', 'IL'],
  ['Nashville', 'TN'],
  ['Portland', 'OR'],
  ['Raleigh', 'NC'],
  ['Omaha', 'NE'],
  ['Tampa', 'FL'],
  ['Madison', 'WI'],
  ['Boise', 'ID'],
  ['Richmond', 'VA'],
  ['Tulsa', 'OK'],
  ['Sacramento', 'CA'],
  ['Pittsburgh', 'PA'],
  ['Albany', 'NY'],
] as const;
const COMPANY_WORDS = [
  'Harbor',
  'Summit',
  'Prairie',
  'Cedar',
  'Beacon',
  'Northwind',
  'Bluegrass',
  'Riverside',
  'Granite',
  'Maple',
  'Lakeside',
  'Ironwood',
  'Silverline',
  'Canyon',
  'Meadow',
];
const COMPANY_KINDS = [
  'Health',
  'Logistics',
  'Builders',
  'Financial',
  'Foods',
  'Energy',
  'Schools',
  'Manufacturing',
  'Labs',
  'Services',
  'Transit',
  'Media',
];
const LEVELS = ['', '', '', 'Senior ', 'Junior ', 'Lead '];
const WORKPLACES = ['onsite', 'onsite', 'hybrid', 'remote', 'unknown'] as const;
const EMPLOYMENT = [
  'FULL_TIME',
  'FULL_TIME',
  'FULL_TIME',
  'PART_TIME',
  'CONTRACT',
  'TEMPORARY',
] as const;

/**
 * `count` realistic postings over all 342 occupations (titles and aliases, skills, tools,
 * certifications and pay from the occupation data), from fictional employers, as the
 * connectors hand them to ingestion. Deterministic for a given seed.
 */
export function* benchPostings(count: number, seed = 20_261_124): Generator<SourcePosting> {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const some = <T>(items: readonly T[], n: number): T[] =>
    items.filter(() => random() < n / Math.max(1, items.length));
  const list = occupations();
  const now = Date.parse('2026-11-24T00:00:00Z');
  for (let index = 0; index < count; index++) {
    const occupation = list[index % list.length] as Occupation;
    const company = `${pick(COMPANY_WORDS)} ${pick(COMPANY_WORDS)} ${pick(COMPANY_KINDS)} ${index % 997}`;
    const title = `${pick(LEVELS)}${pick([occupation.title, ...occupation.aliases])}`;
    const [city, region] = pick(CITIES);
    const workplace = pick(WORKPLACES);
    yield {
      source: 'demo',
      tenant: `bench-${index % 50}`,
      sourceId: String(index),
      title,
      company,
      locations:
        workplace === 'remote'
          ? [{ raw: 'Remote (US)', country: 'US' }]
          : [{ raw: `${city}, ${region}`, city, region, country: 'US' }],
      workplace,
      employmentType: pick(EMPLOYMENT),
      salary: {
        min: occupation.pay.min,
        max: occupation.pay.max,
        currency: 'USD',
        period: occupation.pay.period,
        origin: 'structured',
        isEstimate: false,
      },
      descriptionHtml: description(
        occupation,
        company,
        some(occupation.skills, 4),
        some(occupation.tools, 2),
        random,
      ),
      postedAt: new Date(now - Math.floor(random() * 60) * DAY_MS).toISOString(),
      applyUrl: `https://jobs.bench.example/${index % 50}/${index}`,
      ats: null,
      skills: [],
      willingToRelocate: random() < 0.1 ? true : null,
      isDemo: true,
    };
  }
}

function description(
  occupation: Occupation,
  company: string,
  skills: string[],
  tools: string[],
  random: () => number,
): string {
  const certification = occupation.certifications[0];
  const shift = random() < 0.5 ? 'day shifts' : 'a flexible schedule';
  return [
    `<p>${company} is hiring a ${occupation.title.toLowerCase()} to join a growing team on ${shift}.</p>`,
    `<p>You will work closely with colleagues and customers, bring sound judgement and take pride in quality work.</p>`,
    `<ul>${skills.map((skill) => `<li>${skill}</li>`).join('')}</ul>`,
    tools.length ? `<p>Experience with ${tools.join(' and ')} is a plus.</p>` : '',
    certification ? `<p>${certification.name} preferred.</p>` : '',
    '<p>We offer health benefits, paid time off and a retirement plan.</p>',
  ].join('');
}
