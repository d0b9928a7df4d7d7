import { foldedTokens } from './normalize-terms.ts';
import type { Occupation } from './occupation-schema.ts';

/**
 * Words that say how senior, how long or where a job is, not what it is. They are dropped from
 * both the data and the posting title, so "Sr. Staff Accountant II" meets "Accountant".
 */
const levelWords = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'staff',
  'entry',
  'level',
  'mid',
  'experienced',
  'trainee',
  'apprentice',
  'journeyman',
  'journeyperson',
  'master',
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  '1',
  '2',
  '3',
  '4',
  'remote',
  'hybrid',
  'onsite',
  'part',
  'full',
  'time',
  'temporary',
  'temp',
  'contract',
  'seasonal',
  'per',
  'diem',
  'prn',
  'night',
  'day',
  'shift',
  'weekend',
  'new',
  'grad',
  'graduate',
  'the',
  'a',
  'an',
  'of',
  'and',
  'for',
  'in',
  'to',
  'with',
]);

/**
 * One-token aliases that are also state codes or common abbreviations in titles ("Boston, MA",
 * "PT" for part-time) would hijack matches, so they only count inside longer phrases.
 */
const ambiguousSingleTokens = new Set([
  'al',
  'ak',
  'az',
  'ar',
  'ca',
  'co',
  'ct',
  'de',
  'dc',
  'fl',
  'ga',
  'hi',
  'id',
  'il',
  'ia',
  'ks',
  'ky',
  'la',
  'me',
  'md',
  'ma',
  'mi',
  'mn',
  'ms',
  'mo',
  'mt',
  'ne',
  'nv',
  'nh',
  'nj',
  'nm',
  'ny',
  'nc',
  'nd',
  'oh',
  'ok',
  'or',
  'pa',
  'ri',
  'sc',
  'sd',
  'tn',
  'tx',
  'ut',
  'vt',
  'va',
  'wa',
  'wv',
  'wi',
  'wy',
  'pt',
  'it',
  'do',
  'us',
]);

/** Abbreviations that postings use for the words our data spells out. */
const abbreviations = new Map([
  ['rep', 'representative'],
  ['mgr', 'manager'],
  ['tech', 'technician'],
  ['asst', 'assistant'],
  ['admin', 'administrative'],
  ['eng', 'engineer'],
  ['dev', 'developer'],
  ['spec', 'specialist'],
  ['coord', 'coordinator'],
  ['svc', 'service'],
  ['cust', 'customer'],
]);

export function titleTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const token of foldedTokens(text)) {
    if (!levelWords.has(token)) tokens.push(abbreviations.get(token) ?? token);
  }
  return tokens;
}

export interface TitleIndex {
  /** Space-joined alias tokens → occupation (first occupation to claim a phrase keeps it). */
  phrases: Map<string, Occupation>;
  longestPhrase: number;
  /** Token → occupations whose title or aliases contain it, for the fuzzy fallback. */
  tokenOccupations: Map<string, Set<Occupation>>;
  /** Inverse document frequency of each token across occupations. */
  idf: Map<string, number>;
}

export function buildTitleIndex(list: readonly Occupation[]): TitleIndex {
  const phrases = new Map<string, Occupation>();
  const tokenOccupations = new Map<string, Set<Occupation>>();
  let longestPhrase = 1;
  // Aliases first for every occupation, then the OOH titles: a specific alias such as "Staff
  // Nurse" must not lose to a broad profile title that happens to share the phrase.
  const claim = (occupation: Occupation, names: readonly string[]) => {
    for (const name of names) {
      const tokens = titleTokens(name);
      if (tokens.length === 0) continue;
      if (tokens.length === 1 && ambiguousSingleTokens.has(tokens[0] ?? '')) continue;
      const phrase = tokens.join(' ');
      if (!phrases.has(phrase)) phrases.set(phrase, occupation);
      longestPhrase = Math.max(longestPhrase, tokens.length);
      for (const token of tokens) {
        const owners = tokenOccupations.get(token) ?? new Set<Occupation>();
        owners.add(occupation);
        tokenOccupations.set(token, owners);
      }
    }
  };
  for (const occupation of list) claim(occupation, occupation.aliases);
  for (const occupation of list) claim(occupation, [occupation.title]);
  const idf = new Map<string, number>();
  for (const [token, owners] of tokenOccupations) {
    idf.set(token, Math.log(1 + list.length / owners.size));
  }
  return { phrases, longestPhrase, tokenOccupations, idf };
}
