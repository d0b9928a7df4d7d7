/** Workplace kinds as small integers for the ranking arrays (same order as `jobWorkplaces`). */
export const WORKPLACE_REMOTE = 0;

export interface LocationWish {
  hasLocation: boolean;
  remoteOk: boolean;
  willingToRelocate: boolean;
  radiusMiles: number;
}

/** The least an on-site job inside the radius scores: the radius's edge. */
const EDGE_OF_RADIUS = 0.75;
/**
 * A remote job for someone who named a place and did not ask for remote work: acceptable but
 * not what they asked for, so just below every job within reach.
 */
const REMOTE_NOT_ASKED = EDGE_OF_RADIUS - 0.1;
/**
 * Past the radius, for someone willing to relocate: they said a move is fine, so a far job that
 * fits otherwise is nearly as good as a near one, just below every job within reach.
 */
const WORTH_A_MOVE = EDGE_OF_RADIUS - 0.05;

/**
 * Location or remote fit. `miles` is the distance to the nearest of the job's places (NaN when
 * either side has no coordinates). Inside the radius a job loses a little with distance; past
 * it only people willing to relocate keep interest.
 */
export function locationFit(miles: number, workplace: number, wish: LocationWish) {
  if (workplace === WORKPLACE_REMOTE) return wish.remoteOk ? 1 : REMOTE_NOT_ASKED;
  if (Number.isNaN(miles)) return wish.hasLocation ? 0.35 : 0.5;
  if (miles <= wish.radiusMiles) {
    return 1 - ((1 - EDGE_OF_RADIUS) * miles) / Math.max(1, wish.radiusMiles);
  }
  return wish.willingToRelocate ? WORTH_A_MOVE : 0.08;
}
