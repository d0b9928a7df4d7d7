import type { Industry } from '../../shared/industries.ts';
import type { SeededRandom } from './seeded-random.ts';

/** The job boards the demo corpus is published on, each in its connector's native shape. */
export const demoBoardKinds = [
  'greenhouse',
  'lever',
  'ashby',
  'smartrecruiters',
  'jsonld',
] as const;
export type DemoBoardKind = (typeof demoBoardKinds)[number];

export interface DemoEmployer {
  name: string;
  /** Board token / site / company identifier; Lever and Ashby derive the company name from it. */
  slug: string;
  industry: Industry;
  board: DemoBoardKind;
}

// Invented place names and surnames keep employers fictional; letters only, so that a slug turns
// back into the same name.
const places = [
  'Maple Falls',
  'Cedar Ridge',
  'Harbor Point',
  'Stonebridge',
  'Willow Creek',
  'Pine Hollow',
  'Eastbrook',
  'Silver Lake',
  'Fox Run',
  'Redfield',
  'Clearwater Bay',
  'Amber Valley',
  'North Haven',
  'Brookside',
  'Granite Peak',
  'Lakemont',
  'Riverbend',
  'Westfield Plains',
  'Oak Terrace',
  'Sunmesa',
  'Bluewater',
  'Prairie View',
  'Ironwood',
  'Copper Canyon',
  'Hollis Bay',
  'Mistral Coast',
  'Elm Grove',
  'Summit Vale',
  'Crescent Harbor',
  'Aspen Fork',
];
const surnames = [
  'Hartwell',
  'Brennan',
  'Okafor',
  'Lindqvist',
  'Moreno',
  'Castellan',
  'Whitaker',
  'Nakamura',
  'Delacroix',
  'Abernathy',
  'Kowalczyk',
  'Ferreira',
  'Thornbury',
  'Adeyemi',
  'Vasquez',
  'Holloway',
  'Sorensen',
  'Iverson',
  'Pemberton',
  'Quintero',
  'Galloway',
  'Rasmussen',
];
const words = [
  'Bright',
  'North',
  'Blue',
  'Summit',
  'True',
  'Clear',
  'Keystone',
  'Evergreen',
  'Beacon',
  'Meridian',
  'Harbor',
  'Silverline',
  'Cobalt',
  'Pioneer',
  'Lumen',
  'Atlas',
  'Juniper',
  'Crest',
];

type Pattern = (r: SeededRandom) => string;
const place = (r: SeededRandom) => r.pick(places);
const surname = (r: SeededRandom) => r.pick(surnames);
const word = (r: SeededRandom) => r.pick(words);

const patterns: Record<Industry, Pattern[]> = {
  Healthcare: [
    (r) => `${place(r)} Regional Medical Center`,
    (r) => `${place(r)} Health System`,
    (r) => `${surname(r)} Family Clinic`,
    (r) => `${place(r)} Community Hospital`,
    (r) => `${word(r)} Care Partners`,
  ],
  Technology: [
    (r) => `${word(r)}wave Labs`,
    (r) => `${word(r)} Software`,
    (r) => `${word(r)} Systems`,
  ],
  Finance: [
    (r) => `${place(r)} Savings Bank`,
    (r) => `${surname(r)} Capital Partners`,
    (r) => `${place(r)} Credit Union`,
    (r) => `${surname(r)} Insurance Group`,
  ],
  Education: [
    (r) => `${place(r)} Unified School District`,
    (r) => `${place(r)} Community College`,
    (r) => `${place(r)} State University`,
  ],
  Retail: [
    (r) => `${word(r)} Market`,
    (r) => `${surname(r)} Home Goods`,
    (r) => `${place(r)} Outfitters`,
  ],
  Manufacturing: [
    (r) => `${place(r)} Precision Manufacturing`,
    (r) => `${surname(r)} Metalworks`,
    (r) => `${word(r)} Industries`,
  ],
  Transportation: [
    (r) => `${place(r)} Freight Lines`,
    (r) => `${surname(r)} Trucking`,
    (r) => `${place(r)} Transit Authority`,
    (r) => `${word(r)} Logistics`,
  ],
  Construction: [
    (r) => `${surname(r)} Builders`,
    (r) => `${place(r)} Construction Group`,
    (r) => `${surname(r)} Mechanical Contractors`,
  ],
  Energy: [
    (r) => `${place(r)} Power and Light`,
    (r) => `${place(r)} Energy Cooperative`,
    (r) => `${word(r)} Solar`,
    (r) => `${place(r)} Water Utility`,
  ],
  Entertainment: [
    (r) => `${place(r)} Theatre Company`,
    (r) => `${word(r)} Studios`,
    (r) => `${place(r)} Sports Club`,
  ],
  Hospitality: [
    (r) => `${place(r)} Grand Hotel`,
    (r) => `${word(r)} Resorts`,
    (r) => `${place(r)} Inn and Suites`,
  ],
  'Real Estate': [(r) => `${surname(r)} Property Management`, (r) => `${place(r)} Realty Group`],
  Agriculture: [
    (r) => `${place(r)} Valley Farms`,
    (r) => `${surname(r)} Family Ranch`,
    (r) => `${word(r)} Growers Cooperative`,
  ],
  Telecommunications: [
    (r) => `${place(r)} Telephone Cooperative`,
    (r) => `${word(r)} Fiber`,
    (r) => `${word(r)}link Communications`,
  ],
  'Legal Services': [(r) => `${surname(r)} ${surname(r)} LLP`, (r) => `${surname(r)} Law Group`],
  Aerospace: [(r) => `${word(r)} Aerospace`, (r) => `${place(r)} Aviation Services`],
  Government: [
    (r) => `${place(r)} County`,
    (r) => `City of ${place(r)}`,
    // Bodies that employ every trade and profession (a nurse at a public works department read
    // oddly in the results).
    (r) => `${place(r)} Metro Government`,
  ],
  Nonprofit: [
    (r) => `${place(r)} Community Foundation`,
    (r) => `${word(r)} Youth Alliance`,
    (r) => `${place(r)} Food Bank`,
  ],
  'Food Services': [
    (r) => `${surname(r)} Family Kitchen`,
    (r) => `${word(r)} Bistro`,
    (r) => `${place(r)} Catering Company`,
  ],
  Automotive: [
    (r) => `${place(r)} Auto Group`,
    (r) => `${surname(r)} Motors`,
    (r) => `${word(r)} Collision Center`,
  ],
};

/** Greenhouse carries the most boards, as in the real market; JSON-LD career pages come next. */
const boardWeights: readonly (readonly [DemoBoardKind, number])[] = [
  ['greenhouse', 30],
  ['lever', 18],
  ['ashby', 17],
  ['smartrecruiters', 15],
  ['jsonld', 20],
];

/**
 * Lever and Ashby payloads carry no company name; their connectors title-case the slug. Names that
 * would not survive that ("City of …", "… LLP") go to boards whose payloads name the company.
 */
function boardFor(name: string, random: SeededRandom): DemoBoardKind {
  const fromSlug = slugOf(name)
    .split('-')
    .map((part) => (part[0]?.toUpperCase() ?? '') + part.slice(1))
    .join(' ');
  const choices =
    fromSlug === name
      ? boardWeights
      : boardWeights.filter(([kind]) => kind !== 'lever' && kind !== 'ashby');
  return random.weighted(choices);
}

export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `count` distinct fictional employers of one industry, each on one demo board. */
export function createEmployers(
  industry: Industry,
  count: number,
  random: SeededRandom,
  taken: Set<string>,
): DemoEmployer[] {
  const employers: DemoEmployer[] = [];
  for (let attempt = 0; employers.length < count; attempt += 1) {
    let name = random.pick(patterns[industry])(random);
    // Past the pattern space, a numbered division keeps names distinct.
    if (attempt > count * 20) name = `${name} ${random.pick(places).split(' ')[0]} Division`;
    if (taken.has(slugOf(name))) continue;
    taken.add(slugOf(name));
    employers.push({ name, slug: slugOf(name), industry, board: boardFor(name, random) });
  }
  return employers;
}
