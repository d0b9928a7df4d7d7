import type { Occupation } from './occupation-schema.ts';
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
/** Below this share of the title's weight, the fuzzy fallback is a guess we would rather not show. */
const minimumFuzzyScore = 0.3;

function titleIndex(): TitleIndex {
  index ??= buildTitleIndex(occupations());
  return index;
}

/** The longest known job-title phrase inside the title: "CDL-A Truck Driver - Regional" → "truck driver". */
function longestPhrase(tokens: string[], idx: TitleIndex) {
  for (let length = Math.min(idx.longestPhrase, tokens.length); length > 0; length -= 1) {
    for (let start = 0; start + length <= tokens.length; start += 1) {
      const occupation = idx.phrases.get(tokens.slice(start, start + length).join(' '));
      if (occupation) return { occupation, length };
    }
  }
  return null;
}

/** IDF-weighted share of the title's words that each occupation's titles and aliases contain. */
function tokenOverlap(tokens: string[], idx: TitleIndex) {
  const weights = new Map<Occupation, number>();
  let titleWeight = 0;
  for (const token of new Set(tokens)) {
    const weight = idx.idf.get(token) ?? 0;
    titleWeight += weight || 1;
    for (const occupation of idx.tokenOccupations.get(token) ?? []) {
      weights.set(occupation, (weights.get(occupation) ?? 0) + weight);
    }
  }
  let best: Occupation | undefined;
  let bestWeight = 0;
  let tied = false;
  for (const [occupation, weight] of weights) {
    if (weight > bestWeight + 1e-9) {
      best = occupation;
      bestWeight = weight;
      tied = false;
    } else if (Math.abs(weight - bestWeight) <= 1e-9) {
      tied = true;
    }
  }
  return { weights, titleWeight, best, bestWeight, tied };
}

const round = (value: number) => Math.round(value * 100) / 100;
const result = (occupation: Occupation, confidence: number): OccupationMatch => ({
  soc: occupation.soc,
  title: occupation.title,
  confidence: round(confidence),
});

function match(tokens: string[], idx: TitleIndex): OccupationMatch | null {
  const phrase = longestPhrase(tokens, idx);
  if (phrase && phrase.length === tokens.length) return result(phrase.occupation, 1);
  const overlap = tokenOverlap(tokens, idx);
  if (phrase) {
    // A one-word phrase ("Director" in "Director of Finance") yields to an occupation whose
    // vocabulary explains clearly more of the title.
    const phraseWeight = overlap.weights.get(phrase.occupation) ?? 0;
    const challenger = overlap.best;
    if (
      phrase.length === 1 &&
      challenger &&
      !overlap.tied &&
      overlap.bestWeight > phraseWeight * 1.2
    ) {
      return result(challenger, 0.5 + 0.4 * (overlap.bestWeight / overlap.titleWeight));
    }
    return result(phrase.occupation, 0.55 + 0.4 * (phrase.length / tokens.length));
  }
  if (!overlap.best || overlap.tied) return null;
  const score = overlap.bestWeight / overlap.titleWeight;
  return score < minimumFuzzyScore ? null : result(overlap.best, 0.5 * score);
}

/** Maps a posting title to its BLS OOH occupation, or null when nothing fits well enough. */
export function matchOccupation(title: string): OccupationMatch | null {
  const cached = cache.get(title);
  if (cached !== undefined) return cached;
  const tokens = titleTokens(title);
  const found = tokens.length === 0 ? null : match(tokens, titleIndex());
  if (cache.size >= cacheLimit) cache.clear();
  cache.set(title, found);
  return found;
}
