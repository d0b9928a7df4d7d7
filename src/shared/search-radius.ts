/**
 * How far the person will travel to an on-site or hybrid job. Farther jobs are not matched unless
 * they are willing to relocate; 30 miles was the fixed radius before it was theirs to set
 * (decision 042). A module of its own: the dashboard reads it without the preferences schema.
 */
export const radiusMilesOptions = [10, 20, 30, 50, 75, 100, 150] as const;
export const DEFAULT_RADIUS_MILES = 30;
