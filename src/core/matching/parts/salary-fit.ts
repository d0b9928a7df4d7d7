import type { SalaryBand } from '../types.ts';

export type SalaryRelation = 'within' | 'above' | 'below' | 'unknown';

/** A band as annual USD [low, high]; "200000+" has no top. Null band → NaN low (no wish). */
export function salaryBandRange(band: SalaryBand | null): [number, number] {
  if (!band) return [Number.NaN, Number.NaN];
  if (band.endsWith('+')) return [Number(band.slice(0, -1)), Number.POSITIVE_INFINITY];
  const [low, high] = band.split('-').map(Number);
  return [low ?? 0, high ?? Number.POSITIVE_INFINITY];
}

/** NaN means unknown for every argument. The floor is what feedback learned ("salary too low"). */
export function salaryRelation(
  bandLow: number,
  bandHigh: number,
  jobMin: number,
  jobMax: number,
): SalaryRelation {
  const top = Number.isNaN(jobMax) ? jobMin : jobMax;
  const bottom = Number.isNaN(jobMin) ? jobMax : jobMin;
  if (Number.isNaN(top) || Number.isNaN(bandLow)) return 'unknown';
  if (top < bandLow) return 'below';
  if (bottom > bandHigh) return 'above';
  return 'within';
}

/** Full marks within or above the band; below it, falls to 0 at 40% under the band's low end. */
export function salaryFit(bandLow: number, bandHigh: number, jobMin: number, jobMax: number) {
  const relation = salaryRelation(bandLow, bandHigh, jobMin, jobMax);
  if (relation === 'unknown') return 0.6;
  if (relation !== 'below') return 1;
  const top = Number.isNaN(jobMax) ? jobMin : jobMax;
  return Math.max(0, 1 - (2.5 * (bandLow - top)) / bandLow);
}

/** The band's low end raised to a learned floor, when there is one. */
export function effectiveBandLow(bandLow: number, floor: number | null) {
  if (floor === null) return bandLow;
  return Number.isNaN(bandLow) ? floor : Math.max(bandLow, floor);
}
