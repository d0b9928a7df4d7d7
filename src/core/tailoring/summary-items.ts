import type { FactSource, Requirement } from '../../shared/schemas/tailoring.ts';
import type { ExperiencePhrase } from './experience-phrases.ts';
import { namedByPosting, namedShare, type PostingWords, stemOf, wordsOf } from './posting-words.ts';
import { educationLabel, workLabel } from './profile-facts.ts';
import type { ProfileSkill } from './resume-skills.ts';
import { bySkillRelevance } from './resume-skills.ts';
import { sameTerm } from './term-synonyms.ts';
import { cleanText, keyOf } from './text.ts';
import type { TailorInput } from './types.ts';

/**
 * The items of a resume summary (decision 050), each a fact of the profile the posting asks for
 * in some words: credentials, strengths (skills and phrases of the work history), schooling and
 * earlier titles. Posting words only choose and order them; every item is the profile's own.
 */
export interface SummaryFacts {
  /** The newest job (resume-summary.ts `newestJob`): its title is the headline's. */
  newest: { title: string } | null;
  skills: readonly ProfileSkill[];
  coverage: readonly Requirement[];
  phrases: readonly ExperiencePhrase[];
  words: PostingWords;
  order: readonly number[];
}

export interface Named {
  text: string;
  source: FactSource;
}

const MAX_STRENGTHS = 8;
const MAX_STRENGTH_CHARACTERS = 120;

/**
 * The skills meeting the posting's extracted terms, then the phrases of the work history it uses
 * most, then skills it names in other ways, then phrases it names once: one list, what the posting
 * asks for first, its credentials left to their own line.
 */
export function askedStrengths(facts: SummaryFacts, credentials: readonly Named[]): Named[] {
  const asked = facts.skills
    .filter((skill) => {
      const kind = facts.coverage[skill.requirement]?.kind;
      return kind === 'skill' || kind === 'tool' || (skill.requirement < 0 && skill.mentioned);
    })
    .sort(bySkillRelevance);
  const extracted = asked.filter((skill) => skill.requirement >= 0);
  const mentioned = asked
    .filter((skill) => skill.requirement < 0)
    .map((skill) => ({ skill, share: namedShare(facts.words, skill.text) }))
    .sort((a, b) => b.share - a.share)
    .map(({ skill }) => skill);
  const said = new Set(
    [...asked.map((skill) => skill.text), ...credentials.map((c) => c.text)].flatMap((text) =>
      wordsOf(text).map(stemOf),
    ),
  );
  // The headline names the newest title: "LPN" under "Licensed Practical Nurse" says it again.
  const title = facts.newest?.title ?? '';
  for (const word of wordsOf(title)) said.add(stemOf(word));
  const phrases = facts.phrases.filter(
    (phrase) =>
      !phrase.words.every((word) => said.has(stemOf(word))) && !sameTerm(phrase.text, title),
  );
  const ordered: Named[] = [
    ...extracted,
    ...phrases.filter((phrase) => phrase.named >= 2),
    ...mentioned,
    ...phrases.filter((phrase) => phrase.named < 2),
  ];
  const kept: Named[] = [];
  let characters = 0;
  for (const item of ordered) {
    if (kept.length >= MAX_STRENGTHS) break;
    if (kept.length >= 3 && characters + item.text.length > MAX_STRENGTH_CHARACTERS) continue;
    if (kept.some((other) => keyOf(other.text) === keyOf(item.text))) continue;
    kept.push(item);
    characters += item.text.length + 2;
  }
  return kept;
}

/** Met credentials in the posting's words, then the profile's others the posting names. */
export function namedCredentials(input: TailorInput, facts: SummaryFacts): Named[] {
  const met = facts.coverage
    .filter((r) => r.met && (r.kind === 'certification' || r.kind === 'licence') && r.evidence)
    .slice(0, 4)
    .map((r) => ({ text: r.text, source: r.evidence as FactSource }));
  const metSources = new Set(met.map((credential) => credential.source.index));
  const others = (input.preferences?.certifications ?? []).flatMap((cert, index) => {
    const name = cleanText(cert.name);
    if (!name || metSources.has(index) || !namedByPosting(facts.words, name)) return [];
    return [
      {
        text: name,
        source: { kind: 'certification' as const, index, label: `Certification, ${name}` },
      },
    ];
  });
  return [...met, ...others].slice(0, 5);
}

/**
 * Titles of jobs before the newest that the posting names ("OTR Driver"); the employer stays in
 * the experience section, where the entries keep their newest-first order.
 */
export function earlierTitles(input: TailorInput, facts: SummaryFacts): Named[] {
  const newest = keyOf(facts.newest?.title ?? '');
  const titles: Named[] = [];
  for (const index of facts.order) {
    const entry = input.profile.workExperience[index];
    const title = cleanText(entry?.position ?? '');
    if (!entry || !title || keyOf(title) === newest || !namedByPosting(facts.words, title))
      continue;
    if (titles.some((other) => keyOf(other.text) === keyOf(title))) continue;
    titles.push({ text: title, source: { kind: 'work', index, label: workLabel(entry) } });
  }
  return titles.slice(0, 2);
}

/** The degree meeting the posting's education requirement, else one whose words it uses. */
export function askedSchooling(input: TailorInput, facts: SummaryFacts): Named | null {
  const met = facts.coverage.find((r) => r.met && r.kind === 'education');
  const index =
    met?.evidence?.index ??
    input.profile.education.findIndex((entry) =>
      namedByPosting(facts.words, cleanText(entry.degree)),
    );
  const entry = index === undefined || index < 0 ? undefined : input.profile.education[index];
  const degree = cleanText(entry?.degree ?? '');
  if (!entry || !degree || index === undefined) return null;
  return {
    text: degree,
    source: { kind: 'education', index, label: educationLabel(entry) },
  };
}
