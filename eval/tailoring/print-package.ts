import type { ApplicationPackage } from '../../src/shared/schemas/tailoring.ts';

/**
 * The documents as a reader sees them, in printed order, from the package alone (decision 055):
 * hidden sections, entries and lines are not printed, a condensed entry prints its heading line
 * only. Written apart from the renderers so the judge does not share their choices.
 */
export interface PrintedLine {
  text: string;
  /** Prose (headline, summary, skills, bullets) starts sentences; names and headings do not. */
  prose: boolean;
}

export function printResume(pkg: ApplicationPackage): string[] {
  return printResumeLines(pkg).map((line) => line.text);
}

export function printResumeLines(pkg: ApplicationPackage): PrintedLine[] {
  const { resume } = pkg;
  const contact = [
    resume.contact.email,
    resume.contact.phone,
    resume.contact.location,
    resume.contact.linkedIn,
  ].filter((value) => value.trim() !== '');
  const lines: PrintedLine[] = [];
  const name = (text: string) => lines.push({ text, prose: false });
  const prose = (text: string) => lines.push({ text, prose: true });
  name(resume.contact.fullName);
  name(contact.join(' · '));
  if (!resume.headline.hidden) prose(resume.headline.text);
  for (const section of resume.sections) {
    if (section.hidden) continue;
    name(section.heading);
    for (const line of section.lines) if (!line.hidden) prose(line.text);
    for (const entry of section.entries) {
      if (entry.hidden) continue;
      name([entry.title, entry.organization, entry.dates].filter(Boolean).join(' · '));
      if (entry.condensed) continue;
      for (const bullet of entry.bullets) if (!bullet.hidden) prose(bullet.text);
    }
  }
  return lines.filter((line) => line.text.trim() !== '');
}

/** The letter's body paragraphs as printed (the greeting and closing are not paragraphs). */
export function letterParagraphs(pkg: ApplicationPackage): string[] {
  return pkg.coverLetter.paragraphs
    .filter((line) => !line.hidden)
    .map((line) => line.text)
    .filter((text) => text.trim() !== '');
}

/** The whole letter as printed: greeting, paragraphs, closing. */
export function printLetter(pkg: ApplicationPackage): string[] {
  const { greeting, closing } = pkg.coverLetter;
  return [
    ...(greeting.hidden ? [] : [greeting.text]),
    ...letterParagraphs(pkg),
    ...(closing.hidden ? [] : [closing.text]),
  ].filter((text) => text.trim() !== '');
}

/**
 * The first third of the printed resume, by characters in reading order: what a recruiter's
 * six-second skim covers on a one- or two-page resume.
 */
export function firstThird(lines: string[]): string {
  const text = lines.join('\n');
  return text.slice(0, Math.ceil(text.length / 3));
}
