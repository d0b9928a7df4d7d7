import type { Browser } from 'playwright-core';

let launching: Promise<Browser> | null = null;

/**
 * One Chromium per process, launched on first use and shared by attempts (each gets its own
 * context, closed after). Debian's build at CHROME_PATH; an honest default User-Agent, no stealth
 * flags (decision 057). A browser that crashed is launched again on the next attempt.
 */
export async function sharedBrowser(executablePath: string): Promise<Browser> {
  const current = launching ? await launching.catch(() => null) : null;
  if (current?.isConnected()) return current;
  // Loaded on first launch: most processes never open a browser, and playwright-core is a large
  // part of every start-up's module loading (docs/performance.md, "Start-up").
  launching = import('playwright-core').then(({ chromium }) =>
    chromium.launch({
      executablePath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-sync',
      ],
    }),
  );
  return launching;
}

/** Closes the shared browser (at shutdown); the next attempt would launch a new one. */
export async function closeSharedBrowser(): Promise<void> {
  const current = launching;
  launching = null;
  const browser = current ? await current.catch(() => null) : null;
  await browser?.close().catch(() => {});
}
