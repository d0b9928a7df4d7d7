/** A point on the sphere as a unit vector: distances then cost one dot product and one acos. */
export type UnitVector = readonly [number, number, number];

export const EARTH_RADIUS_MILES = 3958.8;
const RADIANS = Math.PI / 180;

export function toUnitVector(lat: number, lon: number): UnitVector {
  const phi = lat * RADIANS;
  const lambda = lon * RADIANS;
  const cosPhi = Math.cos(phi);
  return [cosPhi * Math.cos(lambda), cosPhi * Math.sin(lambda), Math.sin(phi)];
}

/** Great-circle miles between two unit vectors (clamped: rounding can push the dot past ±1). */
export function milesFromDot(dot: number): number {
  return EARTH_RADIUS_MILES * Math.acos(Math.min(1, Math.max(-1, dot)));
}

/** Great-circle (haversine-equivalent) miles between two latitude/longitude points. */
export function milesBetween(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const u = toUnitVector(a.lat, a.lon);
  const v = toUnitVector(b.lat, b.lon);
  return milesFromDot(u[0] * v[0] + u[1] * v[1] + u[2] * v[2]);
}
