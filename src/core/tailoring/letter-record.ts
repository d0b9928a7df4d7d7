import type { FactSource, Requirement } from '../../shared/schemas/tailoring.ts';
import { type FactSentence, type FactWriter, factWriter } from './letter-facts.ts';
import { lowerFirst } from './letter-posting.ts';
import type { LetterVoice } from './letter-voice.ts';
import { workLabel } from './profile-facts.ts';
import { newestFirst, termMatcher } from './resume-experience.ts';
import { DATES_SOURCE, yearsPhrase } from './resume-summary.ts';
import { cleanText, listPhrase, splitBullets } from './text.ts';
import type { TailorInput } from './types.ts';
import { formatLongMonth, yearRange, yearsOfWork } from './work-dates.ts';

/**
 * The letter's sentences from the person's work record (decision 050): earlier jobs, their own
 * bullets quoted, the phrases of it the posting also uses, and the met years and degree beside
 * the posting's words for them.
 */

/**
 * The user's own bullets that evidence most of the job's requirements, quoted: each job's best
 * first, then each job's second best, so a one-job profile still shows more than one line.
 */
export function strongestBullets(
  input: TailorInput,
  coverage: readonly Requirement[],
  limit: number,
  voice: LetterVoice,
): FactSentence[] {
  const matcher = termMatcher(coverage);
  const recency = new Map(newestFirst(input).map((index, at) => [index, at]));
  const ranked: { text: string; score: number; index: number; rank: number }[] = [];
  input.profile.workExperience.forEach((entry, index) => {
    // A bullet naming no requirement is still the person's own record: quoted when nothing better.
    const bullets = splitBullets(entry.description)
      .filter((text) => text.length <= 220)
      .map((text, at) => ({ text, score: matcher.score(text), at }))
      .sort((a, b) => b.score - a.score || a.at - b.at)
      .slice(0, 2);
    for (const [rank, bullet] of bullets.entries()) ranked.push({ ...bullet, index, rank });
  });
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.score - a.score ||
      (recency.get(a.index) ?? 0) - (recency.get(b.index) ?? 0),
  );
  return ranked.slice(0, limit).flatMap((found, at) => {
    const entry = input.profile.workExperience[found.index];
    if (!entry) return [];
    const company = cleanText(entry.company);
    const writer = factWriter(voice, at);
    return writer.say(
      company ? 'bullet' : 'bulletNoCompany',
      { company, bullet: found.text.replace(/[.!]+$/, '') },
      [{ kind: 'work' as const, index: found.index, label: workLabel(entry) }],
    );
  });
}

/** The jobs before the newest, as the profile states them: "Before that, I worked as …". */
export function historySentences(
  input: TailorInput,
  order: readonly number[],
  limit: number,
  voice: LetterVoice,
): FactSentence[] {
  const sentences: FactSentence[] = [];
  for (const index of order.slice(1)) {
    const entry = input.profile.workExperience[index];
    const position = cleanText(entry?.position ?? '');
    const company = cleanText(entry?.company ?? '');
    if (!entry || !position || !company || sentences.length >= limit) continue;
    // Months and place, as the profile has them, say more than a span of years.
    const months = [formatLongMonth(entry.startDate), formatLongMonth(entry.endDate)];
    const location = cleanText(entry.location);
    const span = months.every(Boolean)
      ? `${months[0]} to ${months[1]}`
      : yearRange(entry.startDate, entry.endDate);
    const where = location && !/^remote$/i.test(location) ? ` in ${location}` : '';
    const years = `${where}${span ? ` (${span})` : ''}`;
    sentences.push(
      ...factWriter(voice, sentences.length).say('history', { position, company, years }, [
        { kind: 'work', index, label: workLabel(entry) },
      ]),
    );
  }
  return sentences;
}

/** Met years and schooling, each beside the fact that meets it: "You ask for …; I have …". */
export function meetsSentences(
  input: TailorInput,
  coverage: readonly Requirement[],
  writer: FactWriter,
): FactSentence[] {
  const sentences: FactSentence[] = [];
  const years = yearsOfWork(input.profile, input.today);
  const yearsAsked = coverage.find((r) => r.met && r.kind === 'years' && r.text.length <= 100);
  if (yearsAsked && years >= 1) {
    sentences.push(
      ...factWriter(writer.voice, 0).say(
        'meets',
        {
          requirement: lowerFirst(yearsAsked.text),
          evidence: `${yearsPhrase(years)} of work experience`,
        },
        [DATES_SOURCE],
      ),
    );
  }
  const schooling = coverage.find((r) => r.met && r.kind === 'education' && r.text.length <= 100);
  const entry = input.profile.education[schooling?.evidence?.index ?? -1];
  const degree = cleanText(entry?.degree ?? '');
  if (schooling?.evidence && entry && degree) {
    const school = cleanText(entry.school);
    sentences.push(
      ...factWriter(writer.voice, 1).say(
        'meets',
        {
          requirement: lowerFirst(schooling.text),
          evidence: school ? `${degree} (${school})` : degree,
        },
        [schooling.evidence],
      ),
    );
  }
  return sentences;
}

/** The runs of the person's own work history that the posting also uses (experience-phrases.ts). */
export function ownWordsSentence(
  phrases: readonly { text: string; source: FactSource }[],
  said: readonly FactSentence[],
  writer: FactWriter,
): FactSentence[] {
  const text = said.map((sentence) => sentence.text.toLowerCase()).join(' ');
  // A lone everyday word ("night", "care") is no phrase worth a sentence; a name or two words are.
  const telling = (phrase: { text: string }) =>
    /\s|\p{Lu}/u.test(phrase.text) || phrase.text.length >= 6;
  const fresh = phrases
    .filter((phrase) => telling(phrase) && !text.includes(phrase.text.toLowerCase()))
    .slice(0, 4);
  if (fresh.length === 0) return [];
  return writer.say(
    'ownWords',
    { list: listPhrase(fresh.map((phrase) => phrase.text)) },
    fresh.map((phrase) => phrase.source),
  );
}
