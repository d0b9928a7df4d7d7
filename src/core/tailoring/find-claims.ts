import type { Claim } from '../../shared/schemas/tailoring.ts';
import { claimVocabulary } from './claim-vocabulary.ts';
import { traceClaim } from './trace-claim.ts';
import type { FindClaims } from './types.ts';

/**
 * The truth check's finder (decision 050 §4): every checkable statement in a text, each traced to
 * the fact that supports it, or `source: null`.
 *
 * What counts as a claim:
 * - skills, tools, certifications, licences and job titles the occupation knowledge names
 *   (longest match: "Class A CDL" is one claim, not "CDL");
 * - names: a run of capitalised words (any cased script: Latin, Greek, Cyrillic, Vietnamese),
 *   or an all-capital abbreviation, except a single ordinary word opening a sentence; a run
 *   ending in University, College or School is a school, else an employer;
 * - degrees ("Bachelor's", "BSN", "GED"), dates ("Jul 2016", "2019"), durations ("6 years",
 *   "18 months") and any other number.
 *
 * How a claim traces (trace-claim.ts): to the profile or preferences in any text; in a letter,
 * also to the posting, but only the posting's title and company in a sentence about the writer
 * ("I", "my", "me"): "I hold ACLS" must trace to the profile even when the posting asks for it.
 */
export const findClaims: FindClaims = (text, input, context) => {
  const claims: Claim[] = [];
  for (const sentence of sentencesOf(text)) {
    const firstPerson =
      /(?:^|[^\p{L}])(?:I|my|me|mine|I'm|I’m|I've|I’ve|I'd|I’d|I'll|I’ll|myself)(?![\p{L}-])/iu.test(
        sentence,
      );
    for (const found of claimsIn(sentence)) {
      claims.push({ ...found, source: traceClaim(found, input, context, firstPerson) });
    }
  }
  return claims;
};

/** Sentences and lines: what "about the writer" is decided on. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?:;]["”’)]?)\s+|\n+/).filter((part) => part.trim() !== '');
}

interface Found {
  text: string;
  kind: Claim['kind'];
}

const wordPattern = /[\p{L}\p{M}\p{N}+#]+/gu;
const monthWord =
  'Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?';
const datePattern = new RegExp(`\\b(?:(?:${monthWord})\\.?\\s+)?(?:19|20)\\d{2}\\b`, 'g');
const durationPattern =
  /\b(?:\d{1,3}(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s*\+?\s*(?:-|–|to)?\s*(?:\d{1,3}\s*)?\+?\s*(?:years?|yrs?|months?)\b/gi;
const numberPattern = /\d[\d,.]*\d%?|\d%?/g;
const degreePattern =
  /\b(?:Bachelor(?:'s|’s|s)?|Master(?:'s|’s|s)?|Associate(?:'s|’s)? degree|Associate of|Doctorate|Ph\.?\s?D|MBA|BSN|MSN|ADN|DNP|B\.S\.|B\.A\.|M\.S\.|M\.A\.|GED|high school diploma)(?![\p{L}])/giu;
const nameRun =
  /(?:\p{Lu}[\p{L}\p{M}'’&.-]*|\d+[\p{L}]*)(?:[ \t]+(?:(?:of|and|&|de|del|la|le|du|von|van|der)[ \t]+)?(?:\p{Lu}[\p{L}\p{M}'’&.-]*))*/gu;
/** Capitalised words that are no name: letter furniture, headings, months, weekdays. */
const notNames = new Set(
  `i dear sincerely regards respectfully thank thanks best kind warm with present summary skills
  experience education certifications additional information issued expires here what from in
  the a an my our your you we he she they it this that these those please jan feb mar apr may jun
  jul aug sep oct nov dec january february march april june july august september october november
  december monday tuesday wednesday thursday friday saturday sunday reading specifically
  concretely relevant short brief`.split(/\s+/),
);

export function claimsIn(sentence: string): Found[] {
  const found: Found[] = [];
  const taken: [number, number][] = [];
  const take = (start: number, end: number, text: string, kind: Claim['kind']) => {
    if (taken.some(([s, e]) => start < e && end > s)) return;
    taken.push([start, end]);
    found.push({ text, kind });
  };
  for (const match of sentence.matchAll(durationPattern))
    take(match.index, match.index + match[0].length, match[0].trim(), 'duration');
  for (const match of sentence.matchAll(datePattern))
    take(match.index, match.index + match[0].length, match[0], 'date');
  for (const match of sentence.matchAll(degreePattern))
    take(match.index, match.index + match[0].length, match[0], 'degree');
  vocabularyClaims(sentence, take);
  for (const match of sentence.matchAll(nameRun)) nameClaim(sentence, match[0], match.index, take);
  for (const match of sentence.matchAll(numberPattern))
    take(match.index, match.index + match[0].length, match[0], 'number');
  return found;
}

function vocabularyClaims(
  sentence: string,
  take: (s: number, e: number, t: string, k: Claim['kind']) => void,
) {
  const vocabulary = claimVocabulary();
  const words = [...sentence.normalize('NFC').matchAll(wordPattern)];
  const lower = words.map((word) => word[0].toLowerCase());
  for (let at = 0; at < words.length; at++) {
    let key = lower[at] ?? '';
    let best = -1;
    let bestKind: Claim['kind'] | undefined;
    for (let end = at; vocabulary.prefixes.has(key); ) {
      const kind = vocabulary.kinds.get(key);
      const exact = kind && vocabulary.exactSpelling.get(key);
      if (kind && (!exact || words[at]?.[0] === exact)) {
        best = end;
        bestKind = kind;
      }
      end += 1;
      if (end >= words.length) break;
      key = `${key} ${lower[end]}`;
    }
    const first = words[at];
    const last = words[best];
    if (!first || !last || !bestKind) continue;
    const stop = last.index + last[0].length;
    take(first.index, stop, sentence.slice(first.index, stop), bestKind);
    at = best;
  }
}

function nameClaim(
  sentence: string,
  run: string,
  index: number,
  take: (s: number, e: number, t: string, k: Claim['kind']) => void,
) {
  let words = run.split(/[ \t]+/);
  let start = index;
  while (words.length > 0 && notNames.has((words[0] ?? '').toLowerCase().replace(/[.'’]+$/, ''))) {
    start += (words[0] ?? '').length + 1;
    words = words.slice(1);
  }
  while (words.length > 0 && /^(?:of|and|&|de|del|la|le|du|von|van|der)$/i.test(words.at(-1) ?? ''))
    words = words.slice(0, -1);
  const text = words.join(' ').replace(/[.'’-]+$/, '');
  if (!text || !/\p{L}/u.test(text)) return;
  const opensSentence =
    sentence.slice(0, start).trim() === '' || /[.!?:;"“(]\s*$/.test(sentence.slice(0, start));
  const abbreviation = /^\p{Lu}[\p{Lu}\d&-]+$/u.test(text);
  if (words.length === 1 && opensSentence && !abbreviation) return;
  if (words.length === 1 && notNames.has(text.toLowerCase())) return;
  const kind: Claim['kind'] =
    /(?:University|College|School|Institute|Academy|Universidad|Université|Universität|Университет|Πανεπιστήμιο|Trường)/u.test(
      text,
    )
      ? 'school'
      : 'employer';
  take(start, start + text.length, text, kind);
}
