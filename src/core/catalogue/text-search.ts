import { stemmer } from 'stemmer';

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

const wordPattern = /[\p{L}\p{N}]+/gu;

/** Stems repeat across postings (job vocabulary is small): cache them, within bounds. */
const stems = new Map<string, string>();
const maxCachedStems = 200_000;

function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    if (stems.size >= maxCachedStems) stems.clear();
    stem = stemmer(word);
    stems.set(word, stem);
  }
  return stem;
}

/** A word's lexeme, or null for a stop word or junk; its position still counts, as in SQL. */
function lexemeOf(word: string): string | null {
  return stopWords.has(word) || word.length > maxWordLength ? null : stemOf(word);
}

const wordsOf = (text: string): string[] => text.toLowerCase().match(wordPattern) ?? [];

export interface SearchableText {
  title: string;
  company: string;
  skills: readonly string[];
  descriptionText: string;
}

/**
 * The job's tsvector literal: title weighted A, company and skills B, description C (D, the
 * default, is unused), with word positions running on across the three parts.
 */
export function jobSearchVector(job: SearchableText): string {
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

/** The lexemes of `text` in order, each with its distance from the previous one (stop words count). */
function lexemesWithGaps(text: string): { lexeme: string; gap: number }[] {
  const result: { lexeme: string; gap: number }[] = [];
  let gap = 0;
  for (const word of wordsOf(text)) {
    gap++;
    const lexeme = lexemeOf(word);
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
      index === 0 ? quoted(lexeme) : `${gap === 1 ? '<->' : `<${gap}>`} ${quoted(lexeme)}`,
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
  return [...new Set(lexemesWithGaps(q).map(({ lexeme }) => quoted(lexeme)))].join(' | ');
}

/**
 * The tsquery literal for a search box text. Empty when nothing searchable is left (only stop
 * words or punctuation): an empty tsquery matches no job, as `websearch_to_tsquery` did.
 */
export function jobSearchQuery(q: string, match: 'all' | 'any' = 'all'): string {
  return match === 'any' ? anyTermsQuery(q) : allTermsQuery(q);
}
