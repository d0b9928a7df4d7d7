import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { type Occupation, occupationSchema } from './occupation-schema.ts';

const dataDirectory = new URL('./data/', import.meta.url);

let loaded: { list: Occupation[]; bySoc: Map<string, Occupation> } | undefined;

/** Read once and validated: a malformed data file fails loudly at first use, never silently. */
function load() {
  if (loaded) return loaded;
  const list: Occupation[] = [];
  for (const file of readdirSync(dataDirectory)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const raw: unknown = JSON.parse(readFileSync(new URL(file, dataDirectory), 'utf8'));
    const parsed = z.array(occupationSchema).safeParse(raw);
    if (!parsed.success) {
      throw new Error(`Occupation data ${file} is invalid: ${z.prettifyError(parsed.error)}`);
    }
    list.push(...parsed.data);
  }
  list.sort((a, b) => a.title.localeCompare(b.title, 'en'));
  loaded = { list, bySoc: new Map(list.map((occupation) => [occupation.soc, occupation])) };
  return loaded;
}

/** All 342 BLS OOH occupations, alphabetical by title. */
export function occupations(): readonly Occupation[] {
  return load().list;
}

export function occupationBySoc(soc: string): Occupation | undefined {
  return load().bySoc.get(soc);
}
