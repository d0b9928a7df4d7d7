import { OUTCOME_LEARNED_ID_PREFIX } from '../../../shared/schemas/tracker.ts';
import type { LearnedPreference } from '../describe-learned-preferences.ts';
import type { Outcome } from './outcome-signals.ts';
import type { OutcomeItem } from './read-outcome-items.ts';

export const OUTCOME_ID_PREFIX = OUTCOME_LEARNED_ID_PREFIX;

/** What happened, in the user's words, and what we do with it; each is true of the item. */
const sentences: Record<Outcome, (job: string, company: string, days: number) => string> = {
  heard_back: (job, company) => `You heard back about ${job} at ${company}: more jobs like it`,
  interviewing: (job, company) =>
    `You got an interview for ${job} at ${company}: more jobs like it`,
  offer: (job, company) => `You got an offer for ${job} at ${company}: more jobs like it`,
  hired: (job, company) => `You were hired as ${job} at ${company}: more jobs like it`,
  rejected_after_interview: (job, company) =>
    `You interviewed for ${job} at ${company}: a few more jobs like it`,
  no_answer: (_job, company, days) =>
    `No answer from ${company} after ${days} days: fewer jobs from that kind of employer and site`,
};

/** "What you've taught us" items for outcomes, labelled as outcomes, newest application first. */
export function describeOutcomes(items: readonly OutcomeItem[]): LearnedPreference[] {
  return [...items].reverse().map((item) => ({
    id: `${OUTCOME_ID_PREFIX}${item.itemId}`,
    text: sentences[item.outcome](`“${item.title}”`, item.company, item.noAnswerDays),
  }));
}
