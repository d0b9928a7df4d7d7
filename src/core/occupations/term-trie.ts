import { foldToken, rawTokens, scanTokenSpans } from './normalize-terms.ts';
import { createWordSpans } from './scan-words.ts';
import { WordCache } from './word-cache.ts';

export type TermKind = 'skills' | 'tools' | 'certifications';

interface TrieNode {
  next: Map<string, TrieNode>;
  /** Set where a term ends here. */
  term?: { name: string; kind: TermKind; id: number; caseSensitive?: string[] };
}

/** A posting token as the trie sees it: spelling, folded form, and where it leads from the root. */
interface TrieToken {
  raw: string;
  folded: string;
  first: TrieNode | undefined;
}

export interface TermTrie {
  root: TrieNode;
  size: number;
  /** Each spelling's TrieToken, made on first search; dropped when a term is added. */
  tokens?: WordCache<TrieToken>;
}

/**
 * Single words that are also ordinary English ("Excel at…", "Word of mouth", "Go to…"): they
 * only match when written exactly as the data spells them.
 */
const everydayWords = new Set(
  `go r c excel word access outlook teams slack swift rust chef puppet box square notion canvas
  sage toast zoom procore`.split(/\s+/),
);

export function createTermTrie(): TermTrie {
  return { root: { next: new Map() }, size: 0 };
}

/**
 * Adds a term unless an equal one (same tokens) is there already; returns whether it was new.
 * `spelledAs` names what a match reports when `name` is another way of writing it.
 */
export function addTerm(trie: TermTrie, name: string, kind: TermKind, spelledAs = name): boolean {
  const raw = rawTokens(name);
  if (raw.length === 0) return false;
  trie.tokens = undefined;
  let node = trie.root;
  for (const token of raw) {
    const folded = foldToken(token);
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

export interface FoundTerm {
  name: string;
  kind: TermKind;
  id: number;
}

const spans = createWordSpans();

/** The text's tokens, each spelling folded and looked up in the root once, not at every mention. */
function trieTokens(trie: TermTrie, text: string): TrieToken[] {
  trie.tokens ??= new WordCache((raw) => {
    const folded = foldToken(raw);
    return { raw, folded, first: trie.root.next.get(folded) };
  });
  scanTokenSpans(text, spans);
  const tokens: TrieToken[] = new Array(spans.count);
  for (let index = 0; index < spans.count; index++)
    tokens[index] = trie.tokens.valueAt(spans, index);
  return tokens;
}

/**
 * Longest match at each position, then continue after it (so "ACLS" inside "BLS and ACLS" and
 * "Epic" inside "Epic Willow" are not both counted). Linear in the text for a shallow trie.
 */
export function findTerms(trie: TermTrie, text: string): FoundTerm[] {
  const tokens = trieTokens(trie, text);
  const found: FoundTerm[] = [];
  const seen = new Set<number>();
  let start = 0;
  while (start < tokens.length) {
    let best: NonNullable<TrieNode['term']> | undefined;
    let end = start + 1;
    let node = tokens[start]?.first;
    for (let at = start; node; ) {
      if (node.term && matchesCase(node.term.caseSensitive, tokens, start)) {
        best = node.term;
        end = at + 1;
      }
      at += 1;
      const next = tokens[at];
      node = next ? node.next.get(next.folded) : undefined;
    }
    if (best && !seen.has(best.id)) {
      seen.add(best.id);
      found.push({ name: best.name, kind: best.kind, id: best.id });
    }
    start = end;
  }
  return found;
}

function matchesCase(expected: string[] | undefined, tokens: TrieToken[], start: number): boolean {
  if (!expected) return true;
  return expected.every((token, offset) => tokens[start + offset]?.raw === token);
}
