import { occupations } from './occupations.ts';
import { buildTitleIndex, type TitleIndex, titleTokens } from './title-index.ts';

export interface OccupationMatch {
  soc: string;
  title: string;
  /** 0–1: 1 when the whole title is a known job title, lower for partial or fuzzy matches. */
  confidence: number;
}

let index: TitleIndex | undefined;
const cache = new Map<string, OccupationMatch | null>();
const cacheLimit = 20_000;
/** Below this the fuzzy fallback is a guess we would rather not show. */
const minimumFuzzyScore = 0.3;

function titleIndex(): TitleIndex {
  index ??= buildTitleIndex(occupations());
  return index;
}

/** The longest known job-title phrase inside the title: "CDL-A Truck Driver - Regional" → "truck driver". */
function phraseMatch(tokens: string[], idx: TitleIndex): OccupationMatch | null {
  for (let length = Math.min(idx.longestPhrase, tokens.length); length > 0; length -= 1) {
    for (let start = 0; start + length <= tokens.length; start += 1) {
      const occupation = idx.phrases.get(tokens.slice(start, start + length).join(' '));
      if (!occupation) continue;
      const coverage = length / tokens.length;
      return {
        soc: occupation.soc,
        title: occupation.title,
        confidence: round(length === tokens.length ? 1 : 0.55 + 0.4 * coverage),
      };
    }
  }
  return null;
}

/** Weighted token overlap for titles that contain no known phrase ("Nurse, Telemetry Unit"). */
function fuzzyMatch(tokens: string[], idx: TitleIndex): OccupationMatch | null {
  const scores = new Map<string, { weight: number; occupation: { soc: string; title: string } }>();
  let titleWeight = 0;
  for (const token of new Set(tokens)) {
    const weight = idx.idf.get(token) ?? 0;
    titleWeight += weight || 1;
    for (const occupation of idx.tokenOccupations.get(token) ?? []) {
      const entry = scores.get(occupation.soc) ?? { weight: 0, occupation };
      entry.weight += weight;
      scores.set(occupation.soc, entry);
    }
  }
  let best: { weight: number; occupation: { soc: string; title: string } } | undefined;
  for (const entry of scores.values()) {
    if (!best || entry.weight > best.weight) best = entry;
  }
  if (!best || titleWeight === 0) return null;
  const score = best.weight / titleWeight;
  if (score < minimumFuzzyScore) return null;
  return { soc: best.occupation.soc, title: best.occupation.title, confidence: round(0.5 * score) };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Maps a posting title to its BLS OOH occupation, or null when nothing fits well enough. */
export function matchOccupation(title: string): OccupationMatch | null {
  const cached = cache.get(title);
  if (cached !== undefined) return cached;
  const idx = titleIndex();
  const tokens = titleTokens(title);
  const match = tokens.length === 0 ? null : (phraseMatch(tokens, idx) ?? fuzzyMatch(tokens, idx));
  if (cache.size >= cacheLimit) cache.clear();
  cache.set(title, match);
  return match;
}
