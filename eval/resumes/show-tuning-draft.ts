// One TUNING render's lines as the reader orders them and its draft beside the truth, to see why
// a field is lost (decision 043). Refuses held-out layouts: nobody tunes on those.
// `node eval/resumes/show-tuning-draft.ts <file in rendered/> [--lines]`
import { readFileSync } from 'node:fs';
import { readDocxLines } from '../../src/core/resume-import/read-docx-lines.ts';
import { readPdfLines } from '../../src/core/resume-import/read-pdf-lines.ts';
import { readResumeFile } from '../../src/core/resume-import/read-resume-file.ts';
import { renderedFiles } from '../resume-layouts.ts';
import { isHeldOut } from './layouts.ts';
import { loadPeople } from './person.ts';

const [file, flag] = process.argv.slice(2);
const entry = renderedFiles().find((f) => f.file === file);
if (!entry) throw new Error(`not a rendered file: ${file}`);
if (isHeldOut(entry.layout)) throw new Error(`${entry.layout} is held out: not for tuning`);
const bytes = new Uint8Array(readFileSync(new URL(`./rendered/${entry.file}`, import.meta.url)));
if (flag === '--lines') {
  const read = file?.endsWith('.pdf') ? await readPdfLines(bytes) : await readDocxLines(bytes);
  for (const line of read.lines) console.info(`  ${line}`);
  console.info(`  name by layout: ${read.name?.value ?? '-'}`);
}
const { draft } = await readResumeFile({ bytes });
const person = loadPeople().get(entry.person);
if (!person) throw new Error(`no person ${entry.person}`);
console.info(`name: ${draft.fullName}   (truth: ${person.fullName})`);
console.info('work (draft):');
for (const w of draft.workExperience)
  console.info(
    `  ${w.position} @ ${w.company} [${w.location}] ${w.startDate}–${w.endDate || 'present'}`,
  );
console.info('work (truth):');
for (const w of person.work)
  console.info(`  ${w.position} @ ${w.company} [${w.location}] ${w.start}–${w.end}`);
console.info('education (draft):');
for (const e of draft.education) console.info(`  ${e.degree} @ ${e.school} [${e.schoolCityState}]`);
console.info('education (truth):');
for (const e of person.education) console.info(`  ${e.degree} @ ${e.school} [${e.location}]`);
console.info(`other sections: ${draft.otherSections.map((s) => s.heading).join(', ')}`);
