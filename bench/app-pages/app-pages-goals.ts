/**
 * Issue "first ten minutes" item 14: the first screen of the signed-in app (its login page and
 * its dashboard) loads at most 100 KB of gzip JavaScript and scores at least 95 in Lighthouse's
 * mobile profile.
 */
export const APP_PAGES_GOALS = {
  /** "≤ 100 KB gzip" of JavaScript per first screen, counted in bytes of 1,000. */
  jsGzipBytes: 100_000,
  performance: 95,
} as const;

/** Lighthouse runs per page; the median run (by performance score, then LCP) is reported. */
export const APP_PAGES_RUNS = 3;

/** The pages measured: the signed-out entry to the app, and where a subscriber lands. */
export const APP_PAGES = [
  { path: '/login', label: '`/login`', signedIn: false },
  { path: '/main-app/dashboard', label: 'dashboard `/main-app/dashboard`', signedIn: true },
] as const;

export type AppPage = (typeof APP_PAGES)[number];
