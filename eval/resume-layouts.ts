// Resume import on rendered layouts (decision 043): runs readResumeFile on every committed render in
// eval/resumes/rendered/ and reports field-level precision and recall per half (tuning / held
// out), and every value filled from page furniture. `node eval/resume-layouts.ts` prints the
// tables; `npm run eval` prints them too unless given --no-resumes.
import { readFileSync } from 'node:fs';
import { readResumeFile } from '../src/core/resume-import/read-resume-file.ts';
import type { ResumeDraft } from '../src/shared/schemas/resume-import.ts';
import { isHeldOut, LAYOUTS, printedPerson, type RenderedFile } from './resumes/layouts.ts';
import { loadPeople } from './resumes/person.ts';
import {
  emptyTally,
  FIELDS,
  furnitureValues,
  scoreDraft,
  type Tally,
} from './resumes/score-fields.ts';

const renderedDir = new URL('./resumes/rendered/', import.meta.url);

export interface FileResult {
  file: string;
  layout: string;
  heldOut: boolean;
  error?: string;
  tally: Tally;
  furniture: string[];
}

export interface LayoutReport {
  files: FileResult[];
  halves: { tuning: Tally; heldOut: Tally };
  /** The reader's message for each render with no text layer. */
  scanned: { file: string; error?: string }[];
}

export function renderedFiles(): RenderedFile[] {
  return JSON.parse(readFileSync(new URL('manifest.json', renderedDir), 'utf8')) as RenderedFile[];
}

const noDraft: ResumeDraft = {
  fullName: '',
  email: '',
  phone: '',
  linkedIn: '',
  education: [],
  workExperience: [],
  skills: [],
  certifications: [],
  otherSections: [],
};

export async function measureResumeLayouts(): Promise<LayoutReport> {
  const people = loadPeople();
  const report: LayoutReport = {
    files: [],
    halves: { tuning: emptyTally(), heldOut: emptyTally() },
    scanned: [],
  };
  for (const entry of renderedFiles()) {
    const bytes = new Uint8Array(readFileSync(new URL(entry.file, renderedDir)));
    let draft = noDraft;
    let error: string | undefined;
    try {
      draft = (await readResumeFile({ bytes })).draft;
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message : String(thrown);
    }
    if (entry.tool === 'scanned') {
      report.scanned.push({ file: entry.file, ...(error ? { error } : {}) });
      continue;
    }
    const person = people.get(entry.person);
    if (!person) throw new Error(`${entry.file}: no person ${entry.person}`);
    const tally = emptyTally();
    scoreDraft(tally, draft, printedPerson(person, entry.layout));
    const heldOut = isHeldOut(entry.layout);
    const half = heldOut ? report.halves.heldOut : report.halves.tuning;
    for (const field of FIELDS) {
      half[field].predicted += tally[field].predicted;
      half[field].expected += tally[field].expected;
      half[field].correct += tally[field].correct;
    }
    const furniture = furnitureValues(draft, entry.furniture);
    report.files.push({
      file: entry.file,
      layout: entry.layout,
      heldOut,
      ...(error ? { error } : {}),
      tally,
      furniture,
    });
  }
  return report;
}

const pct = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`;

export function halvesTable(report: LayoutReport): string {
  const { tuning, heldOut } = report.halves;
  const rows = FIELDS.map((f) => {
    const t = tuning[f];
    const h = heldOut[f];
    return `| ${f} | ${pct(t.correct, t.predicted)} | ${pct(t.correct, t.expected)} | ${t.expected} | ${pct(h.correct, h.predicted)} | ${pct(h.correct, h.expected)} | ${h.expected} |`;
  });
  const furniture = (held: boolean) =>
    report.files.filter((f) => f.heldOut === held).reduce((sum, f) => sum + f.furniture.length, 0);
  return [
    '| field | tuning precision | tuning recall | tuning values | held-out precision | held-out recall | held-out values |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    `| filled from page furniture | ${furniture(false)} | | | ${furniture(true)} | | |`,
  ].join('\n');
}

/** Per file of the tuning half only: the held-out files' details are not for tuning. */
export function tuningFilesTable(report: LayoutReport): string {
  const cell = (t: Tally, f: 'employer' | 'title' | 'start' | 'end') =>
    `${t[f].correct}/${t[f].expected} (${t[f].predicted})`;
  return [
    '| tuning file | employer | title | start | end | furniture | error |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...report.files
      .filter((f) => !f.heldOut)
      .map(
        (f) =>
          `| ${f.file} | ${cell(f.tally, 'employer')} | ${cell(f.tally, 'title')} | ${cell(f.tally, 'start')} | ${cell(f.tally, 'end')} | ${f.furniture.join('; ')} | ${f.error ?? ''} |`,
      ),
  ].join('\n');
}

export function layoutsInHalves() {
  return LAYOUTS.map((layout) => ({ layout, heldOut: isHeldOut(layout.name) }));
}

if (import.meta.main) {
  const report = await measureResumeLayouts();
  console.info(halvesTable(report));
  console.info('\ncorrect/expected (filled) per tuning file:\n');
  console.info(tuningFilesTable(report));
  for (const s of report.scanned)
    console.info(`\n${s.file}: ${s.error ?? 'NO MESSAGE: the reader returned a draft'}`);
}
