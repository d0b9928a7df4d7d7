import { usStates } from '../../src/core/geo/us-states.ts';
import { occupationOptions } from '../../src/shared/occupation-options.ts';
import type { JobFacts } from './job-facts.ts';
import {
  bandOf,
  homeOf,
  nearestMiles,
  occupationTitle,
  personLevel,
  titleLevel,
  yearsOfWork,
} from './judge-match.ts';
import type { Persona } from './load-personas.ts';

const occupationTitles = new Set(occupationOptions.map((option) => option.title));

/**
 * Each phrase of a shown reason (explain-match.ts joins them with " · ") judged true or false
 * against the job's own fields and what the persona entered: the written rules of
 * docs/decisions/039-judged-personas.md. A phrase no rule knows is reported, not guessed.
 */
export interface PhraseJudgment {
  phrase: string;
  truth: 'true' | 'false' | 'unchecked';
  /** Says why the job fits (occupation, skills, own certification, pay, a liked kind of job). */
  positive: boolean;
}

/** Phrases that give a reason to look at the job, not a warning about it. */
const positivePhrase =
  /^(\d+ of your|your |within your salary|above your salary|like jobs you liked|Related)/;

export interface ReasonContext {
  persona: Persona;
  now: Date;
  /** Jobs the persona liked and disliked so far (the learned labels speak of them). */
  liked: JobFacts[];
  disliked: JobFacts[];
}

/** A distance quoted on a card may be off by this much (rounding, a city's extent). */
export const MILES_TOLERANCE = 5;

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();

function personaSkills(persona: Persona) {
  const all = [...persona.preferences.skills, ...persona.skills, ...persona.preferences.software];
  return new Set(all.map(key).filter(Boolean));
}

/** The job names the skill: in its listed skills and tools, or in its text as a whole phrase. */
function jobHasSkill(job: JobFacts, skill: string) {
  const wanted = key(skill);
  if (job.skills.some((name) => key(name) === wanted)) return true;
  const text = ` ${key(`${job.title} ${job.description ?? ''}`)} `;
  return text.includes(` ${wanted} `);
}

/** "4 of your 9 skills: A, B, C, …": every named skill is the persona's and the job's. */
function judgeSkills(phrase: string, job: JobFacts, persona: Persona): boolean {
  const match = /^(\d+) of your (\d+) skills?: (.*)$/.exec(phrase);
  if (!match) return false;
  const [, count, total, list = ''] = match;
  const mine = personaSkills(persona);
  const named = list
    .replace(/, …$/, '')
    .split(', ')
    .filter((name) => name !== '…');
  const found = [...mine].filter((skill) => jobHasSkill(job, skill)).length;
  return (
    Number(total) <= mine.size &&
    Number(count) <= found &&
    named.every((name) => mine.has(key(name)) && jobHasSkill(job, name))
  );
}

const sameName = (a: string, b: string) => key(a) === key(b);

function judgeSalary(phrase: string, job: JobFacts, persona: Persona): boolean {
  const band = bandOf(persona);
  const low = job.salaryAnnualUsdMin ?? job.salaryAnnualUsdMax;
  const high = job.salaryAnnualUsdMax ?? job.salaryAnnualUsdMin;
  if (!band || low === null || high === null) return false;
  // "Within" promises what you would be offered: the range's bottom is inside the band. A range
  // whose top only touches the band is not within it.
  if (phrase === 'within your salary band') return low >= band.low && low <= band.high;
  if (phrase === 'above your salary band') return low > band.high;
  if (phrase === 'pay reaches into your salary band') return low < band.low && high >= band.low;
  return high < band.low;
}

/** What a card says of a stated shift (shift-labels.ts), as the judge reads it. */
const shiftPhrases: Record<string, string> = {
  'Day shift': 'DAY',
  'Evening shift': 'EVENING',
  'Night shift': 'NIGHT',
  Weekends: 'WEEKEND',
  'Rotating or on-call': 'ROTATING',
};

function judgePlace(phrase: string, job: JobFacts, persona: Persona): boolean {
  if (phrase === 'remote') return job.workplace === 'remote';
  if (job.workplace === 'remote') return false;
  const miles = nearestMiles(homeOf(persona), job);
  if (phrase === 'in your area') return miles !== null && miles <= MILES_TOLERANCE;
  const away = /^(\d+) miles? away$/.exec(phrase);
  if (away) return miles !== null && Math.abs(Number(away[1]) - miles) <= MILES_TOLERANCE;
  // "in TX" or "in Augusta, GA": the job is in that state or city.
  const where = phrase.slice(3);
  const [city, state] = where.includes(',') ? where.split(', ') : [null, where];
  return job.locations.some(
    (place) =>
      sameName(place.region ?? '', state ?? '') &&
      (city === null || sameName(place.city ?? '', city)),
  );
}

function judgeOccupationPhrase(phrase: string, job: JobFacts, persona: Persona): boolean {
  const soc = job.occupationSoc;
  const related = [...persona.wants.nextSteps, ...persona.wants.nearby];
  if (phrase === 'Related field') return soc !== null && related.includes(soc);
  if (phrase.startsWith('Related: ')) {
    return soc !== null && related.includes(soc) && phrase.slice(9) === occupationTitle(soc);
  }
  // The bare occupation (or, unclassified, the job's title) claims the persona's own field.
  return soc === persona.occupation && phrase === occupationTitle(soc);
}

/**
 * "More senior": the title names a senior level (3+) above what the persona's years reach; "more
 * junior": two or more levels below them (the scale of the relevance rule, `personLevel`). A
 * plain title is no claim of seniority.
 */
function judgeLevelPhrase(phrase: string, job: JobFacts, persona: Persona, now: Date): boolean {
  const person = personLevel(yearsOfWork(persona, now));
  const level = titleLevel(job.title, job.occupationSoc);
  return phrase === 'more senior than your experience'
    ? level >= 3 && level > person
    : level <= person - 2;
}

/** Title words that say nothing of what the job is. */
const levelWords = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'staff',
  'full',
  'time',
  'part',
]);
const titleWords = (title: string) =>
  key(title)
    .split(' ')
    .filter((word) => word.length > 2 && !levelWords.has(word));

/** Shares what a person would call "like" that job: its occupation, employer or a title word. */
const resembles = (job: JobFacts, other: JobFacts) =>
  (job.occupationSoc !== null && job.occupationSoc === other.occupationSoc) ||
  sameName(job.company, other.company) ||
  titleWords(job.title).some((word) => titleWords(other.title).includes(word));

function judgeLearned(phrase: string, job: JobFacts, ctx: ReasonContext): boolean {
  const likedIt = ctx.liked.some((other) => other.id === job.id);
  const dislikedIt = ctx.disliked.some((other) => other.id === job.id);
  if (phrase === 'like jobs you liked') {
    return !dislikedIt && ctx.liked.some((other) => likedIt || resembles(job, other));
  }
  return !likedIt && ctx.disliked.some((other) => dislikedIt || resembles(job, other));
}

/**
 * One credential whatever paper names it: "RDH" and "RDH License" are the same, and a posting
 * that names no state takes any state's ("Oklahoma Registered Nurse" for "Registered Nurse
 * License"). A state the posting names must be the person's: a Colorado licence is not the
 * Texas one asked for (decision 070).
 */
const paperNouns = /\b(license|licence|licensure|certificate|certification|credential)\b/g;
const stateNames = new RegExp(`\\b(${Object.values(usStates).map(key).join('|')})\\b`, 'g');
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
const sameCredential = (own: string, asked: string) => {
  const bare = (name: string) => squeeze(key(name).replace(paperNouns, ' '));
  const mine = bare(own);
  const theirs = bare(asked);
  const stateless = (name: string) => squeeze(name.replace(stateNames, ' '));
  return mine === theirs || (stateless(theirs) === theirs && stateless(mine) === theirs);
};

function judgeCertifications(phrase: string, job: JobFacts, persona: Persona): boolean {
  const mine = persona.preferences.certifications.map((row) => row.name);
  const listed = (text: string) => text.split(', ');
  if (phrase.startsWith('your ')) {
    return listed(phrase.slice(5)).every(
      (name) =>
        mine.some((own) => sameName(own, name)) &&
        job.certifications.some((asked) => sameCredential(asked, name)),
    );
  }
  return listed(phrase.slice(9)).every(
    (name) =>
      job.certifications.some((asked) => sameName(asked, name)) &&
      !mine.some((own) => sameCredential(own, name)),
  );
}

function judgePhrase(phrase: string, job: JobFacts, ctx: ReasonContext): boolean | null {
  const { persona, now } = ctx;
  if (/^\d+ of your \d+ skills?: /.test(phrase)) return judgeSkills(phrase, job, persona);
  if (phrase in shiftPhrases) return job.shifts.includes(shiftPhrases[phrase] ?? '');
  if (/^(within|above|below) your salary band$|^pay reaches into your salary band$/.test(phrase)) {
    return judgeSalary(phrase, job, persona);
  }
  if (phrase === 'remote' || phrase === 'in your area' || /^\d+ miles? away$/.test(phrase)) {
    return judgePlace(phrase, job, persona);
  }
  if (/^in [A-Z]/.test(phrase)) return judgePlace(phrase, job, persona);
  if (/^more (senior|junior) than your experience$/.test(phrase)) {
    return judgeLevelPhrase(phrase, job, persona, now);
  }
  if (phrase === 'posted today') return now.getTime() - job.postedAt.getTime() < 86_400_000;
  if (/^like jobs you (liked|disliked)$/.test(phrase)) return judgeLearned(phrase, job, ctx);
  if (/^(your|asks for) /.test(phrase)) return judgeCertifications(phrase, job, persona);
  if (phrase.startsWith('Related') || occupationTitles.has(phrase)) {
    return judgeOccupationPhrase(phrase, job, persona);
  }
  return null;
}

/** Every phrase of `reason` with its truth; the first phrase may be the job's occupation. */
export function judgeReason(reason: string, job: JobFacts, ctx: ReasonContext): PhraseJudgment[] {
  return reason
    .split(' · ')
    .filter((phrase) => phrase.trim() !== '')
    .map((phrase) => {
      const truth = judgePhrase(phrase, job, ctx);
      const positive = positivePhrase.test(phrase) || occupationTitles.has(phrase);
      return { phrase, truth: truth === null ? 'unchecked' : truth ? 'true' : 'false', positive };
    });
}
