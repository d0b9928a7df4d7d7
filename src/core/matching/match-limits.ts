/** Matches stored per run: a day's worth a person can look through. */
export const MATCHES_PER_RUN = 50;
/**
 * Below this score a job is not offered at all: an empty day is more honest than fifty jobs
 * in the wrong field.
 */
export const MIN_MATCH_SCORE = 30;
