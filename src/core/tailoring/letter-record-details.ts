import type { FactSource, Requirement } from '../../shared/schemas/tailoring.ts';
import { titleCore } from './build-coverage-report.ts';
import { byIssuer, type FactSentence, type FactWriter } from './letter-facts.ts';
import { workLabel } from './profile-facts.ts';
import { DATES_SOURCE, type Newest, yearsPhrase } from './resume-summary.ts';
import { cleanText, keyOf, listPhrase } from './text.ts';
import type { TailorInput } from './types.ts';
import { formatLongMonth, monthIndex, yearsOfWork } from './work-dates.ts';

/**
 * The details of the person's record that a careful applicant adds after the headline facts
 * (decision 050, amendment of 2026-11-29 "letters from the record"): where and since when they
 * hold their latest job, the credentials the posting did not ask for, the software they list.
 * Each sentence is one fact of the profile or preferences, as written there; none is said when
 * the letter already names it.
 */

/**
 * "I have been at The Shack Cafe in Missoula, MT since April 2019.": the newest job's place and
 * dates; "I have worked there, in Missoula, MT, since April 2019." right after the employer is named.
 */
export function tenureSentence(
  input: TailorInput,
  newest: Newest | null,
  writer: FactWriter,
  { employerJustNamed }: { employerJustNamed: boolean },
): FactSentence[] {
  const index = newest?.source.index;
  const entry = index === undefined ? undefined : input.profile.workExperience[index];
  const company = cleanText(entry?.company ?? '');
  const since = formatLongMonth(entry?.startDate ?? '');
  if (!entry || index === undefined || !company || !since) return [];
  const location = cleanText(entry.location);
  const values = {
    company,
    since,
    until: formatLongMonth(entry.endDate),
    where: location && !/^remote$/i.test(location) ? ` in ${location}` : '',
  };
  const source: FactSource = { kind: 'work', index, label: workLabel(entry) };
  // An end date ahead of today is a plan, not a finished job: such a job is still held.
  const ended = values.until && (monthIndex(entry.endDate) ?? 0) <= (monthIndex(input.today) ?? 0);
  const kind = ended ? 'tenureEnded' : 'tenure';
  return writer.say(employerJustNamed ? `${kind}There` : kind, values, [source]);
}

/**
 * The certifications of the preferences that no sentence has named, with their issuers: a
 * hiring manager reads BLS on a nurse's letter even when the posting asked only for ACLS. One
 * whose expiry date has passed is no longer held and is left out.
 */
export function otherCredentialsSentence(
  input: TailorInput,
  said: readonly FactSentence[],
  writer: FactWriter,
): FactSentence[] {
  const named = namedIn(said);
  // A certification a sentence already cites (in the posting's words) is not listed again.
  const cited = new Set(
    said
      .flatMap((sentence) => sentence.sources)
      .filter((source) => source.kind === 'certification')
      .map((source) => source.index),
  );
  const today = input.today.slice(0, 10);
  const more = (input.preferences?.certifications ?? [])
    .map((cert, index) => ({
      name: cleanText(cert.name),
      issuer: cleanText(cert.organization),
      cert,
      index,
    }))
    .filter(
      ({ name, cert, index }) =>
        name &&
        !cited.has(index) &&
        !named(name) &&
        !(cert.expirationDate && cert.expirationDate < today),
    )
    .slice(0, 3);
  if (more.length === 0) return [];
  return writer.say(
    'otherCredentials',
    { list: listPhrase(byIssuer(more)) },
    more.map(({ name, index }) => ({
      kind: 'certification' as const,
      index,
      label: `Certification, ${name}`,
    })),
  );
}

/** The software of the preferences that no sentence has named: "I work in Dentrix and Git." */
export function softwareSentence(
  input: TailorInput,
  said: readonly FactSentence[],
  writer: FactWriter,
): FactSentence[] {
  const named = namedIn(said);
  const more = (input.preferences?.software ?? [])
    .map(cleanText)
    .filter((tool) => tool && !named(tool))
    .slice(0, 4);
  if (more.length === 0) return [];
  return writer.say(
    'software',
    { list: listPhrase(more) },
    more.map((tool) => ({ kind: 'preferences' as const, label: `Preferences, software: ${tool}` })),
  );
}

/**
 * "In short, I would bring 7 years of work, most recently as Line Cook at The Shack Cafe, and food
 * preparation, Line cooking and Breakfast cooking to U.S. Federal Government.": the sum of what
 * the letter has said, for a letter the profile leaves under 200 words. Years from the dates,
 * the newest title and employer, up to three met skills, tools or credentials in the posting's
 * words, filled up with the person's own skills: facts only.
 */
export function recapSentence(
  input: TailorInput,
  coverage: readonly Requirement[],
  newest: Newest | null,
  writer: FactWriter,
  { company, said }: { company: string; said: readonly FactSentence[] },
): FactSentence[] {
  const years = yearsOfWork(input.profile, input.today);
  if (!newest?.title || years < 1) return [];
  const met = coverage
    .filter(
      (r) => r.met && r.evidence && ['skill', 'tool', 'certification', 'licence'].includes(r.kind),
    )
    .slice(0, 3);
  // Then the person's own skills, those the letter has not named yet first: a list said twice
  // word for word reads as filler.
  const named = namedIn(said);
  const metKeys = new Set(met.map((r) => keyOf(r.text)));
  const own = input.profile.skills
    .map((skill, index) => ({ skill: cleanText(skill), index }))
    .filter(({ skill }) => skill && !metKeys.has(keyOf(skill)))
    .sort((a, b) => Number(named(a.skill)) - Number(named(b.skill)))
    .slice(0, 3 - met.length);
  const list = [...met.map((r) => r.text), ...own.map(({ skill }) => skill)];
  if (list.length === 0) return [];
  const sources: FactSource[] = [
    ...met.flatMap((r) => (r.evidence ? [r.evidence] : [])),
    ...own.map(
      ({ skill, index }): FactSource => ({ kind: 'skills', index, label: `Skills, ${skill}` }),
    ),
  ];
  return writer.say(
    'recap',
    {
      years: yearsPhrase(years),
      title: titleCore(newest.title) || newest.title,
      at: newest.company ? ` at ${newest.company}` : '',
      list: listPhrase(list),
      company,
    },
    [newest.source, DATES_SOURCE, ...sources],
  );
}

/** Whether a name stands in the sentences as a whole word ("Git" is not in "digital"). */
function namedIn(said: readonly FactSentence[]): (name: string) => boolean {
  const text = said.map((sentence) => sentence.text.toLowerCase()).join(' ');
  return (name) => {
    const escaped = name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
  };
}
