/**
 * Public pages that are plain HTML made at build time, not drawn by the client app: the server
 * sends each file for exactly its path, so the first paint needs no JavaScript at all.
 */
export const prerenderedPages = {
  '/': 'landing.html',
  '/privacy': 'privacy.html',
  '/terms': 'terms.html',
} as const;

export type PrerenderedPath = keyof typeof prerenderedPages;
export type PrerenderedFile = (typeof prerenderedPages)[PrerenderedPath];

/** The element whose text the server keeps at the current year (see server/prerendered-page.ts). */
export const COPYRIGHT_YEAR_ID = 'copyright-year';
