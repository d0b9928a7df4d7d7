import { employmentTypeLabels } from '../../shared/employment-type-labels.ts';
import type { FactSource, Requirement } from '../../shared/schemas/tailoring.ts';
import type { JobShift } from '../../shared/shift-labels.ts';
import { titleCore } from './build-coverage-report.ts';
import { degreeLevel, rankOf } from './education-level.ts';
import { educationLabel, profileFacts, workLabel } from './profile-facts.ts';
import { newestFirst, termMatcher } from './resume-experience.ts';
import { DATES_SOURCE, type Newest, yearsPhrase } from './resume-summary.ts';
import { cleanText, listPhrase, splitBullets } from './text.ts';
import type { TailorInput } from './types.ts';
import { yearRange, yearsOfWork } from './work-dates.ts';

/**
 * The sentences of a letter that state facts about the user (decision 050): each one built from
 * requirements the coverage report marked met and the profile facts that meet them, never from an
 * unmet one. Each comes with its sources for the editor.
 */
export interface FactSentence {
  text: string;
  sources: FactSource[];
}

export function whyMeSentences(
  input: TailorInput,
  newest: Newest | null,
  coverage: readonly Requirement[],
): FactSentence[] {
  const sentences: FactSentence[] = [];
  const years = yearsOfWork(input.profile, input.today);
  if (newest?.title && years >= 1) {
    const at = newest.company ? ` at ${newest.company}` : '';
    sentences.push({
      text: `I have ${yearsPhrase(years)} of work experience, most recently as ${titleCore(newest.title) || newest.title}${at}.`,
      sources: [newest.source, DATES_SOURCE],
    });
  } else if (newest?.title) {
    const at = newest.company ? ` at ${newest.company}` : '';
    sentences.push({
      text: `Most recently I worked as ${titleCore(newest.title) || newest.title}${at}.`,
      sources: [newest.source],
    });
  }
  const met = coverage.filter((requirement) => requirement.met && requirement.evidence);
  const credentials = met
    .filter((r) => r.kind === 'certification' || r.kind === 'licence')
    .slice(0, 3);
  if (credentials.length > 0) {
    sentences.push({
      text: `My credentials include ${listPhrase(credentials.map((r) => r.text))}.`,
      sources: credentials.map((r) => r.evidence).filter((s): s is FactSource => !!s),
    });
  }
  const fromWork = new Map<number, Requirement[]>();
  for (const requirement of met) {
    if (requirement.kind !== 'skill' && requirement.kind !== 'tool') continue;
    const index = requirement.evidence?.kind === 'work' ? requirement.evidence.index : undefined;
    if (index === undefined) continue;
    fromWork.set(index, [...(fromWork.get(index) ?? []), requirement]);
  }
  const [workIndex, shown] =
    [...fromWork.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  const company =
    workIndex === undefined
      ? ''
      : cleanText(input.profile.workExperience[workIndex]?.company ?? '');
  if (shown && company) {
    const terms = shown.slice(0, 3);
    sentences.push({
      text: `My work at ${company} included ${listPhrase(terms.map((r) => r.text))}.`,
      sources: terms.map((r) => r.evidence).filter((s): s is FactSource => !!s),
    });
  }
  const listed = met.filter(
    (r) =>
      (r.kind === 'skill' || r.kind === 'tool') &&
      !(shown ?? []).includes(r) &&
      r.evidence?.kind !== 'work',
  );
  if (listed.length > 0) {
    const terms = listed.slice(0, 4);
    sentences.push({
      text: `I am also skilled in ${listPhrase(terms.map((r) => r.text))}.`,
      sources: terms.map((r) => r.evidence).filter((s): s is FactSource => !!s),
    });
  }
  const education = met.find((r) => r.kind === 'education');
  const index = education?.evidence?.index ?? highestDegree(input);
  const degree = index === undefined ? undefined : input.profile.education[index];
  if (index !== undefined && degree && cleanText(degree.degree)) {
    const school = cleanText(degree.school);
    sentences.push({
      text: `My education: ${cleanText(degree.degree)}${school ? `, ${school}` : ''}.`,
      sources: [{ kind: 'education', index, label: educationLabel(degree) }],
    });
  }
  const named = new Set(
    sentences
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
  if (more.length >= 2) {
    sentences.push({
      text: `Other skills from my work: ${listPhrase(more.map(({ skill }) => skill))}.`,
      sources: more.map(({ skill, at }) => ({
        kind: 'skills' as const,
        index: at,
        label: `Skills, ${skill}`,
      })),
    });
  }
  return sentences;
}

/** How a sentence names each shift: "evening and weekend shifts". */
const shiftWords: Record<JobShift, string> = {
  DAY: 'day',
  EVENING: 'evening',
  NIGHT: 'night',
  WEEKEND: 'weekend',
  ROTATING: 'rotating or on-call',
};

export function availabilitySentences(input: TailorInput): FactSentence[] {
  const preferences = input.preferences;
  if (!preferences) return [];
  const source: FactSource = { kind: 'preferences', label: 'Preferences' };
  const sentences: FactSentence[] = [];
  const types = preferences.employmentTypes
    .map((type) => employmentTypeLabels[type]?.toLowerCase())
    .filter(Boolean);
  const shifts = preferences.shifts.map((shift) => shiftWords[shift as JobShift]).filter(Boolean);
  if (types.length > 0) {
    const work = shifts.length > 0 ? ` and can work ${listPhrase(shifts as string[])} shifts` : '';
    sentences.push({
      text: `I am looking for ${listPhrase(types as string[])} work${work}.`,
      sources: [source],
    });
  } else if (shifts.length > 0) {
    sentences.push({
      text: `I can work ${listPhrase(shifts as string[])} shifts.`,
      sources: [source],
    });
  }
  const fit = input.job.shifts.filter((shift) => preferences.shifts.includes(shift as JobShift));
  if (fit.length > 0) {
    const names = fit.map((shift) => shiftWords[shift as JobShift]).filter(Boolean) as string[];
    sentences.push({ text: `The ${listPhrase(names)} schedule suits me.`, sources: [source] });
  }
  const location = cleanText(preferences.location);
  const locationFact = profileFacts(input).find(
    (fact) => fact.source.label === 'Preferences, location',
  );
  if (location && locationFact) {
    const relocate = preferences.willingToRelocate
      ? ' and willing to relocate for the right role'
      : '';
    sentences.push({
      text: `I am based in ${location}${relocate}.`,
      sources: [locationFact.source],
    });
  } else if (preferences.willingToRelocate) {
    sentences.push({ text: 'I am willing to relocate for the right role.', sources: [source] });
  }
  if (preferences.remote && input.job.workplace === 'remote') {
    sentences.push({ text: 'I am ready to work remotely.', sources: [source] });
  }
  return sentences;
}

/** The user's own bullets that evidence most of the job's requirements, one per job, quoted. */
export function strongestBullets(
  input: TailorInput,
  coverage: readonly Requirement[],
  limit: number,
): FactSentence[] {
  const matcher = termMatcher(coverage);
  const best: { text: string; score: number; index: number }[] = [];
  input.profile.workExperience.forEach((entry, index) => {
    let top: { text: string; score: number; index: number } | null = null;
    for (const text of splitBullets(entry.description)) {
      if (text.length > 220) continue;
      const score = matcher.score(text);
      // A bullet naming no requirement is still the person's own record: quoted when nothing better.
      if (!top || score > top.score) top = { text, score, index };
    }
    if (top) best.push(top);
  });
  const recency = new Map(newestFirst(input).map((index, at) => [index, at]));
  best.sort(
    (a, b) => b.score - a.score || (recency.get(a.index) ?? 0) - (recency.get(b.index) ?? 0),
  );
  return best.slice(0, limit).flatMap((found) => {
    const entry = input.profile.workExperience[found.index];
    if (!entry) return [];
    const company = cleanText(entry.company);
    const text = company
      ? `From my time at ${company}: “${found.text}”`
      : `From my own record: “${found.text}”`;
    return [
      { text, sources: [{ kind: 'work' as const, index: found.index, label: workLabel(entry) }] },
    ];
  });
}

/** The jobs before the newest, as the profile states them: "Before that, I worked as …". */
export function historySentences(
  input: TailorInput,
  order: readonly number[],
  limit: number,
): FactSentence[] {
  const sentences: FactSentence[] = [];
  const openers = ['Before that, I worked as', 'Earlier, I worked as'];
  for (const index of order.slice(1)) {
    const entry = input.profile.workExperience[index];
    const position = cleanText(entry?.position ?? '');
    const company = cleanText(entry?.company ?? '');
    if (!entry || !position || !company || sentences.length >= limit) continue;
    const years = yearRange(entry.startDate, entry.endDate);
    sentences.push({
      text: `${openers[sentences.length] ?? 'I also worked as'} ${position} at ${company}${years ? ` (${years})` : ''}.`,
      sources: [{ kind: 'work', index, label: workLabel(entry) }],
    });
  }
  return sentences;
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
