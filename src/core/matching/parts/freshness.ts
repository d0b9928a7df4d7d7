import { DAY_MS } from '../../../shared/time.ts';

const HALF_LIFE_DAYS = 14;

/** 1 for a job posted today, 0.5 after two weeks, near 0 after two months. */
export function freshness(ageDays: number) {
  return ageDays <= 0 ? 1 : 0.5 ** (ageDays / HALF_LIFE_DAYS);
}

/** Whole UTC days between posting and now: a job posted today is 0 days old all day. */
export const ageInDays = (postedAtMs: number, nowMs: number) =>
  Math.floor(nowMs / DAY_MS) - Math.floor(postedAtMs / DAY_MS);
