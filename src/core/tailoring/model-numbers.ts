import type { ApplicationPackage } from '../../shared/schemas/tailoring.ts';
import type { TailorInput } from './types.ts';

/**
 * A second, stricter rule for numbers in a model's lines (decision 054): every number must be
 * written, as a whole number, in the facts the model was given or in the rules' own lines. The
 * truth check traces a number to any fact that contains it, and "a team of 14" once traced to
 * a start date in 2014; a model has no reason to write a number it was not given.
 */
const numberPattern = /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)*(?![\p{N}])/gu;

export function numbersOf(text: string): string[] {
  return [...text.matchAll(numberPattern)].map((match) => match[0].replace(/,/g, ''));
}

export interface AllowedNumbers {
  resume: Set<string>;
  letter: Set<string>;
}

/** Profile months are YYYY-MM; only the year is ever printed, so "05" or "12" must not pass. */
const yearsOnly = (text: string) => text.replace(/\b(\d{4})-\d{2}\b/g, '$1');

export function allowedNumbers(input: TailorInput, draft: ApplicationPackage): AllowedNumbers {
  const { profile, preferences, job } = input;
  const certifications = (preferences?.certifications ?? []).map(
    (cert) => `${cert.name} ${cert.organization} ${cert.issueDate} ${cert.expirationDate}`,
  );
  const facts = yearsOnly(
    [
      ...profile.workExperience.map((entry) => Object.values(entry).join('\n')),
      ...profile.education.map((entry) => Object.values(entry).join('\n')),
      ...profile.skills,
      ...(preferences?.skills ?? []),
      ...(preferences?.software ?? []),
      ...certifications,
    ].join('\n'),
  );
  // The rules' own lines: "10 years of experience" is computed, and the model may move it.
  const draftText = draftTexts(draft).join('\n');
  const resume = new Set([...numbersOf(facts), ...numbersOf(draftText)]);
  // A letter may repeat what the posting says ("your 32-bed unit").
  const letter = new Set([...resume, ...numbersOf(`${job.title}\n${job.descriptionText}`)]);
  return { resume, letter };
}

/** The printed text of the draft: never its ids or source indexes, which hold digits too. */
function draftTexts(draft: ApplicationPackage): string[] {
  const { resume, coverLetter } = draft;
  const texts = [resume.headline.text];
  for (const section of resume.sections) {
    texts.push(...section.lines.map((line) => line.text));
    for (const entry of section.entries) {
      texts.push(entry.title, entry.organization, entry.dates);
      texts.push(...entry.bullets.map((line) => line.text));
    }
  }
  texts.push(...coverLetter.paragraphs.map((line) => line.text));
  return texts;
}

export const hasForeignNumber = (text: string, allowed: Set<string>) =>
  numbersOf(text).some((number) => !allowed.has(number));
