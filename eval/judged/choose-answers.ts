import type { DislikeReason } from '../../src/shared/schemas/matches.ts';
import type { JobFacts } from './job-facts.ts';
import { checkNames, type Judgment, judgeMatch, titleLevel } from './judge-match.ts';
import type { LoadedPersona } from './load-personas.ts';
import type { Answer, ShownMatch } from './run-personas.ts';

const ANSWERS_EACH_WAY = 3;
const order = { relevant: 0, borderline: 1, not: 2 } as const;

/** The dislike reason a person picks from the menu for the check that failed first. */
function reasonFor(judgment: Judgment, job: JobFacts): DislikeReason {
  const failed =
    checkNames.find((name) => judgment.checks[name] === 'no') ??
    checkNames.find((name) => judgment.checks[name] === 'stretch');
  switch (failed) {
    case 'occupation':
      return 'wrong-field';
    case 'location':
      return 'wrong-location';
    case 'pay':
      return 'salary-too-low';
    case 'level':
      return titleLevel(job.title, job.occupationSoc) <= 1 ? 'too-junior' : 'too-senior';
    default:
      return 'other';
  }
}

/**
 * What the persona answers on its first ten (modelled on eval/simulate-feedback.ts, with the
 * judge as the person): a like for each of the three best-judged that are not "not", a dislike
 * with the fitting reason for each of the three worst-judged that are not "relevant" (ties go
 * to the higher-ranked job for likes, the lower-ranked for dislikes). Nobody dislikes a job
 * they would apply to, or likes one they would not.
 */
export function chooseAnswers(
  persona: LoadedPersona,
  firstTen: ShownMatch[],
  jobs: Map<string, JobFacts>,
  now: Date,
): Answer[] {
  const judged = firstTen.flatMap((match, rank) => {
    const job = jobs.get(match.jobId);
    return job ? [{ job, rank, judgment: judgeMatch(persona, job, now) }] : [];
  });
  const best = [...judged]
    .filter((entry) => entry.judgment.verdict !== 'not')
    .sort((a, b) => order[a.judgment.verdict] - order[b.judgment.verdict] || a.rank - b.rank)
    .slice(0, ANSWERS_EACH_WAY);
  const liked = new Set(best.map((entry) => entry.job.id));
  const worst = [...judged]
    .filter((entry) => entry.judgment.verdict !== 'relevant' && !liked.has(entry.job.id))
    .sort((a, b) => order[b.judgment.verdict] - order[a.judgment.verdict] || b.rank - a.rank)
    .slice(0, ANSWERS_EACH_WAY);
  return [
    ...best.map((entry): Answer => ({ jobId: entry.job.id, kind: 'like' })),
    ...worst.map(
      (entry): Answer => ({
        jobId: entry.job.id,
        kind: 'dislike',
        reason: reasonFor(entry.judgment, entry.job),
      }),
    ),
  ];
}
