import { normalizeText } from '../answers/match-option.ts';
import type { FormField } from '../types.ts';

export interface MergedForm {
  /** The page's controls, with what the definition adds: options not rendered yet, required, EEO. */
  fields: FormField[];
  /** Published questions the page does not show (yet): conditional ones, shown after an answer. */
  notShown: FormField[];
}

const keysOf = (field: FormField) =>
  [field.key, field.id, field.name, field.name?.replace(/\[\]$/, '')].filter((key): key is string =>
    Boolean(key),
  );

/**
 * The rendered form read together with its published definition (decision 063). They meet by key
 * (Greenhouse's ids are the API's names, Ashby's are the field paths), else by the one question
 * with the same words. The page decides what is there now; the definition says what it may ask.
 */
export function mergeFormDefinition(
  rendered: readonly FormField[],
  definition: readonly FormField[] | null,
): MergedForm {
  if (!definition) return { fields: [...rendered], notShown: [] };
  const unmatched = new Set(definition);
  const byKey = new Map(definition.flatMap((field) => keysOf(field).map((key) => [key, field])));
  const byLabel = new Map<string, FormField | null>();
  for (const field of definition) {
    const label = normalizeText(field.label);
    byLabel.set(label, byLabel.has(label) ? null : field);
  }
  const fields = rendered.map((field) => {
    const found =
      keysOf(field)
        .map((key) => byKey.get(key))
        .find((candidate) => candidate && unmatched.has(candidate)) ??
      byLabel.get(normalizeText(field.label));
    if (!found || !unmatched.has(found)) return field;
    unmatched.delete(found);
    return {
      ...field,
      label: field.label.trim() ? field.label : found.label,
      options: field.options.length > 0 ? field.options : found.options,
      required: field.required || found.required,
      eeo: field.eeo || found.eeo,
    };
  });
  return { fields, notShown: definition.filter((field) => unmatched.has(field)) };
}
