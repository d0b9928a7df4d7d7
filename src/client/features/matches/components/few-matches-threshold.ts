/**
 * Fewer matches than this on a day and the dashboard says so, with the nearest widening. A module
 * of its own: the dashboard's first screen reads it, and the advice (few-matches.ts) pulls in the
 * occupation titles, which load only with the notice (the first-screen budget, route-chunks.test.ts).
 */
export const FEW_MATCHES = 10;
