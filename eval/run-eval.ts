// `npm run eval`: measures matching quality against the hand-judged set and the simulated users,
// prints the figures and, with --write, rewrites the "Matching" section of docs/quality.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { evaluateRanking, type RankingReport } from './evaluate-ranking.ts';
import { loadEvalSet } from './load-eval-set.ts';
import { simulateUsers } from './simulate-feedback.ts';
import { simulatedUsers } from './simulated-users.ts';

const START = '<!-- matching-quality:start -->';
const END = '<!-- matching-quality:end -->';
const qualityFile = new URL('../docs/quality.md', import.meta.url);

const pct = (value: number) => `${(100 * value).toFixed(1)}%`;
const fixed = (value: number) => value.toFixed(3);

function rankingRows(label: string, report: RankingReport) {
  const ratio = report.ours.ndcg / report.bm25.ndcg;
  return [
    `| ${label} | ${fixed(report.ours.ndcg)} | ${fixed(report.bm25.ndcg)} | ${ratio.toFixed(2)}× | ${pct(report.ours.precision)} | ${pct(report.bm25.precision)} |`,
  ];
}

/** Where the rankings part most, both ways: what keyword search misses, and what we do. */
function partingProfiles(report: RankingReport) {
  const byGap = [...report.perProfile].sort((a, b) => b.ours - b.bm25 - (a.ours - a.bm25));
  const shown = [...byGap.slice(0, 5), ...byGap.slice(-3).filter((row) => row.ours < row.bm25)];
  return [
    'Profiles where the two rankings part most (nDCG@10 over the 25 judged jobs):',
    '',
    '| profile | ours | BM25 |',
    '| --- | --- | --- |',
    ...shown.map((row) => `| ${row.id} | ${fixed(row.ours)} | ${fixed(row.bm25)} |`),
  ];
}

function section(
  postings: number,
  judged: RankingReport,
  sameOccupation: RankingReport,
  simulation: ReturnType<typeof simulateUsers>,
) {
  const gain = 100 * (simulation.after - simulation.before);
  return [
    START,
    '## Matching',
    '',
    'Measured by `npm run eval -- --write` (eval/run-eval.ts), which rewrites this section.',
    '',
    `Labelled set: ${judged.profiles} profiles across ${judged.occupations} occupations, ${judged.judgments} hand-written judgments (eval/data/profiles.json) over ${postings} postings (eval/data/jobs.json). Grades: 2 would apply (right occupation, reachable, level and pay fit), 1 plausible (one notable mismatch, or a close occupation nearby), 0 not a fit. Baseline: BM25 (k1 1.2, b 0.75) over the whole posting text with the query a person would type (title, skills, tools, place).`,
    '',
    '| candidates | nDCG@10 ours | nDCG@10 BM25 | ratio (goal ≥ 1.3×) | P@10 ours | P@10 BM25 |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rankingRows('each profile’s 25 judged jobs', judged),
    ...rankingRows('only jobs of the wanted occupation', sameOccupation),
    '',
    ...partingProfiles(judged),
    '',
    `Simulated users (eval/simulated-users.ts): ${simulation.results.length} people whose preference is invisible to the model give ${20} likes and dislikes (no reason) on the jobs they are shown; precision@10 against that preference on jobs not yet shown:`,
    '',
    '| user | hidden preference | P@10 before | P@10 after |',
    '| --- | --- | --- | --- |',
    ...simulation.results.map(
      (r) => `| ${r.user} | ${r.hiddenPreference} | ${pct(r.before)} | ${pct(r.after)} |`,
    ),
    `| mean | | ${pct(simulation.before)} | ${pct(simulation.after)} (${gain >= 0 ? '+' : ''}${gain.toFixed(0)} points; goal +25) |`,
    END,
  ].join('\n');
}

function writeSection(text: string) {
  let current = '';
  try {
    current = readFileSync(qualityFile, 'utf8');
  } catch {
    current = '# Quality\n';
  }
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${text}${current.slice(end + END.length)}`
      : `${current.trimEnd()}\n\n${text}\n`;
  writeFileSync(qualityFile, next);
}

const args = process.argv.slice(2);
const set = loadEvalSet();
const judged = evaluateRanking(set);
const sameOccupation = evaluateRanking(set, set.profiles, 'same-occupation');
const simulation = simulateUsers(simulatedUsers, set.now);
const text = section(set.jobs.length, judged, sameOccupation, simulation);
console.info(text.split('\n').slice(1, -1).join('\n'));
if (args.includes('--write')) {
  writeSection(text);
  console.info('\nwrote the Matching section of docs/quality.md');
}
if (judged.ours.ndcg < judged.bm25.ndcg) {
  console.error('\nnDCG@10 fell below the BM25 baseline');
  process.exit(1);
}
