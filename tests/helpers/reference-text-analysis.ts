import { stemmer } from 'stemmer';
import { certificationVariants } from '../../src/core/occupations/extract-job-terms.ts';
import { occupationBySoc, occupations } from '../../src/core/occupations/occupations.ts';

/**
 * Frozen copies of the catalogue's text analysis as it was before the performance rewrite
 * (perf/text-analysis): jobSearchVector, extractJobTerms (with its trie and tokenizer) and
 * sketchDescription. Test-only oracle: the equivalence test holds the fast versions to
 * byte-identical output. Do not "improve" this file; its value is that it does not change.
 */

// --- jobSearchVector (src/core/catalogue/text-search.ts) ---

const stopWords = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she
  her hers herself it its itself they them their theirs themselves what which who whom this that
  these those am is are was were be been being have has had having do does did doing a an the and
  but if or because as until while of at by for with about against between into through during
  before after above below to from up down in out on off over under again further then once here
  there when where why how all any both each few more most other some such no nor not only own
  same so than too very s t can will just don should now`.split(/\s+/),
);
const maxPosition = 16383;
const maxPositionsPerLexeme = 256;
const maxWordLength = 100;
const wordPattern = /[\p{L}\p{N}]+/gu;

const lexemeOf = (word: string): string | null =>
  stopWords.has(word) || word.length > maxWordLength ? null : stemmer(word);

const wordsOf = (text: string): string[] => text.toLowerCase().match(wordPattern) ?? [];

export interface ReferenceSearchableText {
  title: string;
  company: string;
  skills: readonly string[];
  descriptionText: string;
}

export function referenceJobSearchVector(job: ReferenceSearchableText): string {
  const entries = new Map<string, string[]>();
  let position = 0;
  const add = (text: string, weight: string) => {
    for (const word of wordsOf(text)) {
      if (position < maxPosition) position++;
      const lexeme = lexemeOf(word);
      if (lexeme === null) continue;
      const positions = entries.get(lexeme);
      const entry = `${position}${weight}`;
      if (!positions) entries.set(lexeme, [entry]);
      else if (positions.length < maxPositionsPerLexeme && positions.at(-1) !== entry)
        positions.push(entry);
    }
  };
  add(job.title, 'A');
  add(`${job.company} ${job.skills.join(' ')}`, 'B');
  add(job.descriptionText, 'C');
  const parts: string[] = [];
  for (const [lexeme, positions] of entries) parts.push(`${quoted(lexeme)}:${positions.join(',')}`);
  return parts.join(' ');
}

function quoted(lexeme: string): string {
  return `'${lexeme.replace(/['\\]/g, (char) => `\\${char}`)}'`;
}

// --- extractJobTerms (src/core/occupations: normalize-terms, term-trie, extract-job-terms) ---

type TermKind = 'skills' | 'tools' | 'certifications';
interface TrieNode {
  next: Map<string, TrieNode>;
  term?: { name: string; kind: TermKind; id: number; caseSensitive?: string[] };
}
interface TermTrie {
  root: TrieNode;
  size: number;
}

const tokenPattern = /[\p{L}\p{N}+#]+/gu;

export function referenceFoldToken(token: string): string {
  const lower = token.toLowerCase();
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (
    lower.length > 3 &&
    lower.endsWith('s') &&
    !lower.endsWith('ss') &&
    !lower.endsWith('us') &&
    !lower.endsWith('is')
  ) {
    return lower.slice(0, -1);
  }
  return lower;
}

export const referenceRawTokens = (text: string): string[] => text.match(tokenPattern) ?? [];

const everydayWords = new Set(
  `go r c excel word access outlook teams slack swift rust chef puppet box square notion canvas
  sage toast zoom procore`.split(/\s+/),
);

function addTerm(trie: TermTrie, name: string, kind: TermKind, spelledAs = name): boolean {
  const raw = referenceRawTokens(name);
  if (raw.length === 0) return false;
  let node = trie.root;
  for (const token of raw) {
    const folded = referenceFoldToken(token);
    let child = node.next.get(folded);
    if (!child) {
      child = { next: new Map() };
      node.next.set(folded, child);
    }
    node = child;
  }
  if (node.term) return false;
  const first = raw[0] ?? '';
  node.term = { name: spelledAs, kind, id: trie.size };
  if (raw.length === 1 && everydayWords.has(first.toLowerCase())) node.term.caseSensitive = raw;
  trie.size += 1;
  return true;
}

interface FoundTerm {
  name: string;
  kind: TermKind;
  id: number;
}

function findTerms(trie: TermTrie, text: string): FoundTerm[] {
  const raw = referenceRawTokens(text);
  const folded = raw.map(referenceFoldToken);
  const found: FoundTerm[] = [];
  const seen = new Set<number>();
  let start = 0;
  while (start < folded.length) {
    let node: TrieNode | undefined = trie.root;
    let best: { term: NonNullable<TrieNode['term']>; end: number } | undefined;
    for (let at = start; at < folded.length; at += 1) {
      node = node.next.get(folded[at] ?? '');
      if (!node) break;
      if (node.term && matchesCase(node.term.caseSensitive, raw, start)) {
        best = { term: node.term, end: at + 1 };
      }
    }
    if (best) {
      if (!seen.has(best.term.id)) {
        seen.add(best.term.id);
        found.push({ name: best.term.name, kind: best.term.kind, id: best.term.id });
      }
      start = best.end;
    } else {
      start += 1;
    }
  }
  return found;
}

function matchesCase(expected: string[] | undefined, raw: string[], start: number): boolean {
  if (!expected) return true;
  return expected.every((token, offset) => raw[start + offset] === token);
}

let trie: TermTrie | undefined;

function termTrie(): TermTrie {
  if (trie) return trie;
  const built: TermTrie = { root: { next: new Map() }, size: 0 };
  const kinds: [TermKind, (occupation: ReturnType<typeof occupations>[number]) => string[]][] = [
    ['certifications', (occupation) => occupation.certifications.map((cert) => cert.name)],
    ['tools', (occupation) => occupation.tools],
    ['skills', (occupation) => occupation.skills],
  ];
  for (const [kind, termsOf] of kinds) {
    for (const occupation of occupations()) {
      for (const name of termsOf(occupation)) addTerm(built, name, kind);
    }
  }
  // The other spellings of a credential are data, not a speed-up: the same rule as the product's.
  const named = new Set(
    occupations().flatMap((occupation) => occupation.certifications.map((cert) => cert.name)),
  );
  for (const name of named) {
    for (const variant of certificationVariants(name, named))
      addTerm(built, variant, 'certifications', name);
  }
  trie = built;
  return trie;
}

export interface ReferenceJobTerms {
  skills: string[];
  tools: string[];
  certifications: string[];
}

export function referenceExtractJobTerms(text: string, soc?: string): ReferenceJobTerms {
  const found = findTerms(termTrie(), text);
  const own = soc ? ownTerms(soc) : undefined;
  if (own) found.sort((a, b) => Number(own.has(b.name)) - Number(own.has(a.name)));
  const terms: ReferenceJobTerms = { skills: [], tools: [], certifications: [] };
  for (const term of found) terms[term.kind].push(term.name);
  return terms;
}

function ownTerms(soc: string): Set<string> | undefined {
  const occupation = occupationBySoc(soc);
  if (!occupation) return undefined;
  return new Set([
    ...occupation.skills,
    ...occupation.tools,
    ...occupation.certifications.map((cert) => cert.name),
  ]);
}

// --- sketchDescription (src/core/catalogue/description-sketch.ts) ---

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function referenceSketchDescription(text: string): Uint32Array {
  const words =
    text
      .slice(0, 4000)
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  const hashes = new Set<number>();
  if (words.length < 4) {
    if (words.length) hashes.add(fnv1a(words.join(' ')));
  } else {
    for (let index = 0; index + 4 <= words.length; index++) {
      hashes.add(fnv1a(words.slice(index, index + 4).join(' ')));
    }
  }
  return Uint32Array.from(hashes).sort().slice(0, 64);
}
