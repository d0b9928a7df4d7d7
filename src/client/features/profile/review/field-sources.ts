import type { FieldSource } from '../../../../shared/schemas/resume-import.ts';

/**
 * Where each imported value came from, keyed by the builder's own form field names, so a step
 * asks "what is the source of `workExperience.2.company`?" with the name it registered the
 * input under (decision 045). Pure functions: the hook in ./use-field-sources.ts stores them.
 */

/** The steps that show sources; certifications go to the Job Search preferences instead. */
export type ReviewStep = 'personal' | 'education' | 'work' | 'certifications';

/** What one field shows: the snippet(s) it was read from, and whether it was a guess. */
export interface SourceNote {
  snippet: string;
  low: boolean;
}
export type FieldSources = Record<string, SourceNote>;

const educationField =
  /^education\.(\d+)\.(school|degree|schoolCityState|startDate|endDate|description)$/;
const workField =
  /^workExperience\.(\d+)\.(company|position|location|startDate|endDate|description)$/;

/**
 * The form field (and its step) a draft path is shown beside, or null for a path the builder has
 * no field for. Skills are one chip list and the other sections one note, so their per-item
 * paths ('skills.3', 'otherSections.1.text') all land on that one field.
 */
export function formFieldOf(path: string): { step: ReviewStep; field: string } | null {
  if (['fullName', 'email', 'phone', 'linkedIn'].includes(path)) {
    return { step: 'personal', field: path };
  }
  if (educationField.test(path)) return { step: 'education', field: path };
  if (workField.test(path)) return { step: 'work', field: path };
  if (/^skills(\.\d+)?$/.test(path)) return { step: 'work', field: 'skills' };
  if (/^otherSections(\.\d+(\.(heading|text))?)?$/.test(path)) {
    return { step: 'work', field: 'otherNotes' };
  }
  if (/^certifications(\.\d+)?$/.test(path)) {
    return { step: 'certifications', field: 'certifications' };
  }
  return null;
}

/** The step a stored form field name belongs to. */
export const stepOfField = (field: string): ReviewStep | null => formFieldOf(field)?.step ?? null;

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The import's sources as one note per form field: several snippets joined, any guess marks it. */
export function sourcesByField(sources: FieldSource[]): FieldSources {
  const byField: Record<string, { snippets: string[]; low: boolean }> = {};
  for (const source of sources) {
    const target = formFieldOf(source.field);
    const snippet = squeeze(source.snippet);
    if (!target || !snippet) continue;
    const entry = byField[target.field] ?? { snippets: [], low: false };
    byField[target.field] = entry;
    if (!entry.snippets.includes(snippet)) entry.snippets.push(snippet);
    entry.low ||= source.confidence === 'low';
  }
  return Object.fromEntries(
    Object.entries(byField).map(([field, { snippets, low }]) => [
      field,
      { snippet: snippets.join(' … '), low },
    ]),
  );
}

/** The user edited the field: what it holds is theirs now, so its source no longer applies. */
export function withoutField(sources: FieldSources, field: string): FieldSources {
  if (!(field in sources)) return sources;
  const { [field]: _dropped, ...rest } = sources;
  return rest;
}

/**
 * An entry was removed from a list ('education' or 'workExperience'): its sources go, and the
 * entries after it move up one place, their sources with them.
 */
export function withoutEntry(sources: FieldSources, list: string, index: number): FieldSources {
  const pattern = new RegExp(`^${list}\\.(\\d+)\\.(.+)$`);
  const next: FieldSources = {};
  for (const [field, note] of Object.entries(sources)) {
    const match = pattern.exec(field);
    if (!match) {
      next[field] = note;
      continue;
    }
    const at = Number(match[1]);
    if (at === index) continue;
    next[at > index ? `${list}.${at - 1}.${match[2]}` : field] = note;
  }
  return next;
}

/** The step was saved: the user reviewed every field on it. */
export function withoutStep(sources: FieldSources, step: ReviewStep): FieldSources {
  return Object.fromEntries(
    Object.entries(sources).filter(([field]) => stepOfField(field) !== step),
  );
}

const SHORT = 90;

/** The snippet cut at a word near `max` characters, or null when it is short enough already. */
export function shortSnippet(snippet: string, max = SHORT): string | null {
  if (snippet.length <= max) return null;
  const cut = snippet.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
