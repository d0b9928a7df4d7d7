import type { SeededRandom } from './seeded-random.ts';
import { usMetros } from './us-metros.ts';

export interface DemoPlace {
  city: string;
  state: string;
}

const places: readonly DemoPlace[] = usMetros.map(([city, state]) => ({ city, state }));
const populations = usMetros.map(([, , population]) => population);
const totalPopulation = populations.reduce((sum, people) => sum + people, 0);

/**
 * `count` places in proportion to metro population, by systematic sampling: points a fixed step
 * apart (one random start) over the metros' stacked populations. Unlike independent draws, every
 * metro at least one step large gets its share without fail, so an occupation with 300 postings
 * has one in every metro of a million people or more, and smaller metros get one by chance in
 * proportion. Returned in random order, so one employer's postings are not one region's.
 */
export function placeInMetros(count: number, random: SeededRandom): DemoPlace[] {
  if (count <= 0) return [];
  const step = totalPopulation / count;
  let point = random.next() * step;
  let metro = 0;
  let stacked = populations[0] ?? 0;
  const picked: DemoPlace[] = [];
  for (let index = 0; index < count; index += 1) {
    while (point >= stacked && metro < populations.length - 1) {
      metro += 1;
      stacked += populations[metro] ?? 0;
    }
    picked.push(places[metro] as DemoPlace);
    point += step;
  }
  return random.sample(picked, count);
}
