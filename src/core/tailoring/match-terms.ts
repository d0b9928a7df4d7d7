import type { Fact } from './profile-facts.ts';
import { termVariants } from './term-synonyms.ts';
import { containsKey, keyOf } from './text.ts';

/**
 * Whether a fact names a term (decision 050), through the synonym table. A list entry (a skill,
 * a tool, a certification) names it when it contains one of the term's spellings; free text (a
 * job description, the notes) too, except for single words that are also everyday English
 * ("Excel at…", "Word of mouth"), which only a list entry can name.
 */
const everydayWords = new Set(
  `go r c excel word access outlook teams slack swift rust chef puppet box square notion canvas
  sage toast zoom procore care safety service sales`.split(/\s+/),
);

/** Generic words around a credential's name: "BLS certification" is met by "BLS". */
const credentialWords =
  /\b(?:certification|certificate|certified|card|credential|license|licence|licensed|licensure|required|preferred)\b/g;

export function credentialCore(text: string): string {
  return keyOf(keyOf(text).replace(credentialWords, ' '));
}

export function spellingsOf(term: string, credential: boolean): string[] {
  const spellings = new Set(termVariants(term));
  if (credential) {
    const core = credentialCore(term);
    if (core) for (const variant of termVariants(core)) spellings.add(variant);
  }
  return [...spellings].filter(Boolean);
}

export const listFields: ReadonlySet<Fact['field']> = new Set(['skill', 'tool', 'certification']);

export function factNames(
  fact: Pick<Fact, 'key' | 'field'>,
  spellings: readonly string[],
): boolean {
  const list = listFields.has(fact.field);
  for (const spelling of spellings) {
    if (!list && !spelling.includes(' ') && everydayWords.has(spelling)) continue;
    if (containsKey(fact.key, spelling)) return true;
  }
  return false;
}
