import type { FieldSource, ResumeDraft } from '../../shared/schemas/resume-import.ts';
import type { WorkSection } from './parse-work-section.ts';

const MAX_SNIPPET = 300;

export interface SourceEvidence {
  lines: string[];
  name?: { value: string; snippet: string } | undefined;
  work: WorkSection['evidence'];
  workYearOnly: boolean[];
  educationLines: string[];
  skillsLines: string[];
}

/**
 * Where each filled field was read from, for the review step (decision 044): the line of the
 * file that holds the value, as it stands. A value no line holds word for word (a name joined
 * from two lines, a title chosen by line order, a year read as January) is marked 'low'.
 */
export function traceFieldSources(draft: ResumeDraft, evidence: SourceEvidence): FieldSource[] {
  const sources: FieldSource[] = [];
  const add = (field: string, snippet: string | undefined, low = false) => {
    if (snippet)
      sources.push({
        field,
        snippet: snippet.slice(0, MAX_SNIPPET),
        confidence: low ? 'low' : 'high',
      });
  };
  const addFound = (field: string, value: string, within: string[], low = false) => {
    if (!value) return;
    const line = lineHolding(value, within) ?? lineHolding(value, evidence.lines);
    add(field, line ?? value, low || line === undefined);
  };

  if (draft.fullName) {
    if (evidence.name?.value === draft.fullName) add('fullName', evidence.name.snippet, false);
    else addFound('fullName', draft.fullName, evidence.lines);
  }
  for (const field of ['email', 'phone', 'linkedIn'] as const)
    addFound(field, draft[field].replace(/^https:\/\//, ''), evidence.lines);

  draft.workExperience.forEach((job, index) => {
    const seen = evidence.work[index];
    const header = seen?.header ?? [];
    const path = `workExperience.${index}`;
    addFound(`${path}.company`, job.company, header, seen?.guessed);
    addFound(`${path}.position`, job.position, header, seen?.guessed);
    addFound(`${path}.location`, job.location, header);
    const yearOnly = evidence.workYearOnly[index] ?? false;
    if (job.startDate) add(`${path}.startDate`, seen?.dates, yearOnly);
    if (job.endDate) add(`${path}.endDate`, seen?.dates, yearOnly);
    if (job.description) add(`${path}.description`, job.description.split('\n')[0]);
  });

  draft.education.forEach((entry, index) => {
    const path = `education.${index}`;
    addFound(`${path}.school`, entry.school, evidence.educationLines);
    addFound(`${path}.degree`, entry.degree, evidence.educationLines);
    addFound(`${path}.schoolCityState`, entry.schoolCityState, evidence.educationLines);
    for (const key of ['startDate', 'endDate'] as const) {
      const year = entry[key].slice(0, 4);
      if (year) addFound(`${path}.${key}`, year, evidence.educationLines);
    }
  });

  if (draft.skills.length > 0) add('skills', evidence.skillsLines.join(' · '));
  // A certification joins its line's cells with commas and its date in brackets; its first
  // part finds the line as the file printed it.
  draft.certifications.forEach((name, index) => {
    const first = name.replace(/\s*\(.*\)$/, '').split(', ')[0] ?? name;
    const line = lineHolding(first, evidence.lines);
    add(`certifications.${index}`, line ?? name, line === undefined);
  });
  draft.otherSections.forEach((section, index) => {
    add(`otherSections.${index}`, `${section.heading}: ${section.text.split('\n')[0]}`);
  });
  return sources;
}

function lineHolding(value: string, lines: string[]): string | undefined {
  const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '');
  const wanted = squash(value);
  return lines.find((line) => squash(line).includes(wanted));
}
