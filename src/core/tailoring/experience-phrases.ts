import type { FactSource } from '../../shared/schemas/tailoring.ts';
import { isTelling, type PostingWords, postingNames } from './posting-words.ts';
import { workLabel } from './profile-facts.ts';
import { splitBullets } from './text.ts';
import type { TailorInput } from './types.ts';

/**
 * Phrases of the user's own work history that the posting also uses (decision 050): "fryer" in
 * "Breakfast and lunch line, flat top and fryer", "charge nurse" in "charge nurse rotation".
 * Each is a run of the bullet's words, cut as written, so it claims nothing the bullet does not;
 * the summary shows them near the top, where a recruiter reads.
 */
export interface ExperiencePhrase {
  text: string;
  source: FactSource;
  /** How many of its words the posting uses. */
  named: number;
  /** Its telling words, lower case: to leave out phrases already said another way. */
  words: string[];
}

const TOKEN = /[\p{L}\p{N}+#]+(?:[./-][\p{L}\p{N}+#]+)*/gu;
/** Punctuation that ends a run: the parts of a list are separate phrases. */
const BREAK = /[,;:()[\]!?"“”]|\.\s|\s[-–—]\s/;
const MAX_WORDS = 5;

function runsIn(text: string, words: PostingWords): { text: string; words: string[] }[] {
  const runs: { text: string; words: string[] }[] = [];
  const tokens = [...text.matchAll(TOKEN)];
  let start = -1;
  let end = -1;
  let telling: string[] = [];
  const close = () => {
    if (start >= 0 && telling.length > 0)
      runs.push({ text: text.slice(start, end), words: telling });
    start = -1;
    telling = [];
  };
  tokens.forEach((token, at) => {
    const previous = tokens[at - 1];
    if (previous && BREAK.test(text.slice(previous.index + previous[0].length, token.index)))
      close();
    const word = token[0];
    if (/^\d/.test(word)) {
      close();
      return;
    }
    const parts = word.toLowerCase().split(/[./-]/);
    if (!parts.some((part) => isTelling(part, true))) {
      // Glue inside a run ("flat top and fryer"), never at its edges.
      return;
    }
    if (
      !postingNames(words, word) &&
      !parts.every((part) => !isTelling(part, true) || words.has(part))
    ) {
      close();
      return;
    }
    if (start < 0 || telling.length >= MAX_WORDS) {
      close();
      start = token.index;
    }
    end = token.index + word.length;
    telling.push(...parts.filter((part) => isTelling(part, true)));
  });
  close();
  return runs;
}

/** "Grill" at the start of a bullet is a sentence's capital, not a name. */
function lowerOpening(phrase: string, bullet: string): string {
  return bullet.startsWith(phrase) && /^\p{Lu}\p{Ll}+(?:\s|$)/u.test(phrase)
    ? `${phrase[0]?.toLowerCase()}${phrase.slice(1)}`
    : phrase;
}

/** The phrases, newest job first, most named words first; each set of words once. */
export function experiencePhrases(
  input: TailorInput,
  words: PostingWords,
  order: readonly number[],
): ExperiencePhrase[] {
  const found: ExperiencePhrase[] = [];
  const seen = new Set<string>();
  for (const index of order) {
    const entry = input.profile.workExperience[index];
    if (!entry) continue;
    const source: FactSource = { kind: 'work', index, label: workLabel(entry) };
    for (const bullet of splitBullets(entry.description)) {
      for (const run of runsIn(bullet, words)) {
        const key = [...new Set(run.words)].sort().join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        found.push({
          text: lowerOpening(run.text, bullet),
          source,
          named: run.words.length,
          words: run.words,
        });
      }
    }
  }
  return found.sort((a, b) => b.named - a.named);
}
