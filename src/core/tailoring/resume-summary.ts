import type { DocumentLine, FactSource, Requirement } from '../../shared/schemas/tailoring.ts';
import { workLabel } from './profile-facts.ts';
import { bySkillRelevance, type ProfileSkill } from './resume-skills.ts';
import { cleanText, listPhrase } from './text.ts';
import type { TailorInput } from './types.ts';
import { yearsOfWork } from './work-dates.ts';

/**
 * The headline and summary (decision 050), only from facts: the newest title, the years of work
 * computed from the dates, the skills and credentials that meet the posting. No adjectives about
 * the person ("dedicated", "results-driven"): they are claims no profile can support.
 */
export const DATES_SOURCE: FactSource = { kind: 'work', label: 'Work experience dates' };

export function yearsPhrase(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}

export interface Newest {
  title: string;
  company: string;
  source: FactSource;
}

export function newestJob(input: TailorInput, order: readonly number[]): Newest | null {
  for (const index of order) {
    const entry = input.profile.workExperience[index];
    if (!entry) continue;
    const title = cleanText(entry.position);
    const company = cleanText(entry.company);
    if (title || company)
      return { title, company, source: { kind: 'work', index, label: workLabel(entry) } };
  }
  return null;
}

export function headline(input: TailorInput, newest: Newest | null): DocumentLine {
  const years = yearsOfWork(input.profile, input.today);
  const title = newest?.title ?? '';
  const parts = [title, years >= 1 ? `${yearsPhrase(years)} of experience` : ''].filter(Boolean);
  const sources = [newest?.source, years >= 1 ? DATES_SOURCE : undefined].filter(
    (s): s is FactSource => !!s,
  );
  return { id: 'headline', text: parts.join(' · '), hidden: false, sources };
}

export function summaryLines(
  input: TailorInput,
  newest: Newest | null,
  skills: readonly ProfileSkill[],
  coverage: readonly Requirement[],
): DocumentLine[] {
  const lines: DocumentLine[] = [];
  const add = (text: string, sources: FactSource[]) => {
    if (text) lines.push({ id: `summary-${lines.length + 1}`, text, hidden: false, sources });
  };
  const matching = skills
    .filter((skill) => {
      const kind = coverage[skill.requirement]?.kind;
      return kind === 'skill' || kind === 'tool' || (skill.requirement < 0 && skill.mentioned);
    })
    .sort(bySkillRelevance)
    .slice(0, 8);
  if (matching.length > 0) {
    add(
      `Skilled in ${listPhrase(matching.map((skill) => skill.text))}.`,
      matching.map((skill) => skill.source),
    );
  }
  const credentials = coverage
    .filter(
      (requirement) =>
        requirement.met && (requirement.kind === 'certification' || requirement.kind === 'licence'),
    )
    .slice(0, 4);
  const sources = credentials
    .map((requirement) => requirement.evidence)
    .filter((s): s is FactSource => !!s);
  if (credentials.length > 0)
    add(`Credentials: ${listPhrase(credentials.map((requirement) => requirement.text))}.`, sources);
  // After the skills: the headline above already names the title and the years, and a short
  // resume's first third is what a recruiter reads (decision 050).
  const years = yearsOfWork(input.profile, input.today);
  if (newest?.title) {
    const experience = years >= 1 ? ` with ${yearsPhrase(years)} of experience` : '';
    const at = newest.company ? `, most recently at ${newest.company}` : '';
    add(`${newest.title}${experience}${at}.`, [
      newest.source,
      ...(years >= 1 ? [DATES_SOURCE] : []),
    ]);
  } else if (newest?.company && years >= 1) {
    add(`${yearsPhrase(years)} of experience, most recently at ${newest.company}.`, [
      newest.source,
      DATES_SOURCE,
    ]);
  }
  return lines;
}
