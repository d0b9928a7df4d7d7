import { existsSync } from 'node:fs';

/**
 * Debian's Chromium builds, lightest first. The headless shell (package chromium-headless-shell)
 * is the same engine without the full browser around it; on the same journeys it used well under
 * half the CPU of `chromium` in headless mode (decision 073). Browser extensions need the full
 * browser, so the extension tests launch `chromium` itself.
 */
export const CHROMIUM_BUILDS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;

/** The first of Debian's builds that is installed; `chromium`'s path when neither is. */
export function defaultChromePath(exists: (path: string) => boolean = existsSync): string {
  return CHROMIUM_BUILDS.find((path) => exists(path)) ?? '/usr/bin/chromium';
}
