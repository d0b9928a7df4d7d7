import { textTokens } from '../text-terms.ts';

/**
 * Title words → level: 0 intern, 1 junior/entry, 2 (no marker), 3 senior/lead, 4 manager or
 * supervisor, 5 director or executive. Words that name occupations ("medical assistant", "staff
 * nurse") are deliberately not markers.
 */
const levelOfWord: Record<string, number> = {
  intern: 0,
  internship: 0,
  junior: 1,
  jr: 1,
  entry: 1,
  trainee: 1,
  apprentice: 1,
  graduate: 1,
  associate: 1.5,
  senior: 3,
  sr: 3,
  lead: 3,
  ii: 2.5,
  iii: 3,
  journeyman: 3,
  experienced: 3,
  principal: 4,
  manager: 4,
  supervisor: 4,
  superintendent: 4,
  foreman: 4,
  director: 5,
  head: 5,
  vp: 5,
  chief: 5,
  executive: 5,
};

export function seniorityOfTitle(title: string): number {
  let level = 2;
  let marked = false;
  for (const word of textTokens(title)) {
    const found = levelOfWord[word];
    if (found === undefined) continue;
    level = marked ? Math.max(level, found) : found;
    marked = true;
  }
  return level;
}

/** Years of work → the level a person would apply at; past manager titles lift it. */
export function seniorityOfExperience(years: number, highestPastTitleLevel: number): number {
  const byYears = years < 1 ? 1 : years < 3 ? 1.5 : years < 8 ? 2.5 : 3;
  return highestPastTitleLevel >= 4 ? Math.max(byYears, highestPastTitleLevel - 0.5) : byYears;
}

/** Half a level either way is a fit; a job above the person hurts more than one below. */
export function seniorityFit(jobLevel: number, personLevel: number) {
  const gap = jobLevel - personLevel;
  if (Math.abs(gap) <= 0.5) return 1;
  return Math.max(0, 1 - (gap > 0 ? 0.4 * (gap - 0.5) : 0.25 * (-gap - 0.5)));
}
