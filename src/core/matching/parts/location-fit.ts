/** Workplace kinds as small integers for the ranking arrays (same order as `workplaceKinds`). */
export const WORKPLACE_REMOTE = 0;

export interface LocationWish {
  hasLocation: boolean;
  remoteOk: boolean;
  willingToRelocate: boolean;
  radiusMiles: number;
}

/**
 * Location or remote fit. `miles` is the distance to the nearest of the job's places (NaN when
 * either side has no coordinates). Inside the radius a job loses a little with distance; past
 * it only people willing to relocate keep some interest.
 */
export function locationFit(miles: number, workplace: number, wish: LocationWish) {
  if (workplace === WORKPLACE_REMOTE) return wish.remoteOk ? 1 : 0.75;
  if (Number.isNaN(miles)) return wish.hasLocation ? 0.35 : 0.5;
  if (miles <= wish.radiusMiles) return 1 - (0.25 * miles) / Math.max(1, wish.radiusMiles);
  return wish.willingToRelocate ? 0.45 : 0.08;
}

/** Past this, an on-site or hybrid job is out of reach for someone who will not relocate. */
export const MIN_COMMUTE_REACH_MILES = 150;
export const commuteReachMiles = (radiusMiles: number) =>
  Math.max(3 * radiusMiles, MIN_COMMUTE_REACH_MILES);
