import { occupations } from '../occupations/occupations.ts';
import { occupationEmployment } from './occupation-employment.ts';

/**
 * The fewest postings any occupation gets: up to 5, so a rare occupation still has a few (real
 * boards carry a handful of actuary jobs beside thousands of cashier jobs), but never more than a
 * quarter of a small corpus (DEMO_CORPUS_SIZE for tests), so the rest still follows employment.
 */
function floorFor(size: number, occupationCount: number): number {
  return Math.min(5, Math.max(1, Math.floor(size / (4 * occupationCount))));
}

/** Postings in a demo corpus of about `size` (DEMO_CORPUS_SIZE): exactly `size`, at least one per occupation. */
export function demoCorpusSize(size: number): number {
  return Math.max(Math.round(size), occupations().length);
}

/**
 * How many postings each occupation gets in a corpus of `size`, by SOC, in occupations() order:
 * the floor each, then the rest in proportion to national employment (largest remainders, so
 * the counts add up to `demoCorpusSize(size)` exactly).
 */
export function postingsPerOccupation(size: number): Map<string, number> {
  const list = occupations();
  const floor = floorFor(size, list.length);
  const rest = Math.max(0, demoCorpusSize(size) - floor * list.length);
  const employment = list.map(({ soc }) => {
    const jobs = occupationEmployment.get(soc);
    if (jobs === undefined) throw new Error(`no employment figure for occupation ${soc}`);
    return jobs;
  });
  const total = employment.reduce((sum, jobs) => sum + jobs, 0);
  const shares = employment.map((jobs) => (rest * jobs) / total);
  const counts = shares.map(Math.floor);
  let left = rest - counts.reduce((sum, count) => sum + count, 0);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left-- <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return new Map(list.map(({ soc }, index) => [soc, floor + (counts[index] ?? 0)]));
}
