/**
 * A chip list after the user pressed Enter on `raw` (spec §5 skills): trimmed; blank text and a
 * value already there in any letter case add nothing.
 */
export function addChip(values: string[], raw: string) {
  const value = raw.trim();
  const known = values.some((existing) => existing.toLowerCase() === value.toLowerCase());
  return !value || known ? values : [...values, value];
}
