/**
 * Shifts and schedules a job can state and a person can accept (decision 047). A module of its
 * own, like the employment-type labels: pages read it without a schema.
 */
export const jobShifts = ['DAY', 'EVENING', 'NIGHT', 'WEEKEND', 'ROTATING'] as const;
export type JobShift = (typeof jobShifts)[number];

/** The preference's checkbox texts. */
export const shiftLabels: Readonly<Record<JobShift, string>> = {
  DAY: 'Day',
  EVENING: 'Evening',
  NIGHT: 'Night',
  WEEKEND: 'Weekends',
  ROTATING: 'Rotating or on-call',
};

/** What a card says of a job that states the shift ("Night shift"). */
const cardLabels: Readonly<Record<JobShift, string>> = {
  DAY: 'Day shift',
  EVENING: 'Evening shift',
  NIGHT: 'Night shift',
  WEEKEND: 'Weekends',
  ROTATING: 'Rotating or on-call',
};

/** "Night shift · Weekends", in the list's order; unknown stored values are left out. */
export function describeShifts(shifts: readonly string[]): string | null {
  const named = jobShifts.filter((shift) => shifts.includes(shift)).map((s) => cardLabels[s]);
  return named.length > 0 ? named.join(' · ') : null;
}
