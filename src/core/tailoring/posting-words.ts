import { foldToken } from '../occupations/normalize-terms.ts';
import type { TailorJob } from './types.ts';

/**
 * The posting's own words, for finding which of the profile's words it also uses (decision 050):
 * a requirement the term extractor did not store ("fryer", "memory care", "charge nurse") is
 * still a requirement when the posting names it and the profile says it. Words meet in a light
 * stem, so "merchandising" meets "merchandise", "charge" meets "charging", "knife" meets "knives".
 * It only chooses what to show first: every word shown is the profile's own.
 */
export interface PostingWords {
  has(word: string): boolean;
  /** "OTR" where the posting says "Over The Road", "ADLs" for "activities of daily living". */
  spellsOut(acronym: string): boolean;
}

/** Words that name nothing by themselves: "Feeding assistance" is about feeding. */
const GENERIC = new Set(
  `a an the and or of for in on at to by as with from & assistance skill skills management
  experience system systems general`.split(/\s+/),
);

/**
 * Besides those, words every job has: a run of a work history's words is only worth showing when
 * it holds a word of its own ("Assist residents with" names nothing; "transfers" does).
 */
const PLAIN = new Set(
  `into over under per via plus all any each other some new own our your their my this that these
  those is are was were be been will can work worked working works job jobs role team teams staff
  day days daily week weekly month year years time times experienced ability various including
  include includes assist assisted assisting assists help helped helping support supported
  supporting provide provided providing perform performed performing handle handled handling make
  made ensure ensured use used using duty duties task tasks responsible responsibility level
  levels service services patient patients resident residents customer customers client clients
  student students people person member members guest guests company employer position positions
  area areas need needs required requirement requirements preferred full part high good strong
  basic knowledge able must also well more most shift shifts night nights unit floor
  store front week`.split(/\s+/),
);

/** A word's comparable form: plurals folded, "knives" as "knife". */
export function stemOf(word: string): string {
  const folded = foldToken(word);
  if (folded.length > 4 && folded.endsWith('ve')) return `${folded.slice(0, -2)}fe`;
  return folded;
}

const WORD = /[\p{L}\p{N}+#]+/gu;

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Whether a word can name a requirement by itself; `strict`: not what every job has either. */
export function isTelling(word: string, strict = false): boolean {
  if (word.length < 2 || /^\d+$/.test(word) || GENERIC.has(word) || GENERIC.has(stemOf(word)))
    return false;
  return !strict || !(PLAIN.has(word) || PLAIN.has(stemOf(word)));
}

const PREFIX = 5;

/**
 * Two stems that share all but their endings: "merchandis-ing" and "merchandis-e", "charg-e" and
 * "charg-ing"; short ones only when one is the other but for a letter ("bath-e", "bath-ing").
 */
function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  const shorter = Math.min(a.length, b.length);
  if (common >= PREFIX) return common >= shorter - 3;
  return common === 4 && common >= shorter - 1 && Math.max(a.length, b.length) - common <= 3;
}

export function postingWords(job: TailorJob): PostingWords {
  const stems = new Set<string>();
  const byPrefix = new Map<string, string[]>();
  for (const word of wordsOf(`${job.title}\n${job.descriptionText.slice(0, 50_000)}`)) {
    const stem = stemOf(word);
    if (stems.has(stem)) continue;
    stems.add(stem);
    if (stem.length >= 4) {
      const key = stem.slice(0, 4);
      byPrefix.set(key, [...(byPrefix.get(key) ?? []), stem]);
    }
  }
  const known = new Map<string, boolean>();
  let lines: string[][] | undefined;
  const spelled = new Map<string, boolean>();
  return {
    spellsOut(acronym) {
      lines ??= `${job.title}\n${job.descriptionText.slice(0, 50_000)}`
        .split(/[\n.;:,()]+/)
        .map(wordsOf);
      let found = spelled.get(acronym);
      if (found === undefined) {
        found = spelledOut(lines, acronym);
        spelled.set(acronym, found);
      }
      return found;
    },
    has(word) {
      const stem = stemOf(word);
      let found = known.get(stem);
      if (found === undefined) {
        found =
          stems.has(stem) ||
          (stem.length >= 4 &&
            (byPrefix.get(stem.slice(0, 4)) ?? []).some((other) => sameStem(stem, other)));
        known.set(stem, found);
      }
      return found;
    },
  };
}

const GLUE = new Set(['of', 'the', 'and', 'for', 'in', 'on', 'to', 'a', '&']);

/**
 * Whether some run of words on one line has the acronym's letters as its initials, counting the
 * glue words or not ("Over The Road" is OTR, "activities of daily living" ADL).
 */
function spelledOut(lines: readonly string[][], acronym: string): boolean {
  const letters = acronym.toLowerCase().replace(/s$/, '');
  if (letters.length < 2) return false;
  for (const words of lines) {
    for (let start = 0; start < words.length; start++) {
      if (words[start]?.[0] !== letters[0]) continue;
      let all = 0;
      let telling = 0;
      for (let end = start; end < words.length; end++) {
        const initial = words[end]?.[0];
        const allGoes = all < letters.length && initial === letters[all];
        const tellingGoes = telling < letters.length && initial === letters[telling];
        if (allGoes) all += 1;
        else all = letters.length + 1;
        if (!GLUE.has(words[end] ?? '')) {
          if (tellingGoes) telling += 1;
          else telling = letters.length + 1;
        }
        if (all === letters.length || telling === letters.length) return true;
        if (all > letters.length && telling > letters.length) break;
      }
    }
  }
  return false;
}

/**
 * At least half of a phrase's telling words are the posting's ("Bathing and grooming" where it
 * asks for help "with bathing"), and at least one.
 */
export function namedByPosting(words: PostingWords, phrase: string): boolean {
  const share = namedShare(words, phrase);
  return share > 0 && share >= 0.5;
}

/** The share of a phrase's telling words the posting uses. */
export function namedShare(words: PostingWords, phrase: string): number {
  const telling = (phrase.match(WORD) ?? []).filter((token) => isTelling(token.toLowerCase()));
  const named = telling.filter((token) => postingNames(words, token)).length;
  return telling.length === 0 ? 0 : named / telling.length;
}

/** One word of the profile, as written: an all-capital one may be the posting's words' initials. */
export function postingNames(words: PostingWords, token: string): boolean {
  return (
    words.has(token.toLowerCase()) || (/^\p{Lu}{2,5}s?$/u.test(token) && words.spellsOut(token))
  );
}
