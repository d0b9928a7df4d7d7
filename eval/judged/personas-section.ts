import type { PersonasRunResult } from './run-personas.ts';
import { type HalfSummary, type PersonaScore, summarizeHalf } from './score-personas.ts';

export const PERSONAS_START = '<!-- judged-personas:start -->';
export const PERSONAS_END = '<!-- judged-personas:end -->';

const pct = (value: number) => `${(100 * value).toFixed(0)}%`;
const two = (value: number) => value.toFixed(2);

function halfRows(label: string, half: HalfSummary) {
  const { feedback } = half;
  return `| ${label} | ${half.personas} | ${two(half.strict)} | ${two(half.lenient)} | ${two(half.strictWhereTenFit)} (${half.personasWhereTenFit}) | ${pct(half.listsWithUnrelated)} | ${half.falseReasons} of ${half.checkedReasons} (${half.uncheckedReasons} unchecked) | ${half.withoutPositiveReason} | ${two(feedback.before)} / ${two(feedback.control)} → ${two(feedback.after)} | ${feedback.higher} / ${feedback.lower} (${feedback.withRoom} with room to rise) | ${half.falseReasonsAfterFeedback} |`;
}

function personaRow(score: PersonaScore) {
  const { persona, first, control, after } = score;
  const falseOf = (list: PersonaScore['first']) =>
    list.phrases.filter((phrase) => phrase.truth === 'false').length;
  return `| ${persona.id} | ${persona.metroSize} | ${score.fittingInCatalogue} | ${first.shown} | ${first.relevant} / ${first.borderline} / ${first.unrelated} | ${two(first.strict)} | ${two(first.lenient)} | ${falseOf(first)} | ${score.answers.length} | ${two(control.strict)} → ${two(after.strict)} |`;
}

/** The most common false phrases (numbers masked), to show what kind of claim is wrong. */
function commonFalsePhrases(scores: PersonaScore[]) {
  // Counted over both halves: shapes only, numbers and names masked, never a persona.
  const counts = new Map<string, number>();
  for (const score of scores) {
    for (const phrase of [...score.first.phrases, ...score.after.phrases]) {
      if (phrase.truth !== 'false') continue;
      const shape = phrase.phrase.replace(/\d+/g, 'N').replace(/: .*$/, ': …');
      counts.set(shape, (counts.get(shape) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([shape, count]) => `“${shape}” ×${count}`)
    .join('; ');
}

/** The "Judged personas" section of docs/quality.md, from one run of the personas. */
export function personasSection(result: PersonasRunResult, scores: PersonaScore[]) {
  const tuning = scores.filter((score) => !score.persona.heldOut);
  const heldOut = scores.filter((score) => score.persona.heldOut);
  const occupations = new Set(scores.map((score) => score.persona.occupation)).size;
  return [
    PERSONAS_START,
    '## Judged personas',
    '',
    'Measured by `npm run eval -- --write` (eval/run-eval.ts → eval/judged/), which rewrites this section. Rules and method: decision 039.',
    '',
    `${scores.length} personas (eval/personas/*.json) over ${occupations} occupations, in large, mid-size and small metros and remote-only; ${heldOut.length} held out by a hash of their id (never tuned on). Each went through the product's own path on an in-memory PGlite database: the demo corpus loaded by \`loadDemoCorpus\` (${result.corpusSize.toLocaleString('en-US')} open jobs, ${result.seconds.load.toFixed(0)} s), profile and preferences saved by the builder's and wizard's operations, the queued run by \`runMatchingForUser\`, the list read by \`listMatches\` (${result.seconds.matching.toFixed(0)} s for all personas, feedback included). The top 10 of each list were judged by the written rules (relevant / borderline / not, from the job's fields only), and each phrase of each shown reason true or false.`,
    '',
    '| half | personas | P@10 strict | P@10 lenient | strict where ≥ 10 relevant jobs exist (personas) | lists with an unrelated job | false reasons | shown without a positive reason | P@10 before / control → after 3 likes + 3 dislikes | after > control / after < control | false reasons after feedback |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    halfRows('tuning', summarizeHalf(tuning)),
    halfRows('held out', summarizeHalf(heldOut)),
    '',
    '“Control” is the first list with the six answered jobs left out and nothing learned; “after” is the list after the answers and the next run, the answered jobs left out. “Room to rise”: personas whose control is below the best an after-list could reach (the catalogue’s relevant jobs not answered, at most ten); for the others learning cannot lift strict precision, only keep it. Goal (issue 16): strict ≥ 0.8 on the held-out personas where ten relevant jobs exist, no unrelated job in any list, 0 false reasons, after ≥ control for every persona and higher on average.',
    '',
    `Most common false phrases: ${commonFalsePhrases(scores) || 'none'}.`,
    '',
    // Held-out personas are reported only in their half's totals: a row each would be looked at.
    'Tuning personas (the held-out ones appear only in their half’s totals, so nobody reads them one by one):',
    '',
    '| persona | metro | relevant jobs in catalogue | shown | top 10: relevant / borderline / unrelated | P@10 strict | lenient | false reasons | answers | control → after |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...tuning.map(personaRow),
    PERSONAS_END,
  ].join('\n');
}
