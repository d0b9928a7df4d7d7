import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** Debian's Chromium, as the e2e suite and Lighthouse runs use it. */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface FirstScreenWeight {
  /** Every script the page fetched until its network went quiet, in the order they answered. */
  scripts: { file: string; wireBytes: number; gzipBytes: number }[];
  /** Sum of gzip -9 sizes: the goal's measure, independent of what the server sends. */
  jsGzipBytes: number;
  /** Sum of the body bytes as sent (the build's brotli copies, where the browser takes them). */
  jsWireBytes: number;
}

const gzipBytes = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/**
 * Opens `url` in a fresh browser context (empty cache), with the session cookie when one is
 * given, and weighs every script the page loads until its network is idle and `ready` says the
 * first screen is drawn: the entry, its static imports and the route's own chunks. A page that
 * shows something else (a redirect to /login, an error page) fails the measurement.
 */
export async function measureFirstScreen(
  url: string,
  options: { cookie?: string; ready: { role: 'heading'; name: string } },
): Promise<FirstScreenWeight> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext();
    if (options.cookie) {
      const { origin } = new URL(url);
      await context.addCookies(
        options.cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
        }),
      );
    }
    const page = await context.newPage();
    const pending: Promise<FirstScreenWeight['scripts'][number]>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
          file: new URL(response.url()).pathname,
          wireBytes: sizes.responseBodySize,
          gzipBytes: gzipBytes(body),
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole(options.ready.role, { name: options.ready.name }).first().waitFor();
    const scripts = await Promise.all(pending);
    return {
      scripts,
      jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      jsWireBytes: scripts.reduce((sum, script) => sum + script.wireBytes, 0),
    };
  } finally {
    await browser.close();
  }
}
