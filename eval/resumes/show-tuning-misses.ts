// Every tuning file's fields that miss, one line each, for one field or all: where to look next
// (decision 043). Refuses held-out files, as show-tuning-draft.ts does.
// node eval/resumes/show-tuning-misses.ts [field]
import { readFileSync } from 'node:fs';
import { readResumeFile } from '../../src/core/resume-import/read-resume-file.ts';
import { renderedFiles } from '../resume-layouts.ts';
import { isHeldOut, printedPerson } from './layouts.ts';
import { loadPeople } from './person.ts';
import { emptyTally, FIELDS, scoreDraft } from './score-fields.ts';

const only = process.argv[2];
const people = loadPeople();
for (const entry of renderedFiles()) {
  if (entry.tool === 'scanned' || isHeldOut(entry.layout)) continue;
  const person = people.get(entry.person);
  if (!person) continue;
  const bytes = new Uint8Array(readFileSync(new URL(`./rendered/${entry.file}`, import.meta.url)));
  const { draft } = await readResumeFile({ bytes });
  const tally = emptyTally();
  scoreDraft(tally, draft, printedPerson(person, entry.layout));
  for (const field of FIELDS) {
    if (only && field !== only) continue;
    const { predicted, expected, correct } = tally[field];
    if (correct < Math.max(predicted, expected))
      console.info(`${entry.file}  ${field}  ${correct}/${expected} (filled ${predicted})`);
  }
}
