import { isTrait } from '../outcomes/job-traits.ts';
import { textTokens } from '../text-terms.ts';
import type { MatchableJob, MatchProfile } from '../types.ts';
import { templateWords } from './template-words.ts';
import { isCommonTerm, noTermShares, type TermShares } from './term-shares.ts';

/** What a like or dislike is judged against: the person's own words and the catalogue's. */
export interface LearningContext {
  /** Words of the person's skills, tools, certifications and wanted title (`profileWords`). */
  profileWords: ReadonlySet<string>;
  shares: TermShares;
}

export const noLearningContext: LearningContext = { profileWords: new Set(), shares: noTermShares };

/** A word and its plain plural or singular ("nurse", "nurses"): enough for job titles. */
function withNumberForms(word: string): string[] {
  return word.length > 3 && word.endsWith('s') ? [word, word.slice(0, -1)] : [word, `${word}s`];
}

/**
 * A word's bare stem ("welding", "welder", "welded" → "weld"): a person whose skill is "MIG
 * welding" said "weld" too, so a like must not credit it as a taste the jobs reveal.
 */
export function wordStem(word: string): string {
  const stem = word.replace(/(ing|ers|er|ed|es|s)$/, '');
  return stem.length >= 3 ? stem : word;
}

/**
 * Every word the person used to say what they do, and the words of the occupation they want and
 * have held. A word of their own skill ("commercial" of "Commercial wiring" for an electrician)
 * or trade ("nurse" for a registered nurse) describes them, so a dislike must not turn it against
 * the jobs that ask for it, nor a like inflate it over the parts that already count it.
 */
export function profileWords(
  profile: MatchProfile,
  occupationTitle: (soc: string) => string | undefined = () => undefined,
): Set<string> {
  const names = [...profile.skills, ...profile.tools, ...profile.certifications];
  for (const soc of [profile.occupationSoc, ...profile.relatedSocs]) {
    const title = soc ? occupationTitle(soc) : undefined;
    if (title) names.push(title);
  }
  const words = new Set<string>();
  for (const word of [...profile.titleTerms, ...names.flatMap(textTokens)]) {
    for (const form of withNumberForms(word)) words.add(form);
    words.add(wordStem(word));
  }
  return words;
}

const isOwnWord = (context: LearningContext, term: string) =>
  context.profileWords.has(term) || context.profileWords.has(wordStem(term));

/** "401", "6+", "12-hour": counts and codes, never what a job is. */
const isNumber = (term: string) => /^[0-9]/.test(term);

/** The job's own place names: where a job is belongs to the location rule, not to words. */
function placeWords(job: MatchableJob): Set<string> {
  const words = new Set<string>();
  for (const place of job.locations) {
    for (const word of textTokens(`${place.city ?? ''} ${place.region ?? ''}`)) words.add(word);
  }
  return words;
}

/**
 * The job's terms that a like or dislike may teach: title words and distinctive description
 * words, never the person's own words, numbers, the job's place names, posting boilerplate (description only: a title
 * word like "medical" names the job) or words common across the catalogue (decision 040).
 */
export function learnableTerms(job: MatchableJob, context: LearningContext): string[] {
  const titleWords = new Set(textTokens(job.title));
  const places = placeWords(job);
  const learnable: string[] = [];
  for (const term of new Set(job.terms)) {
    // A job's traits (occupation, pay band, employer…) are taught by outcomes only (decision 068).
    if (isTrait(term) || isOwnWord(context, term) || isNumber(term) || places.has(term)) continue;
    if (!titleWords.has(term) && templateWords.has(term)) continue;
    if (isCommonTerm(context.shares, term)) continue;
    learnable.push(term);
  }
  return learnable;
}

/** The job's title words that a "wrong field" teaches: what the job is called, not the person. */
export function learnableTitleWords(job: MatchableJob, context: LearningContext): string[] {
  return [...new Set(textTokens(job.title))].filter(
    (word) => !isOwnWord(context, word) && !isNumber(word),
  );
}
