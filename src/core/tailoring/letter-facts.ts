import { employmentTypeLabels } from '../../shared/employment-type-labels.ts';
import type { FactSource, Requirement } from '../../shared/schemas/tailoring.ts';
import { type JobShift, shiftLabels } from '../../shared/shift-labels.ts';
import { titleCore } from './build-coverage-report.ts';
import { profileFacts, workLabel } from './profile-facts.ts';
import { termMatcher } from './resume-experience.ts';
import { DATES_SOURCE, type Newest, yearsPhrase } from './resume-summary.ts';
import { cleanText, listPhrase, splitBullets } from './text.ts';
import type { TailorInput } from './types.ts';
import { yearsOfWork } from './work-dates.ts';

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
      text: `I hold ${listPhrase(credentials.map((r) => r.text))}.`,
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
  const degree =
    education?.evidence?.index === undefined
      ? undefined
      : input.profile.education[education.evidence.index];
  if (education?.evidence && degree && cleanText(degree.degree)) {
    const school = cleanText(degree.school);
    const text = `I earned ${cleanText(degree.degree)}${school ? ` at ${school}` : ''}.`;
    sentences.push({ text, sources: [education.evidence] });
  }
  return sentences;
}

export function availabilitySentences(input: TailorInput): FactSentence[] {
  const preferences = input.preferences;
  if (!preferences) return [];
  const source: FactSource = { kind: 'preferences', label: 'Preferences' };
  const sentences: FactSentence[] = [];
  const types = preferences.employmentTypes
    .map((type) => employmentTypeLabels[type]?.toLowerCase())
    .filter(Boolean);
  const shifts = preferences.shifts
    .map((shift) => shiftLabels[shift as JobShift]?.toLowerCase())
    .filter(Boolean);
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
    const names = fit
      .map((shift) => shiftLabels[shift as JobShift]?.toLowerCase())
      .filter(Boolean) as string[];
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

/** The user's own bullet that evidences most of the job's requirements, quoted, or null. */
export function strongestBullet(
  input: TailorInput,
  coverage: readonly Requirement[],
): FactSentence | null {
  const matcher = termMatcher(coverage);
  let best: { text: string; score: number; index: number } | null = null;
  input.profile.workExperience.forEach((entry, index) => {
    for (const text of splitBullets(entry.description)) {
      if (text.length > 220) continue;
      const score = matcher.score(text);
      if (score > 0 && (!best || score > best.score)) best = { text, score, index };
    }
  });
  const found = best as { text: string; score: number; index: number } | null;
  const entry = found ? input.profile.workExperience[found.index] : undefined;
  if (!found || !entry) return null;
  const company = cleanText(entry.company);
  const text = company
    ? `From my time at ${company}: “${found.text}”`
    : `From my own record: “${found.text}”`;
  return { text, sources: [{ kind: 'work', index: found.index, label: workLabel(entry) }] };
}
