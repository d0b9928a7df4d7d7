import { describeShifts } from '../../shared/shift-labels.ts';
import type { ScoredJob } from './score-job.ts';
import type { MatchableJob } from './types.ts';

const SHOWN_SKILLS = 3;
/** Learned words must move the score this much before the reason mentions them. */
const LEARNED_POINTS_WORTH_SAYING = 3;
/** A learned word is named only when its own weight is at least this (as "What you've taught us"). */
const WORD_WORTH_NAMING = 0.15;
const SHOWN_LEARNED_WORDS = 2;

/**
 * Whether the card can say why the job fits, not only where it is or what it lacks: its
 * occupation is the wanted one or a related one, it names skills or credentials the person
 * has, or its pay is within or above what they asked. A job with none of these is never
 * offered (decision 070): its only link to the person is weak.
 */
export function hasPositiveReason({ facts }: ScoredJob) {
  return (
    facts.occupation === 'same' ||
    facts.occupation === 'related' ||
    facts.matchedSkills.length > 0 ||
    facts.matchedCertifications.length > 0 ||
    (facts.salaryWish !== null && (facts.salary === 'within' || facts.salary === 'above'))
  );
}

/**
 * The job's occupation when it is the wanted one, or "Related: …" when the occupation knowledge
 * or the person relates it (`facts.occupation`); a SOC neighbour let in by its title is not
 * called related.
 */
function occupationPhrase(
  scored: ScoredJob,
  job: MatchableJob,
  occupationTitle: (soc: string) => string | undefined,
) {
  const title = job.occupationSoc ? occupationTitle(job.occupationSoc) : undefined;
  if (scored.facts.occupation === 'same') return title ?? job.title;
  if (scored.facts.occupation === 'related') return title ? `Related: ${title}` : 'Related field';
  return null;
}

function skillsPhrase({ matchedSkills, profileSkillCount }: ScoredJob['facts']) {
  if (matchedSkills.length === 0) return null;
  const shown = matchedSkills.slice(0, SHOWN_SKILLS).join(', ');
  const more = matchedSkills.length > SHOWN_SKILLS ? ', …' : '';
  const noun = profileSkillCount === 1 ? 'skill' : 'skills';
  return `${matchedSkills.length} of your ${profileSkillCount} ${noun}: ${shown}${more}`;
}

function certificationPhrase({ matchedCertifications, missingCertifications }: ScoredJob['facts']) {
  if (matchedCertifications.length > 0) return `your ${matchedCertifications.join(', ')}`;
  if (missingCertifications.length > 0) return `asks for ${missingCertifications.join(', ')}`;
  return null;
}

const salaryPhrases = {
  band: {
    within: 'within your salary band',
    partly: 'pay reaches into your salary band',
    above: 'above your salary band',
    below: 'below your salary band',
    unknown: null,
  },
  // Only a lowest pay was given (or learned): the band's top is open.
  floor: {
    within: 'pays at least your lowest pay',
    partly: 'pay reaches your lowest pay',
    above: 'pays at least your lowest pay',
    below: 'below your lowest pay',
    unknown: null,
  },
} as const;

function placePhrase(job: MatchableJob, { miles, homeApproximate }: ScoredJob['facts']) {
  if (job.workplace === 'remote') return 'remote';
  if (miles === null) return null;
  const placed = job.locations.filter((place) => place.lat !== undefined);
  const stateOnly = placed.length > 0 && placed.every((place) => place.approximate);
  if (stateOnly || homeApproximate) {
    const first = placed[0];
    const where = first?.city && first.region ? `${first.city}, ${first.region}` : first?.region;
    return where ? `in ${stateOnly ? first?.region : where}` : null;
  }
  if (miles < 1) return 'in your area';
  const rounded = Math.round(miles);
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'} away`;
}

function seniorityPhrase({ jobLevel, personLevel }: ScoredJob['facts']) {
  if (jobLevel - personLevel >= 1.5) return 'more senior than your experience';
  if (personLevel - jobLevel >= 2) return 'more junior than your experience';
  return null;
}

/** What the reason needs to say truly why learning moved a job. */
export interface LearnedContext {
  termWeights: Readonly<Record<string, number>>;
  /** The person's own answer on this job, if any: a liked job is never "like jobs you disliked". */
  feedback: 'like' | 'dislike' | null;
}

/**
 * The job's own learned words that moved it, strongest first: only these are named, so the
 * phrase is true of this job (each word is in it, and a positive weight comes only from a like,
 * a negative one only from a dislike: see `applyFeedback`).
 */
function learnedWordsOf(
  job: MatchableJob,
  termWeights: LearnedContext['termWeights'],
  sign: 1 | -1,
) {
  return [...new Set(job.terms)]
    .map((term) => ({ term, weight: sign * (termWeights[term] ?? 0) }))
    .filter(({ weight }) => weight >= WORD_WORTH_NAMING)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, SHOWN_LEARNED_WORDS)
    .map(({ term }) => `“${term}”`)
    .join(', ');
}

function learnedPhrase(
  { learnedPoints }: ScoredJob['facts'],
  job: MatchableJob,
  learned: LearnedContext | undefined,
) {
  if (!learned) return null;
  if (learnedPoints >= LEARNED_POINTS_WORTH_SAYING && learned.feedback !== 'dislike') {
    const words = learnedWordsOf(job, learned.termWeights, 1);
    return words ? `mentions ${words} like jobs you liked` : null;
  }
  if (learnedPoints <= -LEARNED_POINTS_WORTH_SAYING && learned.feedback !== 'like') {
    const words = learnedWordsOf(job, learned.termWeights, -1);
    return words ? `mentions ${words} like jobs you disliked` : null;
  }
  return null;
}

/**
 * One line a person can read, from the facts found while scoring, e.g. "Registered nurses ·
 * 6 of your 8 skills: IV therapy, Telemetry, Patient care, … · within your salary band · 12
 * miles away". Only what is true and worth saying appears: learning is mentioned only with
 * `learned`, naming the job's own learned words (decision 040).
 */
export function explainMatch(
  scored: ScoredJob,
  job: MatchableJob,
  occupationTitle: (soc: string) => string | undefined = () => undefined,
  learned?: LearnedContext,
): string {
  const { facts } = scored;
  return [
    occupationPhrase(scored, job, occupationTitle),
    skillsPhrase(facts),
    certificationPhrase(facts),
    facts.salaryWish ? salaryPhrases[facts.salaryWish][facts.salary] : null,
    placePhrase(job, facts),
    // The posting's own schedule, said where people decide on it (decision 047).
    describeShifts(job.shifts),
    seniorityPhrase(facts),
    facts.ageDays <= 0 ? 'posted today' : null,
    learnedPhrase(facts, job, learned),
  ]
    .filter((phrase): phrase is string => phrase !== null)
    .join(' · ');
}
