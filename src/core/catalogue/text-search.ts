import { stemmer } from 'stemmer';
import { asciiWordCharacters, createWordSpans, scanWordSpans } from '../occupations/scan-words.ts';
import { WordCache } from '../occupations/word-cache.ts';

/**
 * The catalogue's text analysis, done by the app instead of PostgreSQL's `to_tsvector('english')`
 * (decision 020): the same words, stop words and Porter stems on both sides, jobs.search_vector
 * written as a tsvector literal at ingestion and the query sent as a tsquery literal. Computing the
 * vector in SQL cost about half of each row's insert, and on PGlite that work runs as WASM on the
 * app's own thread.
 */

/** PostgreSQL's english.stop (the Snowball list), so stop words behave as they did in SQL. */
const stopWords = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she
  her hers herself it its itself they them their theirs themselves what which who whom this that
  these those am is are was were be been being have has had having do does did doing a an the and
  but if or because as until while of at by for with about against between into through during
  before after above below to from up down in out on off over under again further then once here
  there when where why how all any both each few more most other some such no nor not only own
  same so than too very s t can will just don should now`.split(/\s+/),
);

/** PostgreSQL's tsvector limits: positions stop at 16383, a lexeme keeps 256 of them. */
const maxPosition = 16383;
const maxPositionsPerLexeme = 256;
/** Longer "words" are markup or encoded data, never something a person searches for. */
const maxWordLength = 100;

/** `[\p{L}\p{N}]+` words, as PostgreSQL's parser splits text into words. */
const wordCharacters = asciiWordCharacters();

/** A word's quoted lexeme, or null for a stop word or junk; its position still counts, as in SQL. */
const quotedLexemeOf = (word: string): string | null =>
  stopWords.has(word) || word.length > maxWordLength ? null : quoted(stemmer(word));

/** Words repeat across postings (job vocabulary is small): stem each once. */
const lexemeCache = new WordCache(quotedLexemeOf);
const spans = createWordSpans();

/** The quoted lexeme (or null) of each word of `text`, in order. */
function lexemesOf(text: string): (string | null)[] {
  const lower = text.toLowerCase();
  scanWordSpans(lower, wordCharacters, spans);
  const lexemes: (string | null)[] = new Array(spans.count);
  for (let index = 0; index < spans.count; index++) {
    lexemes[index] = lexemeCache.valueAt(spans, index);
  }
  return lexemes;
}

export interface SearchableText {
  title: string;
  company: string;
  skills: readonly string[];
  descriptionText: string;
}

/** A position and its weight in one number (position × 4 + weight), compared and kept cheaply. */
const weights = ['A', 'B', 'C'] as const;
type WeightIndex = 0 | 1 | 2;

/**
 * The job's tsvector literal: title weighted A, company and skills B, description C (D, the
 * default, is unused), with word positions running on across the three parts.
 */
export function jobSearchVector(job: SearchableText): string {
  const entries = new Map<string, number[]>();
  let position = 0;
  const add = (text: string, weight: WeightIndex) => {
    for (const lexeme of lexemesOf(text)) {
      if (position < maxPosition) position++;
      if (lexeme === null) continue;
      const positions = entries.get(lexeme);
      const entry = position * 4 + weight;
      if (!positions) entries.set(lexeme, [entry]);
      else if (positions.length < maxPositionsPerLexeme && positions.at(-1) !== entry)
        positions.push(entry);
    }
  };
  add(job.title, 0);
  add(`${job.company} ${job.skills.join(' ')}`, 1);
  add(job.descriptionText, 2);
  let vector = '';
  for (const [lexeme, positions] of entries) {
    vector += `${vector ? ' ' : ''}${lexeme}:`;
    for (let index = 0; index < positions.length; index++) {
      const entry = positions[index] as number;
      vector += `${index ? ',' : ''}${entry >> 2}${weights[entry & 3]}`;
    }
  }
  return vector;
}

function quoted(lexeme: string): string {
  return `'${lexeme.replace(/['\\]/g, (char) => `\\${char}`)}'`;
}

/** The quoted lexemes of `text` in order, each with its distance from the previous one (stop words count). */
function lexemesWithGaps(text: string): { lexeme: string; gap: number }[] {
  const result: { lexeme: string; gap: number }[] = [];
  let gap = 0;
  for (const lexeme of lexemesOf(text)) {
    gap++;
    if (lexeme === null) continue;
    result.push({ lexeme, gap: result.length ? gap : 0 });
    gap = 0;
  }
  return result;
}

/** Words in order as a tsquery phrase (`a <-> b`, `a <2> b` across a stop word); null if none. */
function phrase(text: string): string | null {
  const lexemes = lexemesWithGaps(text);
  if (lexemes.length === 0) return null;
  const query = lexemes
    .map(({ lexeme, gap }, index) =>
      index === 0 ? lexeme : `${gap === 1 ? '<->' : `<${gap}>`} ${lexeme}`,
    )
    .join(' ');
  return lexemes.length > 1 ? `(${query})` : query;
}

/**
 * `websearch_to_tsquery`'s syntax: every term must match; "quoted phrase" keeps word order;
 * -word excludes; `or` between two terms makes either enough (binding tighter than the implicit
 * and). A word that splits into several (full-time) is a phrase, as in SQL.
 */
function allTermsQuery(q: string): string {
  const groups: string[][] = [];
  let orPending = false;
  for (const [, quotedText, negation, word] of q.matchAll(/"([^"]*)"?|(-?)([^\s"]+)/g)) {
    if (quotedText === undefined && negation === '' && word?.toLowerCase() === 'or') {
      orPending = groups.length > 0;
      continue;
    }
    const term = phrase(quotedText ?? word ?? '');
    if (term === null) continue;
    const operand = negation === '-' ? `!${term}` : term;
    const last = groups.at(-1);
    if (orPending && last) last.push(operand);
    else groups.push([operand]);
    orPending = false;
  }
  return groups
    .map((group) => (group.length > 1 ? `(${group.join(' | ')})` : group[0]))
    .join(' & ');
}

/** Any one of the words: ranking puts the jobs holding most of them first. */
function anyTermsQuery(q: string): string {
  return [...new Set(lexemesWithGaps(q).map(({ lexeme }) => lexeme))].join(' | ');
}

/**
 * The tsquery literal for a search box text. Empty when nothing searchable is left (only stop
 * words or punctuation): an empty tsquery matches no job, as `websearch_to_tsquery` did.
 */
export function jobSearchQuery(q: string, match: 'all' | 'any' = 'all'): string {
  return match === 'any' ? anyTermsQuery(q) : allTermsQuery(q);
}
