import { mean } from '../metrics.ts';
import type { JobFacts } from './job-facts.ts';
import { judgeMatch } from './judge-match.ts';
import { judgeReason, type PhraseJudgment } from './judge-reasons.ts';
import type { LoadedPersona } from './load-personas.ts';
import type { PersonaRun, PersonasRunResult, ShownMatch } from './run-personas.ts';

const CUTOFF = 10;

export interface ListScore {
  shown: number;
  relevant: number;
  borderline: number;
  /** Jobs whose occupation is neither the persona's, a next step nor a nearby one. */
  unrelated: number;
  /** Precision@10 with a denominator of 10 even when fewer are shown. */
  strict: number;
  lenient: number;
  phrases: PhraseJudgment[];
  /** Shown with no phrase that says why it fits (only warnings, a place, a date). */
  withoutPositiveReason: number;
}

export interface PersonaScore {
  persona: LoadedPersona;
  /** Open jobs of the whole catalogue the judge calls relevant: what a perfect list could draw on. */
  fittingInCatalogue: number;
  first: ListScore;
  /** The first list without the answered jobs, nothing learned: the control for `after`. */
  control: ListScore;
  after: ListScore;
  /**
   * The best strict precision an "after" list could reach: relevant jobs of the catalogue not
   * answered, over ten. Where the control already reaches it, learning has nothing to lift.
   */
  ceiling: number;
  answers: PersonaRun['answers'];
}

function scoreList(
  persona: LoadedPersona,
  list: ShownMatch[],
  jobs: Map<string, JobFacts>,
  context: { now: Date; liked: JobFacts[]; disliked: JobFacts[] },
): ListScore {
  const top = list.slice(0, CUTOFF).flatMap((match) => {
    const job = jobs.get(match.jobId);
    return job ? [{ job, reason: match.reason }] : [];
  });
  const judged = top.map(({ job, reason }) => ({
    judgment: judgeMatch(persona, job, context.now),
    phrases: judgeReason(reason, job, { persona, ...context }),
  }));
  const count = (test: (entry: (typeof judged)[number]) => boolean) => judged.filter(test).length;
  const relevant = count((entry) => entry.judgment.verdict === 'relevant');
  const borderline = count((entry) => entry.judgment.verdict === 'borderline');
  return {
    shown: top.length,
    relevant,
    borderline,
    unrelated: count((entry) => entry.judgment.checks.occupation === 'no'),
    strict: relevant / CUTOFF,
    lenient: (relevant + borderline) / CUTOFF,
    phrases: judged.flatMap((entry) => entry.phrases),
    withoutPositiveReason: count(
      (entry) => !entry.phrases.some((phrase) => phrase.positive && phrase.truth !== 'false'),
    ),
  };
}

export function scorePersonas(result: PersonasRunResult): PersonaScore[] {
  const { jobs, now } = result;
  const catalogue = [...jobs.values()];
  return result.runs.map((run) => {
    const { persona, answers } = run;
    const answered = new Set(answers.map((answer) => answer.jobId));
    const pick = (kind: 'like' | 'dislike') =>
      answers.flatMap((answer) => {
        const job = answer.kind === kind ? jobs.get(answer.jobId) : undefined;
        return job ? [job] : [];
      });
    const fresh = { now, liked: [], disliked: [] };
    const unanswered = (list: ShownMatch[]) => list.filter((match) => !answered.has(match.jobId));
    const fitting = catalogue.filter((job) => judgeMatch(persona, job, now).verdict === 'relevant');
    const fittingUnanswered = fitting.filter((job) => !answered.has(job.id)).length;
    return {
      persona,
      fittingInCatalogue: fitting.length,
      ceiling: Math.min(CUTOFF, fittingUnanswered) / CUTOFF,
      first: scoreList(persona, run.before, jobs, fresh),
      control: scoreList(persona, unanswered(run.before), jobs, fresh),
      after: scoreList(persona, unanswered(run.after), jobs, {
        now,
        liked: pick('like'),
        disliked: pick('dislike'),
      }),
      answers,
    };
  });
}

export interface HalfSummary {
  personas: number;
  strict: number;
  lenient: number;
  /** Strict precision@10 over personas whose catalogue holds at least ten relevant jobs. */
  strictWhereTenFit: number;
  personasWhereTenFit: number;
  listsWithUnrelated: number;
  falseReasons: number;
  checkedReasons: number;
  uncheckedReasons: number;
  withoutPositiveReason: number;
  feedback: {
    before: number;
    control: number;
    after: number;
    lower: number;
    higher: number;
    /** Personas whose control is below their ceiling: the only ones learning could lift. */
    withRoom: number;
  };
  falseReasonsAfterFeedback: number;
}

const falseCount = (list: ListScore) =>
  list.phrases.filter((phrase) => phrase.truth === 'false').length;

export function summarizeHalf(scores: PersonaScore[]): HalfSummary {
  const tenFit = scores.filter((score) => score.fittingInCatalogue >= CUTOFF);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    personas: scores.length,
    strict: mean(scores.map((score) => score.first.strict)),
    lenient: mean(scores.map((score) => score.first.lenient)),
    strictWhereTenFit: mean(tenFit.map((score) => score.first.strict)),
    personasWhereTenFit: tenFit.length,
    listsWithUnrelated:
      scores.filter((score) => score.first.unrelated > 0).length / Math.max(1, scores.length),
    falseReasons: sum(scores.map((score) => falseCount(score.first))),
    checkedReasons: sum(
      scores.map(
        (score) => score.first.phrases.filter((phrase) => phrase.truth !== 'unchecked').length,
      ),
    ),
    uncheckedReasons: sum(
      scores.map(
        (score) => score.first.phrases.filter((phrase) => phrase.truth === 'unchecked').length,
      ),
    ),
    withoutPositiveReason: sum(scores.map((score) => score.first.withoutPositiveReason)),
    feedback: {
      before: mean(scores.map((score) => score.first.strict)),
      control: mean(scores.map((score) => score.control.strict)),
      after: mean(scores.map((score) => score.after.strict)),
      lower: scores.filter((score) => score.after.strict < score.control.strict).length,
      higher: scores.filter((score) => score.after.strict > score.control.strict).length,
      withRoom: scores.filter((score) => score.control.strict < score.ceiling).length,
    },
    falseReasonsAfterFeedback: sum(scores.map((score) => falseCount(score.after))),
  };
}
