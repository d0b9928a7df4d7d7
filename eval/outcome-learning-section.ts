import type { OutcomeHalf, simulateOutcomeUsers } from './simulate-outcomes.ts';

export const OUTCOMES_START = '<!-- outcome-learning:start -->';
export const OUTCOMES_END = '<!-- outcome-learning:end -->';
/** Issue 15's goal: outcomes add this much precision@10 on top of likes and dislikes alone. */
const GOAL_POINTS = 15;

const pct = (value: number) => `${(100 * value).toFixed(0)} %`;
const points = (value: number) => `${value >= 0 ? '+' : ''}${(100 * value).toFixed(1)}`;

function row(name: string, half: OutcomeHalf) {
  const gain = half.withOutcomes - half.likesOnly;
  return `| ${name} | ${half.users} | ${pct(half.before)} | ${pct(half.likesOnly)} | ${pct(half.withOutcomes)} | ${points(gain)} |`;
}

/** The "Outcome learning" section of docs/quality.md (decision 068). */
export function outcomeLearningSection(result: ReturnType<typeof simulateOutcomeUsers>) {
  const gains = [result.tuning, result.heldOut].map((half) => half.withOutcomes - half.likesOnly);
  const reached = gains.every((gain) => gain >= GOAL_POINTS / 100);
  return [
    OUTCOMES_START,
    '## Outcome learning',
    '',
    'Measured by `npm run eval -- --write` (eval/run-eval.ts, eval/simulate-outcomes.ts), which rewrites this section. How and why: decision 068.',
    '',
    'Simulated people: the five of eval/simulated-users.ts, each in eight draws of a 300-posting pool of their own occupation, place and pay in which only a hidden taste varies (agencies or hospitals, clinics, remote work, home daily, public schools), each posting on one of four boards at random. A person likes what they are shown with a chance of 65 % when it fits the taste and 35 % when not (they judge by what a posting says; whether an employer answers they cannot see), 20 answers. Then they apply to the ten best shown, twice (20 applications); employers answer according to the taste: 85 % of the fitting ones and 10 % of the others answer (heard back 35 %, interview 40 %, rejected after an interview 15 %, offer 10 %), the rest stay silent past the no-answer days. *Likes and dislikes alone* applies as often without learning from the answers; *with outcomes* learns from them after each ten. Precision@10 against the taste, on postings the person has not seen or applied to. A person is held out when the first byte of SHA-256 of their id is divisible by 3 (as the judged personas); the outcome weights were chosen looking at the tuning half only.',
    '',
    '| half | people | P@10 before | likes and dislikes alone | with 20 outcomes | outcomes add (points) |',
    '| --- | --- | --- | --- | --- | --- |',
    row('tuning', result.tuning),
    row('held out', result.heldOut),
    '',
    reached
      ? `Goal (+${GOAL_POINTS} points on top of likes and dislikes) reached on both halves.`
      : `Goal (+${GOAL_POINTS} points on top of likes and dislikes) not reached: see decision 068 for why and what would move it.`,
    OUTCOMES_END,
  ].join('\n');
}
