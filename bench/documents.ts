// The documents part of `npm run bench` (decision 051): a two-page tailored resume rendered as a
// PDF, against the floor of the same PDF library printing the same text as plain paragraphs in
// the same embedded font, in the same run; and the DOCX. bench/run.ts calls benchDocuments();
// `node bench/documents.ts` runs it alone and rewrites only its section of docs/performance.md.
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { getDocumentProxy } from 'unpdf';
import { fontBytes } from '../src/core/documents/document-fonts.ts';
import { renderCoverLetterDocx } from '../src/core/documents/render-cover-letter-docx.ts';
import { renderCoverLetterPdf } from '../src/core/documents/render-cover-letter-pdf.ts';
import { renderResumeDocx } from '../src/core/documents/render-resume-docx.ts';
import { renderResumePdf } from '../src/core/documents/render-resume-pdf.ts';
import { resumeBlocks } from '../src/core/documents/resume-blocks.ts';
import { nurse, packageFor } from '../tests/helpers/application-packages.ts';
import { writeMarkedSection } from './marked-section.ts';

const WARM_UP = 5;
const RUNS = 40;
const GOAL_SHARE = 0.5;
const START = '<!-- documents:start -->';
const END = '<!-- documents:end -->';

interface Timing {
  p50: number;
  p99: number;
  /** Mean CPU time of this process per run: what other processes on the cores inflate least. */
  cpuMean: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};

/** The library's floor: the same text, one plain paragraph per line, no layout of ours. */
async function plainParagraphs(paragraphs: string[], font: 'embedded' | 'standard') {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  if (font === 'embedded') doc.registerFont('body', fontBytes('DejaVu Serif', 'regular'));
  doc.font(font === 'standard' ? 'Helvetica' : 'body').fontSize(10.5);
  for (const paragraph of paragraphs) doc.text(paragraph);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** Each task timed in turn within every round, so drift on the machine hits all of them alike. */
async function timeInterleaved(tasks: Record<string, () => Promise<unknown>>) {
  const names = Object.keys(tasks);
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]]));
  const cpu = Object.fromEntries(names.map((name) => [name, 0]));
  for (let round = 0; round < WARM_UP + RUNS; round++) {
    for (const name of names) {
      const cpuBefore = process.cpuUsage();
      const began = performance.now();
      await tasks[name]?.();
      if (round < WARM_UP) continue;
      times[name]?.push(performance.now() - began);
      const used = process.cpuUsage(cpuBefore);
      cpu[name] = (cpu[name] ?? 0) + (used.user + used.system) / 1000;
    }
  }
  return Object.fromEntries(
    names.map((name): [string, Timing] => {
      const values = times[name] ?? [];
      return [
        name,
        {
          p50: percentile(values, 0.5),
          p99: percentile(values, 0.99),
          cpuMean: (cpu[name] ?? 0) / RUNS,
        },
      ];
    }),
  );
}

export interface DocumentsBench {
  date: string;
  loadAverage: number;
  pages: number;
  pdfBytes: number;
  docxBytes: number;
  timings: Record<string, Timing>;
}

export async function measureDocuments(): Promise<DocumentsBench> {
  const loadAverage = loadavg()[0] ?? 0;
  const pkg = packageFor(nurse, { template: 'classic', paper: 'letter' });
  const paragraphs = resumeBlocks(pkg.resume)
    .map((block) => block.text)
    .filter(Boolean);
  const pdf = await renderResumePdf(pkg);
  const proxy = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  const pages = proxy.numPages;
  await proxy.loadingTask.destroy();
  const timings = await timeInterleaved({
    floor: () => plainParagraphs(paragraphs, 'embedded'),
    floorStandard: () => plainParagraphs(paragraphs, 'standard'),
    resumePdf: () => renderResumePdf(pkg),
    resumePdfModern: () => renderResumePdf({ ...pkg, layout: { template: 'modern', paper: 'a4' } }),
    letterPdf: () => renderCoverLetterPdf(pkg),
    resumeDocx: () => renderResumeDocx(pkg),
    letterDocx: () => renderCoverLetterDocx(pkg),
  });
  return {
    date: new Date().toISOString(),
    loadAverage,
    pages,
    pdfBytes: pdf.length,
    docxBytes: (await renderResumeDocx(pkg)).length,
    timings,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function renderDocumentsSection(bench: DocumentsBench): string {
  const t = (name: string) =>
    bench.timings[name] ?? { p50: Number.NaN, p99: Number.NaN, cpuMean: Number.NaN };
  const share = t('floor').p50 / t('resumePdf').p50;
  const cpuShare = t('floor').cpuMean / t('resumePdf').cpuMean;
  const row = (label: string, name: string, goal = '—', result = 'reported') =>
    `| ${label} | ${ms(t(name).p50)} | ${ms(t(name).p99)} | ${ms(t(name).cpuMean)} | ${goal} | ${result} |`;
  const pass = (value: number) => (value >= GOAL_SHARE ? 'pass' : '**miss**');
  return [
    START,
    '## Documents',
    '',
    `Measured by \`npm run bench\` (bench/documents.ts) on ${bench.date}, in one Node process: the nurse's tailored resume of the renderer tests (4 jobs, 2 schools, 3 certifications; classic template, US Letter) is a ${bench.pages}-page PDF of ${(bench.pdfBytes / 1024).toFixed(0)} KB (DOCX ${(bench.docxBytes / 1024).toFixed(0)} KB). The floor is pdfkit printing the same lines as plain paragraphs, one \`doc.text\` each, in the same embedded font (DejaVu Serif, subset as ours is); the goal is measured against it. The renderer's own work beyond the floor is the layout (keep-together, list packing, a second weight, rules). Every task runs once per round in turn, ${WARM_UP} warm-up rounds then ${RUNS} timed. Load average (1 min) before: ${bench.loadAverage.toFixed(2)} on ${availableParallelism()} cores.`,
    '',
    '| Render | p50 | p99 | CPU per render (mean) | Goal | Result |',
    '|---|---:|---:|---:|---|---|',
    row('Floor: same text, plain paragraphs, same embedded font', 'floor'),
    row(
      'Tailored resume PDF, classic, Letter (2 pages)',
      'resumePdf',
      `≥ ${GOAL_SHARE * 100} % of the floor's speed`,
      `${(share * 100).toFixed(0)} % (CPU ${(cpuShare * 100).toFixed(0)} %): ${pass(share)}`,
    ),
    row('Tailored resume PDF, modern, A4', 'resumePdfModern'),
    row('Cover letter PDF', 'letterPdf'),
    row('Tailored resume DOCX', 'resumeDocx'),
    row('Cover letter DOCX', 'letterDocx'),
    row(
      'For reference: the floor in Helvetica, a standard font that is not embedded',
      'floorStandard',
    ),
    '',
    'Alone: `node bench/documents.ts` rewrites only this section.',
    END,
  ].join('\n');
}

export function writeDocumentsSection(bench: DocumentsBench) {
  writeMarkedSection(START, END, renderDocumentsSection(bench));
}

export async function benchDocuments(say: (line: string) => void) {
  say('documents: rendering the tailored resume PDF against the pdfkit floor, and DOCX');
  const bench = await measureDocuments();
  writeDocumentsSection(bench);
  const t = bench.timings;
  say(
    `documents: floor p50 ${ms(t.floor?.p50 ?? Number.NaN)}, resume PDF p50 ${ms(t.resumePdf?.p50 ?? Number.NaN)}, resume DOCX p50 ${ms(t.resumeDocx?.p50 ?? Number.NaN)}`,
  );
  return bench;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchDocuments((line) => console.info(line));
}
