import type { Profile } from '../../shared/schemas/profile.ts';
import type { CoverLetter } from '../../shared/schemas/tailoring.ts';
import { workSpan } from '../tailoring/work-dates.ts';

/** "Ana María Lopez" → first "Ana María", last "Lopez"; one word is a first name only. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' };
}

/** The entry the user works in now (no end date), else the one that ended last. */
export function currentWork(profile: Pick<Profile, 'workExperience'>) {
  const entries = [...profile.workExperience];
  return (
    entries.find((entry) => !entry.endDate) ??
    entries.sort((a, b) => b.endDate.localeCompare(a.endDate))[0] ??
    null
  );
}

/**
 * Whole years with each listed skill: the months of the jobs whose title or description names it.
 * A skill no job mentions has no figure, so "years with X" stays a question for the user rather
 * than a guess (decision 057: never invent an answer).
 */
export function skillYears(
  profile: Pick<Profile, 'skills' | 'workExperience'>,
  today: string,
): Record<string, number> {
  const years: Record<string, number> = {};
  for (const skill of profile.skills) {
    const needle = skill.toLowerCase().trim();
    if (!needle) continue;
    let months = 0;
    for (const entry of profile.workExperience) {
      const text = `${entry.position} ${entry.description}`.toLowerCase();
      const span = text.includes(needle) ? workSpan(entry, today) : null;
      if (span) months += span[1] - span[0] + 1;
    }
    if (months > 0) years[needle] = Math.floor(months / 12);
  }
  return years;
}

const licencePattern = /licen[cs]e|certif|\b(cdl|rn|lpn|cna|emt|cpa|pe)\b/i;

/** Skills that name a licence or certification: the only ones a licence question may be answered from. */
export const licencesOf = (profile: Pick<Profile, 'skills'>) =>
  profile.skills.filter((skill) => licencePattern.test(skill));

/** The letter as a form's cover-letter box takes it: visible lines, paragraphs apart. */
export function coverLetterText(letter: CoverLetter): string {
  return [letter.greeting, ...letter.paragraphs, letter.closing]
    .filter((line) => !line.hidden && line.text.trim())
    .map((line) => line.text.trim())
    .join('\n\n');
}
