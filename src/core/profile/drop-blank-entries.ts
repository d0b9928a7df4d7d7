/** An entry where nothing was typed is not kept: it holds nothing the user could lose. */
export function dropBlankEntries<T extends Record<string, string>>(entries: T[]): T[] {
  return entries.filter((entry) => Object.values(entry).some((value) => value !== ''));
}
