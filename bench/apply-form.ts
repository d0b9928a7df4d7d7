// The applying part of `npm run bench`: fill and submit one application on the local Greenhouse
// stand-in with the browser channel (agent, planner, verification, screenshots), against a bare
// playwright-core script filling the same form with hard-coded selectors, in the same run and the
// same Chromium. bench/run.ts calls benchApplyForm(); `node bench/apply-form.ts` runs it alone.
import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { closeSharedBrowser } from '../src/core/applying/channels/browser/shared-browser.ts';
import { browserChannel } from '../src/core/applying/channels/browser.ts';
import { formDefinitionSource } from '../src/core/applying/form-definitions/form-definition-source.ts';
import type { AttemptInput } from '../src/core/applying/types.ts';
import { documentFiles, nurseFacts } from '../tests/helpers/applicant.ts';
import { startAtsStandins } from '../tests/helpers/ats-standins/server.ts';
import { writeMarkedSection } from './marked-section.ts';

const RUNS = 12;
const GOAL_RATIO = 1.5;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const START = '<!-- apply-form:start -->';
const END = '<!-- apply-form:end -->';
const FORM = '/greenhouse/st-davids/jobs/4012345';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Resident memory of every Chromium process now, in MB (Linux /proc through ps). */
function chromiumRssMb(): number {
  try {
    const out = execFileSync('ps', ['-C', 'chromium', '-o', 'rss='], { encoding: 'utf8' });
    return out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024;
  } catch {
    return 0;
  }
}

/** Runs `work` while sampling Chromium's memory; the peak above the idle browser's. */
async function measured(work: () => Promise<void>) {
  const idle = chromiumRssMb();
  let peak = idle;
  const timer = setInterval(() => {
    peak = Math.max(peak, chromiumRssMb());
  }, 25);
  const began = performance.now();
  await work();
  const ms = performance.now() - began;
  clearInterval(timer);
  return { ms, peakMb: Math.max(0, peak - idle) };
}

/** The peer: what a hand-written script for exactly this form does, and nothing else. */
async function bareFill(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.fill('#first_name', 'Ana');
  await page.fill('#last_name', 'Lopez');
  await page.fill('#email', 'ana.lopez@example.test');
  await page.fill('#phone', '+1 512 555 0100');
  const [resume, letter] = documentFiles();
  if (!resume || !letter) throw new Error('no documents');
  await page.setInputFiles('#resume', {
    name: resume.fileName,
    mimeType: resume.contentType,
    buffer: resume.content,
  });
  await page.setInputFiles('#cover_letter', {
    name: letter.fileName,
    mimeType: letter.contentType,
    buffer: letter.content,
  });
  for (const [id, answer] of [
    ['question_30002', 'Yes'],
    ['question_30003', 'No'],
  ] as const) {
    await page.click(`#${id}`);
    await page.click(`#${id}-listbox [role=option]:text-is("${answer}")`);
  }
  await page.click('#submit-app');
  await page.getByText('Thank you for applying').waitFor();
  await context.close();
}

export interface ApplyFormBench {
  date: string;
  loadAverage: number;
  channelMs: number;
  bareMs: number;
  channelPeakMb: number;
  barePeakMb: number;
  submissions: number;
  perMinute: number;
}

export async function measureApplyForm(): Promise<ApplyFormBench> {
  const loadAverage = loadavg()[0] ?? 0;
  const standins = await startAtsStandins();
  const url = `${standins.origin}${FORM}`;
  const channel = browserChannel(CHROME);
  const hooks = { markSubmitting: async () => {}, progress: async () => {} };
  const base: AttemptInput = {
    applicationId: 'bench',
    mode: 'inspect',
    applyUrl: url,
    formKind: 'greenhouse',
    atsIds: { boardToken: 'st-davids', jobId: '4012345' },
    // As in production, the board API's definition is read beside the page (decision 063).
    formDefinition: formDefinitionSource({
      formKind: 'greenhouse',
      atsIds: { boardToken: 'st-davids', jobId: '4012345' },
      applyUrl: url,
      greenhouseApiBase: standins.origin,
    }),
    facts: nurseFacts(),
    files: documentFiles(),
    approved: [],
    stepTimeoutMs: 30_000,
  };
  const inspected = await channel(base, hooks);
  if (inspected.kind !== 'inspected')
    throw new Error(`the stand-in form was not read: ${inspected.kind}`);
  const submit = { ...base, mode: 'submit' as const, approved: inspected.fields };
  const bare = await chromium.launch({
    executablePath: CHROME,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const channelRuns: { ms: number; peakMb: number }[] = [];
  const bareRuns: { ms: number; peakMb: number }[] = [];
  try {
    // Warm both paths once, then alternate so load on the machine falls on both alike.
    await channel(submit, hooks);
    await bareFill(bare, url);
    for (let run = 0; run < RUNS; run++) {
      channelRuns.push(
        await measured(async () => {
          const outcome = await channel(submit, hooks);
          if (outcome.kind !== 'submitted') throw new Error(`not submitted: ${outcome.kind}`);
        }),
      );
      bareRuns.push(await measured(() => bareFill(bare, url)));
    }
  } finally {
    await bare.close();
    await closeSharedBrowser();
    await standins.close();
  }
  const channelMs = median(channelRuns.map((r) => r.ms));
  return {
    date: new Date().toISOString(),
    loadAverage,
    channelMs,
    bareMs: median(bareRuns.map((r) => r.ms)),
    channelPeakMb: median(channelRuns.map((r) => r.peakMb)),
    barePeakMb: median(bareRuns.map((r) => r.peakMb)),
    submissions: standins.submissions.length,
    perMinute: 60_000 / channelMs,
  };
}

const verdict = (ratio: number) => (ratio <= GOAL_RATIO ? 'pass' : '**miss**');

export function renderApplyFormSection(bench: ApplyFormBench): string {
  const timeRatio = bench.channelMs / bench.bareMs;
  const memoryRatio = bench.barePeakMb > 0 ? bench.channelPeakMb / bench.barePeakMb : Number.NaN;
  return [
    START,
    '## Applying: one hosted form',
    '',
    `Measured by \`npm run bench\` (bench/apply-form.ts; alone: \`node bench/apply-form.ts\`) on ${bench.date}: fill and submit the local Greenhouse stand-in (tests/helpers/ats-standins, plain variant) with the browser channel, and with a bare playwright-core script that fills the same form by hard-coded selectors, alternately, ${RUNS} times each after a warm-up, one fresh browser context per application in both. Memory is the peak resident size of all Chromium processes above the idle browser's, sampled every 25 ms. Load average (1 min) before: ${bench.loadAverage.toFixed(2)} on ${availableParallelism()} cores.`,
    '',
    '| Measure | Browser channel | Bare script | Ratio | Goal | Result |',
    '|---|---:|---:|---:|---|---|',
    `| Wall time per application (median) | ${bench.channelMs.toFixed(0)} ms | ${bench.bareMs.toFixed(0)} ms | ${timeRatio.toFixed(2)}× | ≤ ${GOAL_RATIO}× | ${verdict(timeRatio)} |`,
    `| Peak Chromium memory per context (median) | ${bench.channelPeakMb.toFixed(0)} MB | ${bench.barePeakMb.toFixed(0)} MB | ${memoryRatio.toFixed(2)}× | ≤ ${GOAL_RATIO}× | ${verdict(memoryRatio)} |`,
    '',
    `What the channel does beyond the script: it reads the whole form (opening each combobox to read its options), plans every answer, reads each value back after setting it, re-sets text after the uploads (a resume parser may overwrite it), takes two full-page screenshots (the filled form and the confirmation, kept in the receipt) and polls for the confirmation. One worker process runs one attempt at a time (decision 058), so one worker sends about ${bench.perMinute.toFixed(0)} applications a minute on this machine at this size, before the per-host pacing (APPLY_HOST_PACING_SECONDS, 60 s by default) spaces them out. The stand-in recorded ${bench.submissions} submissions.`,
    END,
  ].join('\n');
}

export async function benchApplyForm(say: (line: string) => void) {
  say('apply-form: browser channel vs a bare script on the Greenhouse stand-in');
  const bench = await measureApplyForm();
  writeMarkedSection(START, END, renderApplyFormSection(bench));
  say(
    `apply-form: channel ${bench.channelMs.toFixed(0)} ms, bare ${bench.bareMs.toFixed(0)} ms (${(bench.channelMs / bench.bareMs).toFixed(2)}x); memory ${bench.channelPeakMb.toFixed(0)} vs ${bench.barePeakMb.toFixed(0)} MB`,
  );
  return bench;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchApplyForm((line) => console.info(line));
}
