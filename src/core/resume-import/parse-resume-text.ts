import type { ResumeImportResponse } from '../../shared/schemas/resume-import.ts';
import { findContactDetails, looksLikeName } from './find-contact-details.ts';
import { joinBrokenRanges } from './join-broken-ranges.ts';
import { parseCertificationsSection } from './parse-certifications-section.ts';
import { parseEducationSection } from './parse-education-section.ts';
import { parseSkillsSection } from './parse-skills-section.ts';
import { parseWorkSection } from './parse-work-section.ts';
import type { ResumeLines } from './resume-lines.ts';
import { headingKind, splitSections } from './split-sections.ts';
import { splitSkillLabels } from './split-skill-labels.ts';
import { traceFieldSources } from './trace-field-sources.ts';

/**
 * Resume lines in reading order → a builder draft, where each field came from, and what the
 * user should check. Plain string lines are accepted for callers without layout.
 */
export function parseResumeText(input: ResumeLines | string[]): ResumeImportResponse {
  const { lines, name, columnStarts } = Array.isArray(input)
    ? { lines: input, name: undefined, columnStarts: undefined }
    : input;
  // Lines are joined within a column, never across the edge of one.
  const columns = splitAtColumns(lines, columnStarts ?? []).map((column) =>
    joinDanglingLines(
      joinBrokenRanges(column.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean)),
    ),
  );
  const clean = columns.flat();
  const sections = splitSections(clean, columnOpenings(columns));
  const found = findContactDetails(clean, sections.header);
  const layoutName =
    name && looksLikeName(name.value) && !headingKind(name.value) ? name : undefined;
  const contact = { ...found, fullName: layoutName?.value ?? found.fullName };
  const work = parseWorkSection(sections.work);
  const education = parseEducationSection(sections.education);
  const labelled = splitSkillLabels(sections.skills);
  const skills = parseSkillsSection(labelled.skills);
  const certifications = [
    ...parseCertificationsSection(sections.certifications),
    ...labelled.certifications,
  ];
  const otherSections = [...sections.other, ...labelled.other]
    .map((section) => ({ ...section, lines: withoutContactLines(section.lines, contact) }))
    .filter((section) => section.lines.length > 0)
    .map((section) => ({
      heading: section.heading,
      text: section.lines.join('\n').slice(0, 4000),
    }));

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

  const draft = {
    ...contact,
    education: education.entries,
    workExperience: work.entries,
    skills,
    certifications,
    otherSections,
  };
  const sources = traceFieldSources(draft, {
    lines: clean,
    name: layoutName,
    work: work.evidence,
    workYearOnly: work.entries.map((entry) =>
      work.yearOnly.includes(entry.company || entry.position),
    ),
    educationLines: sections.education,
    skillsLines: labelled.skills,
  });
  return { warnings: [...new Set(warnings)], draft, sources };
}

function splitAtColumns(lines: string[], starts: number[]): string[][] {
  const edges = [0, ...starts.filter((start) => start > 0 && start < lines.length), lines.length];
  return edges.slice(1).map((end, index) => lines.slice(edges[index], end));
}

/** Where each column after the first begins in the joined lines. */
function columnOpenings(columns: string[][]): Set<number> {
  const openings = new Set<number>();
  let at = 0;
  for (const column of columns) {
    if (at > 0) openings.add(at);
    at += column.length;
  }
  return openings;
}

/**
 * A line cut after a word that cannot end a phrase ("Kitchen employee from" / "June 2015 to
 * August 2016, Paris Baguette") runs on into the next line: read apart, the fragment became an
 * employer (decision 044).
 */
function joinDanglingLines(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const dangling =
      previous && /\s(?:from|at|with|for|of|and|to|as|the|since|until)$/.test(previous);
    if (previous && dangling && !headingKind(line) && !headingKind(previous))
      joined[joined.length - 1] = `${previous} ${line}`;
    else joined.push(line);
  }
  return joined;
}

/**
 * A sidebar's "Contact" or a CV's "Personal information" repeats what step 1 already holds: its
 * e-mail, phone, LinkedIn and name lines leave the "other" note; anything else stays.
 */
function withoutContactLines(
  lines: string[],
  contact: { fullName: string; email: string; phone: string; linkedIn: string },
): string[] {
  const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9@]/g, '');
  const known = [
    contact.fullName,
    contact.email,
    contact.phone,
    contact.linkedIn.replace(/^https?:\/\//, ''),
  ]
    .map(key)
    .filter((value) => value.length >= 5);
  const label = /\((?:mobile|home|work|linkedin)\)/gi;
  return lines.filter((line) => {
    const text = key(line.replace(label, ''));
    // A wrapped address's tail ("clt (LinkedIn)") is short, but its label says what it is.
    const least = line.match(label) ? 2 : 5;
    return !known.some((value) => text === value || (text.length >= least && value.includes(text)));
  });
}
