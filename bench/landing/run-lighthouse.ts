import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Debian's Chromium, started as the e2e suite starts it (no sandbox inside the container). */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Requests to any host other than the page's own. */
  thirdPartyRequests: string[];
  /** Accessibility audits that failed, by id (empty at a score of 100). */
  failedA11yAudits: string[];
  lighthouseVersion: string;
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * One Lighthouse run with its defaults: mobile form factor (a Moto G Power-class phone), simulated
 * Slow 4G and 4x CPU slowdown. A fresh browser per run, so no cache carries over.
 */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const origin = new URL(url).origin;
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)
        ?.items ?? [];
    const a11yRefs = lhr.categories.accessibility?.auditRefs ?? [];
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      speedIndexMs: numeric(lhr, 'speed-index'),
      thirdPartyRequests: requests
        .map((request) => request.url)
        .filter((address) => /^https?:/.test(address) && new URL(address).origin !== origin),
      failedA11yAudits: a11yRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
      lighthouseVersion: lhr.lighthouseVersion,
    };
  } finally {
    chrome.kill();
  }
}
