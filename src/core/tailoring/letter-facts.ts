import type { FactSource, Requirement } from '../../shared/schemas/tailoring.ts';
import { titleCore } from './build-coverage-report.ts';
import { degreeLevel, rankOf } from './education-level.ts';
import { type FactPhrase, factPhrases } from './letter-fact-phrases.ts';
import { fillIn, type LetterVoice } from './letter-voice.ts';
import { educationLabel } from './profile-facts.ts';
import { DATES_SOURCE, type Newest, yearsPhrase } from './resume-summary.ts';
import { cleanText, listPhrase } from './text.ts';
import type { TailorInput } from './types.ts';
import { formatLongMonth, monthIndex, yearsOfWork } from './work-dates.ts';

/**
 * The sentences of a letter that state facts about the user (decision 050): each one built from
 * requirements the coverage report marked met and the profile facts that meet them, never from an
 * unmet one. Each comes with its sources for the editor, and its wording from the letter's voice.
 */
export interface FactSentence {
  text: string;
  sources: FactSource[];
}

export interface FactWriter {
  voice: LetterVoice;
  say(part: FactPhrase, values: Record<string, string>, sources: FactSource[]): FactSentence[];
}

export function factWriter(voice: LetterVoice, nth = 0): FactWriter {
  return {
    voice,
    say(part, values, sources) {
      const text = fillIn(voice.pick(part, factPhrases[part], nth), values);
      return text ? [{ text, sources }] : [];
    },
  };
}

/**
 * Two sentences said as one ("I live in Columbus, OH, and I want full-time work."): a sentence of
 * fixed words joined to one of facts does not read like every other letter's.
 */
export function joined(
  first: readonly FactSentence[],
  second: readonly FactSentence[],
  glue = ', and',
): FactSentence[] {
  const [a] = first;
  const [b] = second;
  if (!a || !b) return [...first, ...second];
  const rest = /^I\b/.test(b.text) ? b.text : `${b.text.charAt(0).toLowerCase()}${b.text.slice(1)}`;
  return [
    { text: `${a.text.replace(/[.]$/, '')}${glue} ${rest}`, sources: [...a.sources, ...b.sources] },
    ...first.slice(1),
    ...second.slice(1),
  ];
}

/** Years, newest title and employer: "I have 12 years of work experience, most recently as …". */
export function experienceSentence(
  input: TailorInput,
  newest: Newest | null,
  writer: FactWriter,
): FactSentence[] {
  if (!newest?.title) return [];
  const years = yearsOfWork(input.profile, input.today);
  const values = {
    years: yearsPhrase(years),
    title: titleCore(newest.title) || newest.title,
    at: newest.company ? ` at ${newest.company}` : '',
  };
  return years >= 1
    ? writer.say('experience', values, [newest.source, DATES_SOURCE])
    : writer.say('newestOnly', values, [newest.source]);
}

const sourcesOf = (requirements: readonly Requirement[]) =>
  requirements.map((r) => r.evidence).filter((s): s is FactSource => !!s);

/** The met credentials in the posting's words, each with its issuer when the profile names one. */
export function credentialSentence(
  input: TailorInput,
  coverage: readonly Requirement[],
  writer: FactWriter,
): FactSentence[] {
  const credentials = coverage
    .filter((r) => r.met && r.evidence && (r.kind === 'certification' || r.kind === 'licence'))
    .slice(0, 3);
  if (credentials.length === 0) return [];
  const names = credentials.map((r) => {
    const cert =
      r.evidence?.kind === 'certification'
        ? input.preferences?.certifications[r.evidence.index ?? -1]
        : undefined;
    return { name: r.text, issuer: cleanText(cert?.organization ?? '') };
  });
  return writer.say('credentials', { list: listPhrase(byIssuer(names)) }, sourcesOf(credentials));
}

/** "BLS and ACLS (American Heart Association)": one issuer named once, after its credentials. */
export function byIssuer(credentials: readonly { name: string; issuer: string }[]): string[] {
  const issuers = [...new Set(credentials.map(({ issuer }) => issuer))];
  return issuers.map((issuer) => {
    const names = listPhrase(credentials.filter((c) => c.issuer === issuer).map((c) => c.name));
    return issuer ? `${names} (${issuer})` : names;
  });
}

/** Met skills and tools: those the work history evidences, with the employer, then the others. */
export function skillSentences(
  input: TailorInput,
  coverage: readonly Requirement[],
  writer: FactWriter,
): FactSentence[] {
  const met = coverage.filter(
    (r) => r.met && r.evidence && (r.kind === 'skill' || r.kind === 'tool'),
  );
  const fromWork = new Map<number, Requirement[]>();
  for (const requirement of met) {
    const index = requirement.evidence?.kind === 'work' ? requirement.evidence.index : undefined;
    if (index === undefined) continue;
    fromWork.set(index, [...(fromWork.get(index) ?? []), requirement]);
  }
  const [workIndex, shown = []] =
    [...fromWork.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  const company =
    workIndex === undefined
      ? ''
      : cleanText(input.profile.workExperience[workIndex]?.company ?? '');
  const sentences: FactSentence[] = [];
  if (shown.length > 0 && company) {
    const terms = shown.slice(0, 3);
    sentences.push(
      ...writer.say(
        'workSkills',
        { company, list: listPhrase(terms.map((r) => r.text)) },
        sourcesOf(terms),
      ),
    );
  }
  const listed = met.filter((r) => !shown.includes(r) && r.evidence?.kind !== 'work').slice(0, 4);
  if (listed.length > 0) {
    sentences.push(
      ...writer.say(
        'listedSkills',
        { list: listPhrase(listed.map((r) => r.text)) },
        sourcesOf(listed),
      ),
    );
  }
  return sentences;
}

/** The degree meeting the posting's education requirement, else the highest one. */
export function educationSentence(
  input: TailorInput,
  coverage: readonly Requirement[],
  writer: FactWriter,
): FactSentence[] {
  const education = coverage.find((r) => r.met && r.kind === 'education');
  const index = education?.evidence?.index ?? highestDegree(input);
  const entry = index === undefined ? undefined : input.profile.education[index];
  if (index === undefined || !entry || !cleanText(entry.degree)) return [];
  const school = cleanText(entry.school);
  const place = cleanText(entry.schoolCityState);
  // The month it ended, as a resume prints it; an end still ahead is left out, not called done.
  const ended = (monthIndex(entry.endDate) ?? Infinity) <= (monthIndex(input.today) ?? 0);
  const where = [school && `, ${school}`, school && place && ` in ${place}`].join('');
  const when = ended ? ` (${formatLongMonth(entry.endDate)})` : '';
  return writer.say('education', { degree: cleanText(entry.degree), school: `${where}${when}` }, [
    { kind: 'education', index, label: educationLabel(entry) },
  ]);
}

/** The profile's skills that no other sentence named, in the user's order. */
export function otherSkillsSentence(
  input: TailorInput,
  said: readonly FactSentence[],
  writer: FactWriter,
): FactSentence[] {
  const named = new Set(
    said
      .map((sentence) => sentence.text.toLowerCase())
      .join(' ')
      .split(/[^\p{L}\p{N}]+/u),
  );
  const more = input.profile.skills
    .map((skill, at) => ({ skill: cleanText(skill), at }))
    .filter(
      ({ skill }) =>
        skill &&
        !skill
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .every((word) => named.has(word)),
    )
    .slice(0, 5);
  if (more.length < 2) return [];
  return writer.say(
    'otherSkills',
    { list: listPhrase(more.map(({ skill }) => skill)) },
    more.map(({ skill, at }) => ({
      kind: 'skills' as const,
      index: at,
      label: `Skills, ${skill}`,
    })),
  );
}

/** The profile's degree of the highest level, or the first with a name. */
function highestDegree(input: TailorInput): number | undefined {
  let best: { index: number; rank: number } | undefined;
  input.profile.education.forEach((entry, index) => {
    if (!cleanText(entry.degree)) return;
    const level = degreeLevel(entry.degree);
    const rank = level ? rankOf(level) : -1;
    if (!best || rank > best.rank) best = { index, rank };
  });
  return best?.index;
}
