import { foldToken, rawTokens } from './normalize-terms.ts';

export type TermKind = 'skills' | 'tools' | 'certifications';

interface TrieNode {
  next: Map<string, TrieNode>;
  /** Set where a term ends here. */
  term?: { name: string; kind: TermKind; id: number; caseSensitive?: string[] };
}

/**
 * Single words that are also ordinary English ("Excel at…", "Word of mouth", "Go to…"): they
 * only match when written exactly as the data spells them.
 */
const everydayWords = new Set([
  'go',
  'r',
  'c',
  'excel',
  'word',
  'access',
  'outlook',
  'teams',
  'slack',
  'swift',
  'rust',
  'chef',
  'puppet',
  'box',
  'square',
  'notion',
  'canvas',
  'sage',
  'toast',
  'zoom',
  'procore',
]);

export interface TermTrie {
  root: TrieNode;
  size: number;
}

export function createTermTrie(): TermTrie {
  return { root: { next: new Map() }, size: 0 };
}

/** Adds a term unless an equal one (same tokens) is there already; returns whether it was new. */
export function addTerm(trie: TermTrie, name: string, kind: TermKind): boolean {
  const raw = rawTokens(name);
  if (raw.length === 0) return false;
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
  node.term = { name, kind, id: trie.size };
  if (raw.length === 1 && everydayWords.has(first.toLowerCase())) node.term.caseSensitive = raw;
  trie.size += 1;
  return true;
}

export interface FoundTerm {
  name: string;
  kind: TermKind;
  id: number;
}

/**
 * Longest match at each position, then continue after it (so "ACLS" inside "BLS and ACLS" and
 * "Epic" inside "Epic Willow" are not both counted). Linear in the text for a shallow trie.
 */
export function findTerms(trie: TermTrie, text: string): FoundTerm[] {
  const raw = rawTokens(text);
  const folded = raw.map(foldToken);
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
