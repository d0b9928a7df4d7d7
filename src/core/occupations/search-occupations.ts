import { foldedTokens } from './normalize-terms.ts';
import type { Occupation } from './occupation-schema.ts';
import { occupations } from './occupations.ts';

export interface OccupationSearchHit {
  soc: string;
  title: string;
  /** The alias that matched when it was not the title ("RN" for "Registered nurses"). */
  matchedAlias: string | null;
}

interface SearchEntry {
  occupation: Occupation;
  name: string;
  isTitle: boolean;
  tokens: string[];
}

let entries: SearchEntry[] | undefined;

function searchEntries(): SearchEntry[] {
  entries ??= occupations().flatMap((occupation) =>
    [occupation.title, ...occupation.aliases].map((name, position) => ({
      occupation,
      name,
      isTitle: position === 0,
      tokens: foldedTokens(name),
    })),
  );
  return entries;
}

/**
 * Ranks how well a name answers the query: every query word must start some word of the name.
 * Whole-name and first-word matches rank above inner-word matches; titles above aliases.
 */
function rank(entry: SearchEntry, query: string[]): number | null {
  let score = 0;
  for (const [position, word] of query.entries()) {
    const at = entry.tokens.findIndex((token) => token.startsWith(word));
    if (at === -1) return null;
    if (entry.tokens[at] === word) score += 2;
    if (at === position) score += 3;
  }
  if (entry.tokens.length === query.length) score += 4;
  if (entry.isTitle) score += 1;
  return score;
}

/** Prefix and alias search for the job-title dropdown: "nurse" → "Registered nurses" first. */
export function searchOccupations(text: string, limit = 10): OccupationSearchHit[] {
  const query = foldedTokens(text);
  if (query.length === 0) return [];
  const best = new Map<string, { score: number; hit: OccupationSearchHit }>();
  for (const entry of searchEntries()) {
    const score = rank(entry, query);
    if (score === null) continue;
    const current = best.get(entry.occupation.soc);
    if (current && current.score >= score) continue;
    best.set(entry.occupation.soc, {
      score,
      hit: {
        soc: entry.occupation.soc,
        title: entry.occupation.title,
        matchedAlias: entry.isTitle ? null : entry.name,
      },
    });
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.hit.title.localeCompare(b.hit.title, 'en'))
    .slice(0, limit)
    .map(({ hit }) => hit);
}
