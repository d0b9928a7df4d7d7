// `node eval/tailoring/show-pair.ts <persona--posting> [--coverage]`: prints one tuning pair's documents as
// the judge reads them (the first third marked) and what the judge found (decision 055).
// Held-out pairs are refused: nobody reads them while tuning.
import { tailorApplicationPackage } from '../../src/core/tailoring/tailor-application-package.ts';
import { findUntraced } from './find-untraced.ts';
import { loadPairs } from './load-pairs.ts';
import { showsRequirement } from './match-terms.ts';
import { firstThird, printLetter, printResume } from './print-package.ts';
import { emptyParagraphs, letterWords } from './score-letters.ts';

const id = process.argv[2];
const pair = loadPairs().find((candidate) => candidate.id === id);
if (!pair) {
  console.error(`no pair ${id}; tuning pairs:`);
  for (const p of loadPairs().filter((candidate) => !candidate.heldOut)) console.error(`  ${p.id}`);
  process.exit(1);
}
if (pair.heldOut) {
  console.error(`${id} is held out: only its half's totals are read (decision 055)`);
  process.exit(1);
}
const pkg = tailorApplicationPackage(pair.input);
const resume = printResume(pkg).join('\n');
const top = firstThird(printResume(pkg));
console.info(`${top}\n──────── end of the first third ────────\n${resume.slice(top.length)}\n`);
console.info(`${printLetter(pkg).join('\n\n')}\n\n(${letterWords(pkg)} words)\n`);
for (const requirement of pair.meets) {
  console.info(`${showsRequirement(top, requirement) ? 'shown ' : 'MISSED'} ${requirement}`);
}
for (const claim of findUntraced(pkg, pair.input, pair.meets)) {
  console.info(`UNTRACED ${claim.document} ${claim.kind} “${claim.text}” in: ${claim.line}`);
}
for (const paragraph of emptyParagraphs(pkg, pair.input, pair.meets)) {
  console.info(`EMPTY PARAGRAPH: ${paragraph}`);
}
if (process.argv.includes('--coverage')) {
  console.info('\ncoverage report (the posting’s extracted requirements):');
  for (const r of pkg.coverage)
    console.info(
      `  ${r.met ? 'met    ' : 'not met'} ${r.kind}: ${r.text}${r.evidence ? ` ← ${r.evidence.label}` : ''}`,
    );
}
