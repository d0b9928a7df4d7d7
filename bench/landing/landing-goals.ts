/** Issue goals for `/` (landing page): JS weight, lab LCP, Lighthouse scores. */
export const LANDING_GOALS = {
  /** "≤ 15 KB gzip of JavaScript on /", counted in bytes of 1,000. */
  jsGzipBytes: 15_000,
  lcpMs: 1_000,
  lcpAimMs: 500,
  performance: 95,
  accessibility: 100,
} as const;

/** Lighthouse runs on `/`; the median run (by performance score, then LCP) is reported. */
export const LANDING_RUNS = 3;
