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
  /** Performance points each metric cost (weight × (1 − score)), largest first; none at 100. */
  pointsLost: { metric: string; points: number }[];
  /** Lighthouse's own findings that it estimates would move LCP or FCP, largest saving first. */
  findings: { id: string; title: string; savingsMs: number }[];
  /** The elements that moved, by their share of CLS, largest first. */
  layoutShifts: { selector: string; label: string; score: number }[];
  /** The element painted last as the largest: what LCP timed. */
  lcpElement: string;
}

type NodeDetail = { selector?: string; nodeLabel?: string };

type Lhr = {
  audits: Record<
    string,
    {
      title?: string;
      score?: number | null;
      metricSavings?: Record<string, number>;
      details?: { items?: { node?: NodeDetail; score?: number; type?: string }[] };
    }
  >;
  categories: Record<string, { auditRefs: { id: string; weight: number }[] } | undefined>;
};

/** Where the performance score went: the metrics below full marks, and what Lighthouse blames. */
function diagnose(
  lhr: Lhr,
): Pick<LighthouseRun, 'pointsLost' | 'findings' | 'layoutShifts' | 'lcpElement'> {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const pointsLost = refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({
      metric: ref.id,
      points: ref.weight * (1 - (lhr.audits[ref.id]?.score ?? 0)),
    }))
    .filter((loss) => loss.points >= 0.05)
    .sort((a, b) => b.points - a.points);
  const findings = refs
    .filter((ref) => ref.weight === 0)
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      const savings = audit?.metricSavings ?? {};
      return {
        id: ref.id,
        title: audit?.title ?? ref.id,
        savingsMs: Math.max(savings.LCP ?? 0, savings.FCP ?? 0),
        passed: audit?.score === 1 || audit?.score === null,
      };
    })
    .filter((finding) => !finding.passed && finding.savingsMs >= 10)
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .map(({ passed: _passed, ...finding }) => finding);
  const firstLine = (text = '') => text.split('\n')[0]?.slice(0, 80) ?? '';
  const layoutShifts = (lhr.audits['layout-shifts']?.details?.items ?? [])
    .map((item) => ({
      selector: item.node?.selector ?? '?',
      label: firstLine(item.node?.nodeLabel),
      score: item.score ?? 0,
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  const lcpNode = (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []).find(
    (item) => item.type === 'node',
  ) as NodeDetail | undefined;
  const lcpElement = lcpNode ? `${lcpNode.selector} ("${firstLine(lcpNode.nodeLabel)}")` : '';
  return { pointsLost, findings, layoutShifts, lcpElement };
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * One Lighthouse run with its defaults: mobile form factor (a Moto G Power-class phone), simulated
 * Slow 4G and 4x CPU slowdown. A fresh browser per run, so no cache carries over. `extraHeaders`
 * go with every request of the page (a session cookie, for a signed-in page).
 */
export async function runLighthouse(
  url: string,
  options: { extraHeaders?: Record<string, string> } = {},
): Promise<LighthouseRun> {
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
      extraHeaders: options.extraHeaders,
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
      ...diagnose(lhr as unknown as Lhr),
    };
  } finally {
    chrome.kill();
  }
}
