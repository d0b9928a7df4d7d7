import type { PracticeFeedback } from '../../shared/schemas/interview-prep.ts';
import { spellingsOf } from '../tailoring/match-terms.ts';
import { namesAny } from './find-evidence.ts';

/**
 * Feedback on a practice answer without a model (decision 067): whether it tells a situation, a
 * task, an action and a result (STAR), its length against one to two minutes spoken, whether it
 * names what the question is about, and filler words. Marker lists, not understanding: they say
 * what is missing in words the user can act on, and nothing about the person.
 */
const markers = {
  situation:
    /\b(?:when I was|while (?:I was|working)|at my (?:last|previous|current)|in my (?:last|previous|current)? ?(?:job|role|position)|last (?:year|month|week)|one (?:day|night|shift|time)|there was|we had|our (?:unit|team|shop|store|office|site|class|ward|floor|crew)|in (?:19|20)\d\d)\b/i,
  task: /\b(?:I was responsible|responsible for|my (?:job|task|role|goal) was|I (?:needed|had|was asked|was supposed) to|the goal was|I was tasked|tasked with|it was up to me)\b/i,
  action:
    /\b(?:I|we) (?:\w+ed|made|took|told|set|went|built|led|spoke|wrote|ran|found|gave|put|kept|got|began|chose|brought|did|sent|taught|drove|caught|fixed|called|asked|met)\b/i,
  result:
    /\b(?:as a result|the result|resulted|in the end|in the end,|finally|afterwards|outcome|which (?:meant|led)|so that|reduced|improved|increased|saved|cut|grew|passed|we (?:finished|met|hit)|on time|\d+ ?%)/i,
};

const fillerPatterns: [string, RegExp][] = [
  ['um', /\bu+m+\b/gi],
  ['uh', /\bu+h+\b/gi],
  ['er', /\b(?:er|erm)\b/gi],
  ['like', /(?:^|,\s*)like,/gim],
  ['you know', /\byou know\b(?! (?:how|what|that|where|when|why))/gi],
  ['basically', /\bbasically\b/gi],
  ['actually', /\bactually\b/gi],
  ['literally', /\bliterally\b/gi],
  ['sort of', /\bsort of\b/gi],
  ['kind of', /\bkind of\b/gi],
  ['I mean', /\bI mean\b/g],
];

/** About one to two minutes spoken, at 130 to 160 words a minute. */
export const ANSWER_WORDS = { short: 60, long: 320 } as const;

function lengthOf(words: number): PracticeFeedback['length'] {
  if (words === 0) return 'empty';
  if (words < ANSWER_WORDS.short) return 'short';
  return words > ANSWER_WORDS.long ? 'long' : 'good';
}

export function reviewPracticeAnswer(
  answer: string,
  question: { keyTerms: readonly string[] },
): PracticeFeedback {
  const words = answer.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  const star = {
    situation: markers.situation.test(answer),
    task: markers.task.test(answer),
    action: markers.action.test(answer),
    result: markers.result.test(answer),
  };
  const spellings = question.keyTerms.flatMap((term) => spellingsOf(term, true));
  const namesRequirement = spellings.length > 0 ? namesAny(answer, spellings) : null;
  const fillers = fillerPatterns
    .map(([word, pattern]) => ({ word, count: answer.match(pattern)?.length ?? 0 }))
    .filter((filler) => filler.count > 0);
  const length = lengthOf(words);
  const tips: string[] = [];
  if (length === 'empty') tips.push('Type or say your answer to get feedback.');
  if (length !== 'empty') {
    if (!star.situation) tips.push('Set the scene first: where you were and when.');
    if (!star.task) tips.push('Say what you were responsible for, or what had to be done.');
    if (!star.action) tips.push('Say what you did yourself, with "I": the steps you took.');
    if (!star.result) tips.push('End with the result: what changed, and a number if you have one.');
    if (length === 'short')
      tips.push(
        `Aim for ${ANSWER_WORDS.short} to ${ANSWER_WORDS.long} words, one to two minutes spoken.`,
      );
    if (length === 'long')
      tips.push('Keep it under two minutes: cut the background, keep the actions and the result.');
    if (namesRequirement === false && question.keyTerms[0])
      tips.push(`Name ${question.keyTerms[0]} so they hear you have it.`);
    const total = fillers.reduce((sum, filler) => sum + filler.count, 0);
    if (total >= 3)
      tips.push('Pause instead of using filler words; a short silence sounds confident.');
  }
  return { words, length, star, namesRequirement, fillers, tips };
}
