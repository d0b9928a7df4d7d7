import type { SalaryBand } from '../types.ts';

export type SalaryRelation = 'within' | 'partly' | 'above' | 'below' | 'unknown';

/** A band as annual USD [low, high]; "200000+" has no top. Null band → NaN low (no wish). */
export function salaryBandRange(band: SalaryBand | null): [number, number] {
  if (!band) return [Number.NaN, Number.NaN];
  if (band.endsWith('+')) return [Number(band.slice(0, -1)), Number.POSITIVE_INFINITY];
  const [low, high] = band.split('-').map(Number);
  return [low ?? 0, high ?? Number.POSITIVE_INFINITY];
}

/**
 * NaN means unknown for every argument. 'partly': the job's range starts below the band and
 * reaches into it, so "within your band" would claim more than the posting promises.
 */
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
  if (bottom < bandLow) return 'partly';
  return 'within';
}

/**
 * Full marks within or above the band; a range that only reaches into it gets the share of the
 * range inside, so one lying mostly below the band scores under a job that states no pay;
 * wholly below it, nothing: people judged a job that pays less than they asked for no fit,
 * however close (decision 048).
 */
export function salaryFit(bandLow: number, bandHigh: number, jobMin: number, jobMax: number) {
  const relation = salaryRelation(bandLow, bandHigh, jobMin, jobMax);
  if (relation === 'unknown') return 0.6;
  const top = Number.isNaN(jobMax) ? jobMin : jobMax;
  if (relation === 'partly') {
    const bottom = Number.isNaN(jobMin) ? jobMax : jobMin;
    return (top - bandLow) / (top - bottom);
  }
  return relation === 'below' ? 0 : 1;
}

/** The job states its pay and even its top is under the person's floor (null: no floor). */
export function isBelowFloor(floor: number | null, jobMin: number, jobMax: number): boolean {
  if (floor === null) return false;
  const top = Number.isNaN(jobMax) ? jobMin : jobMax;
  return top < floor;
}

/** The band's low end raised to a learned floor, when there is one. */
export function effectiveBandLow(bandLow: number, floor: number | null) {
  if (floor === null) return bandLow;
  return Number.isNaN(bandLow) ? floor : Math.max(bandLow, floor);
}
