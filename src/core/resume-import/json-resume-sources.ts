import type { FieldSource, ResumeDraft } from '../../shared/schemas/resume-import.ts';

/**
 * A JSON Resume names each value itself, so each filled field's snippet is the value as the
 * file gave it, with high confidence (decision 044).
 */
export function jsonResumeSources(draft: ResumeDraft): FieldSource[] {
  const sources: FieldSource[] = [];
  const add = (field: string, value: string) => {
    if (value) sources.push({ field, snippet: value.slice(0, 300), confidence: 'high' });
  };
  for (const field of ['fullName', 'email', 'phone', 'linkedIn'] as const) add(field, draft[field]);
  draft.workExperience.forEach((job, index) => {
    for (const [key, value] of Object.entries(job)) add(`workExperience.${index}.${key}`, value);
  });
  draft.education.forEach((entry, index) => {
    for (const [key, value] of Object.entries(entry)) add(`education.${index}.${key}`, value);
  });
  add('skills', draft.skills.join(', '));
  draft.certifications.forEach((name, index) => {
    add(`certifications.${index}`, name);
  });
  draft.otherSections.forEach((section, index) => {
    add(`otherSections.${index}`, `${section.heading}: ${section.text.split('\n')[0]}`);
  });
  return sources;
}
