import { GOALS, type HalfFigures, type TailoringReport } from './evaluate-tailoring.ts';

export const TAILORING_START = '<!-- tailoring-quality:start -->';
export const TAILORING_END = '<!-- tailoring-quality:end -->';

const pct = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`;

function row(label: string, half: HalfFigures) {
  return `| ${label} | ${half.pairs} | ${half.shown} / ${half.met} (${pct(half.shown, half.met)}) | ${pct(half.anywhere, half.met)} | ${half.untraced} (in ${half.pairsWithUntraced} pairs) | ${half.paragraphs - half.emptyParagraphs} / ${half.paragraphs} (${pct(half.paragraphs - half.emptyParagraphs, half.paragraphs)}) | ${half.wordsInRange} / ${half.pairs} (${half.minWords}–${half.maxWords} words) |`;
}

/** Where the tuning half misses, pair by pair; the held-out half is reported in totals only. */
function tuningMisses(report: TailoringReport): string[] {
  const lines: string[] = [];
  for (const result of report.results.filter((r) => !r.heldOut)) {
    const parts: string[] = [];
    if (result.notShown.length > 0)
      parts.push(`not in the first third: ${result.notShown.join(', ')}`);
    if (result.untraced.length > 0) {
      const claims = result.untraced.map(
        (claim) => `${claim.document} ${claim.kind} “${claim.text}”`,
      );
      parts.push(`untraced: ${[...new Set(claims)].join('; ')}`);
    }
    if (result.emptyParagraphs.length > 0) {
      parts.push(`${result.emptyParagraphs.length} paragraph(s) naming no requirement or fact`);
    }
    if (result.words < GOALS.words[0] || result.words > GOALS.words[1]) {
      parts.push(`${result.words} words`);
    }
    if (parts.length > 0) lines.push(`- ${result.id}: ${parts.join(' · ')}`);
  }
  return lines.length > 0 ? lines : ['- none'];
}

export function tailoringSection(report: TailoringReport, generator: string): string {
  const { tuning, heldOut } = report.halves;
  const over = report.overlaps;
  const max = report.maxOverlap;
  const samePerson = over.filter((o) => o.samePerson).length;
  return [
    TAILORING_START,
    '## Tailored documents',
    '',
    `Measured by \`npm run eval\` (eval/tailoring/, decision 055) on ${report.results.length} persona × posting pairs across ${report.occupations} occupations (the catalogue's occupation of each posting), generator: ${generator}. Postings are real employer postings quoted with their source in eval/tailoring/SOURCES.md, stored as the catalogue would store them (eval/tailoring/build-postings.ts runs ingestion's enrichment on the text); people are the judged personas and five messier ones (eval/tailoring/personas.json). A pair is held out when the first byte of the SHA-256 of its id is divisible by 3; nobody tunes on the held-out pairs, and only their totals are reported.`,
    '',
    'The judge reads only the finished package and is written apart from the tailoring code: (1) of the requirements the profile truly meets — a list written by hand per pair from the posting and the profile (`meets` in pairs.json) — the share the printed resume shows in its first third of characters; (2) untraced claims — numbers, month-and-year dates, capitalized names and catalogue certifications in either document that appear nowhere in the profile or preferences (or, in a letter clause that is not about the applicant, in the posting); (3) letter paragraphs that name a requirement or a profile fact; (4) letters sharing more than 30 % of their sentences once names, places and numbers are masked; and letter length.',
    '',
    '| half | pairs | met requirements in the resume’s first third (goal ≥ 90 %) | anywhere in the resume | untraced claims (goal 0) | letter paragraphs naming a requirement or fact | letters of 200–350 words |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    row('tuning', tuning),
    row('held out', heldOut),
    '',
    `Letters sharing more than 30 % of their sentences: ${over.length} of ${(report.results.length * (report.results.length - 1)) / 2} letter pairs (${samePerson} of them the same person's letters for two postings); the most shared: ${max ? `${(100 * max.share).toFixed(0)} % (${max.a} and ${max.b})` : '–'}. Median time to tailor one package: ${report.medianMs.toFixed(2)} ms.`,
    '',
    'Tuning pairs that miss a goal:',
    '',
    ...tuningMisses(report),
    TAILORING_END,
  ].join('\n');
}
