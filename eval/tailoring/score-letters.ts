import type { TailorInput } from '../../src/core/tailoring/types.ts';
import { employmentTypeLabels } from '../../src/shared/employment-type-labels.ts';
import type { ApplicationPackage } from '../../src/shared/schemas/tailoring.ts';
import { shiftLabels } from '../../src/shared/shift-labels.ts';
import { containsTerm, normalizeText } from './match-terms.ts';
import { letterParagraphs, printLetter } from './print-package.ts';

/**
 * Cover letter rules of decision 055, judged from the printed letter:
 * - every body paragraph names a requirement of the posting (its title, a term ingestion
 *   extracted, a requirement of the pair's `meets` list) or a fact of the profile (an employer,
 *   title, school, degree, skill, certification, the city, a shift or employment type wanted,
 *   willingness to relocate);
 * - the length, greeting to closing, is 200–350 words;
 * - no two letters share more than 30 % of their sentences once the names that differ by
 *   construction (person, company, employers, schools, titles, places, numbers) are masked.
 */

const city = (location: string) => location.split(',')[0]?.trim() ?? '';

function postingTerms(input: TailorInput, meets: string[]): string[] {
  const { job } = input;
  return [
    job.title,
    ...job.skills,
    ...job.softwareTools,
    ...job.certifications.map((cert) => cert.name),
    ...meets.filter((term) => !term.startsWith('years>=')).flatMap((term) => term.split('|')),
  ];
}

function profileTerms(input: TailorInput): string[] {
  const { profile, preferences } = input;
  const terms = [
    ...profile.workExperience.flatMap((entry) => [entry.company, entry.position]),
    ...profile.education.flatMap((entry) => [entry.school, entry.degree]),
    ...profile.skills,
  ];
  if (preferences) {
    terms.push(...preferences.skills, ...preferences.software, city(preferences.location));
    terms.push(...preferences.certifications.map((cert) => cert.name));
    terms.push(...preferences.shifts.map((shift) => shiftLabels[shift] ?? ''));
    terms.push(...preferences.employmentTypes.map((type) => employmentTypeLabels[type] ?? ''));
    if (preferences.willingToRelocate) terms.push('relocate', 'relocation', 'relocating');
  }
  return terms;
}

/** Paragraphs that name neither a requirement nor a profile fact. */
export function emptyParagraphs(pkg: ApplicationPackage, input: TailorInput, meets: string[]) {
  const terms = [...postingTerms(input, meets), ...profileTerms(input)].filter(
    (term) => term.trim().length >= 2,
  );
  return letterParagraphs(pkg).filter(
    (paragraph) => !terms.some((term) => containsTerm(paragraph, term)),
  );
}

export const letterWords = (pkg: ApplicationPackage) =>
  printLetter(pkg).join(' ').split(/\s+/).filter(Boolean).length;

/** The letter's sentences with what differs by construction masked, for comparing letters. */
export function maskedSentences(pkg: ApplicationPackage, input: TailorInput): string[] {
  const { profile, job, preferences } = input;
  const names = [
    profile.fullName,
    ...profile.fullName.split(/\s+/),
    job.company,
    job.title,
    job.locationText,
    city(job.locationText),
    preferences?.location ?? '',
    city(preferences?.location ?? ''),
    ...profile.workExperience.flatMap((entry) => [entry.company, entry.position, entry.location]),
    ...profile.education.flatMap((entry) => [entry.school, entry.degree, entry.schoolCityState]),
  ]
    .map((name) => normalizeText(name).trim())
    .filter((name) => name.length >= 2)
    .sort((a, b) => b.length - a.length);
  const sentences = printLetter(pkg).flatMap((line) => line.split(/(?<=[.!?])\s+/));
  return sentences
    .map((sentence) => {
      let text = normalizeText(sentence);
      for (const name of names) text = text.split(` ${name} `).join(' § ');
      return text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
    })
    .filter((sentence) => sentence.split(' ').length >= 3);
}

/** The share of A's sentences that B also has, the larger of both directions. */
export function sharedSentenceShare(a: string[], b: string[]): number {
  const inA = new Set(a);
  const inB = new Set(b);
  const share = (from: Set<string>, other: Set<string>) =>
    from.size === 0 ? 0 : [...from].filter((sentence) => other.has(sentence)).length / from.size;
  return Math.max(share(inA, inB), share(inB, inA));
}
