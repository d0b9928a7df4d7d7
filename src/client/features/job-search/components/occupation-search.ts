import { type OccupationOption, occupationOptions } from '../../../../shared/occupation-options.ts';

export interface OccupationHit {
  option: OccupationOption;
  /** The alias the query matched when the title itself did not ("RN" → Registered nurses). */
  matchedAlias: string | null;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Every query word starts some word of the name: "nur reg" finds "Registered nurses". */
const matches = (name: string, query: string[]) => {
  const nameWords = words(name);
  return query.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
};

/** The occupations whose title or an alias matches, kept in alphabetical order. */
export function searchOccupations(text: string, limit = 60): OccupationHit[] {
  const query = words(text);
  if (query.length === 0) {
    return occupationOptions.slice(0, limit).map((option) => ({ option, matchedAlias: null }));
  }
  const hits: OccupationHit[] = [];
  for (const option of occupationOptions) {
    if (matches(option.title, query)) hits.push({ option, matchedAlias: null });
    else {
      const alias = option.aliases.find((name) => matches(name, query));
      if (alias) hits.push({ option, matchedAlias: alias });
    }
    if (hits.length >= limit) break;
  }
  return hits;
}

export const occupationTitle = (soc: string) =>
  occupationOptions.find((option) => option.soc === soc)?.title ?? '';
