import { jobShifts } from '../../shared/shift-labels.ts';

/**
 * Shifts as bits (DAY 1, EVENING 2, NIGHT 4, WEEKEND 8, ROTATING 16), so the ranking's first pass
 * compares a job's stated shifts with the person's in one AND (decision 047).
 */
export function shiftMask(shifts: readonly string[]): number {
  let mask = 0;
  jobShifts.forEach((shift, bit) => {
    if (shifts.includes(shift)) mask |= 1 << bit;
  });
  return mask;
}

/**
 * A job that states shifts, none of which the person will work, is not theirs; one that states
 * none is kept (we cannot know), and so is every job for a person who named none.
 */
export function isExcludedShift(jobMask: number, personMask: number): boolean {
  return personMask !== 0 && jobMask !== 0 && (jobMask & personMask) === 0;
}
