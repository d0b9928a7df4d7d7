import type { FactSentence } from './letter-facts.ts';

/**
 * A letter's length and paragraphs (decision 050): 200–350 words, and no paragraph of fixed words
 * alone. A block is a paragraph's sentences.
 */
export type Block = FactSentence[];

export const MAX_WORDS = 350;
/** Under this, a letter takes the posting's third and fourth quoted sentences and an offer. */
export const MIN_WORDS = 215;

const counted = new WeakMap<FactSentence, number>();

/** Words of the sentences, each counted once: the length is asked after every dropped sentence. */
export function wordsOf(sentences: Block): number {
  let sum = 0;
  for (const sentence of sentences) {
    let words = counted.get(sentence);
    if (words === undefined) {
      words = sentence.text.split(/\s+/).length;
      counted.set(sentence, words);
    }
    sum += words;
  }
  return sum;
}

export function wordsIn(blocks: Block[]): number {
  return wordsOf(blocks.flat());
}

/** Drops the optional sentences, in the given order, until the letter is within 350 words. */
export function withinLength(blocks: Block[], droppable: FactSentence[]): Block[] {
  let kept = blocks;
  for (const sentence of droppable) {
    if (wordsIn(kept) <= MAX_WORDS - 10) break;
    kept = kept.map((block) => block.filter((other) => other !== sentence));
  }
  return kept;
}

/**
 * A paragraph of fixed words alone (thanks, a lead-in whose facts were dropped) says nothing
 * about the job or the person: it joins the paragraph before it, or the first one after it
 * (decision 055's letters rule: every paragraph names a requirement or a fact).
 */
export function mergeBare(blocks: Block[]): Block[] {
  const bare = (block: Block) =>
    block.every(
      (sentence) =>
        sentence.sources.length === 0 ||
        sentence.sources.every((source) => source.kind === 'personal'),
    );
  const merged: Block[] = [];
  let carried: Block = [];
  for (const block of blocks) {
    if (bare(block)) {
      const previous = merged.at(-1);
      if (previous) previous.push(...block);
      else carried = [...carried, ...block];
      continue;
    }
    merged.push([...carried, ...block]);
    carried = [];
  }
  if (carried.length > 0) merged.push(carried);
  return merged;
}
