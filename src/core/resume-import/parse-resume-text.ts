import type { ResumeImportResponse } from '../../shared/schemas/resume-import.ts';
import { findContactDetails } from './find-contact-details.ts';
import { parseEducationSection } from './parse-education-section.ts';
import { parseSkillsSection } from './parse-skills-section.ts';
import { parseWorkSection } from './parse-work-section.ts';
import { splitSections } from './split-sections.ts';

/** Plain resume text (lines in reading order) → a builder draft and what the user should check. */
export function parseResumeText(lines: string[]): ResumeImportResponse {
  const clean = joinBrokenRanges(
    lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean),
  );
  const sections = splitSections(clean);
  const contact = findContactDetails(clean, sections.header);
  const work = parseWorkSection(sections.work);
  const education = parseEducationSection(sections.education);
  const skills = parseSkillsSection(sections.skills);

  const warnings: string[] = [];
  if (!contact.fullName) warnings.push('We could not find your name. Enter it in step 1.');
  if (work.entries.length === 0)
    warnings.push('We found no work experience. Add your positions in step 4.');
  if (education.entries.length === 0)
    warnings.push('We found no education. Add your schools in step 3.');
  for (const name of work.yearOnly)
    warnings.push(
      `Only years were given for ${name}; we chose January. Check the months in step 4.`,
    );
  if (education.yearOnly)
    warnings.push('Some education dates gave only a year; we chose January. Check them in step 3.');
  if (work.entries.some((entry) => !entry.company || !entry.position))
    warnings.push('Some positions are missing a company or a title. Check step 4.');
  if (education.entries.some((entry) => !entry.degree || !entry.school))
    warnings.push('Some education entries are missing a school or a degree. Check step 3.');

  return {
    warnings: [...new Set(warnings)],
    draft: {
      ...contact,
      education: education.entries,
      workExperience: work.entries,
      skills,
      certifications: [],
      otherSections: [],
    },
    sources: [],
  };
}

/** A date range wrapped at its dash ("02/2019 –" then "Present") is put back on one line. */
function joinBrokenRanges(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (previous && /\d{4}\s*(?:-|–|—|to)$/i.test(previous))
      joined[joined.length - 1] = `${previous} ${line}`;
    else joined.push(line);
  }
  return joined;
}
