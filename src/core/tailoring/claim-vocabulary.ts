import type { Claim } from '../../shared/schemas/tailoring.ts';
import { occupations } from '../occupations/occupations.ts';
import { termVariants } from './term-synonyms.ts';
import { keyOf } from './text.ts';

/**
 * The named things a claim can be (decision 050): every skill, tool, certification, licence and
 * job title the occupation knowledge knows, by key, with its longest length in words. Single
 * words that are also everyday English count only when spelled as the data spells them.
 */
export interface ClaimVocabulary {
  kinds: Map<string, Claim['kind']>;
  /** For one-word terms that are everyday words: the only spelling that counts ("Excel"). */
  exactSpelling: Map<string, string>;
  /** Every key's word prefixes ("class", "class a", "class a cdl"): where a longer match may go on. */
  prefixes: Set<string>;
}

const everydayWords = new Set(
  `go r c excel word access outlook teams slack swift rust chef puppet box square notion canvas
  sage toast zoom procore driver cook server host nurse teacher writer editor agent clerk manager
  director officer aide assistant technician mechanic operator painter baker barber guard`.split(
    /\s+/,
  ),
);

let vocabulary: ClaimVocabulary | undefined;

export function claimVocabulary(): ClaimVocabulary {
  if (vocabulary) return vocabulary;
  const kinds = new Map<string, Claim['kind']>();
  const exactSpelling = new Map<string, string>();
  const add = (term: string, kind: Claim['kind']) => {
    const key = keyOf(term);
    if (!key || kinds.has(key)) return;
    kinds.set(key, kind);
    // "DO" (osteopathic physician) is not "do"; "Excel" is not "excel at".
    const single = !key.includes(' ');
    if (single && (everydayWords.has(key) || /^[A-Z]{2,5}$/.test(term.trim())))
      exactSpelling.set(key, term.trim());
    for (const variant of termVariants(term)) if (!kinds.has(variant)) kinds.set(variant, kind);
  };
  for (const occupation of occupations()) {
    for (const cert of occupation.certifications) {
      add(cert.name, /licen[cs]e|\bCDL\b/i.test(cert.name) ? 'licence' : 'certification');
    }
  }
  for (const occupation of occupations()) for (const tool of occupation.tools) add(tool, 'tool');
  for (const occupation of occupations()) {
    for (const alias of occupation.aliases) add(alias, 'title');
  }
  for (const occupation of occupations())
    for (const skill of occupation.skills) add(skill, 'skill');
  const prefixes = new Set<string>();
  for (const key of kinds.keys()) {
    for (let at = key.indexOf(' '); at > 0; at = key.indexOf(' ', at + 1))
      prefixes.add(key.slice(0, at));
    prefixes.add(key);
  }
  vocabulary = { kinds, exactSpelling, prefixes };
  return vocabulary;
}
