import { flatCopy, type WordSpans } from './scan-words.ts';

/**
 * What a function computes from a word, remembered and found again by the word's place in a text
 * (scan-words.ts) instead of by a new string: posting text repeats a small vocabulary, and cutting
 * each word out and hashing it for a Map cost more than the analysis itself. A compact
 * open-addressing table on the spans' hashes (kept small so it stays in the CPU cache); a hit
 * compares the characters, so a hash collision is harmless. Values are recomputed on demand,
 * never different, so starting afresh when full changes nothing but speed.
 */
const initialSlots = 4096;
const maxEntries = 1 << 16;

export class WordCache<Value> {
  /** Pairs of [hash, entry number + 1]; 0 as the entry number marks an empty slot. */
  private slots = new Int32Array(2 * initialSlots);
  private words: string[] = [];
  private values: Value[] = [];
  private readonly compute: (word: string) => Value;

  constructor(compute: (word: string) => Value) {
    this.compute = compute;
  }

  /** The value for word `index` of `spans`. */
  valueAt(spans: WordSpans, index: number): Value {
    const text = spans.text;
    const start = spans.starts[index] as number;
    const end = spans.ends[index] as number;
    const hash = spans.hashes[index] as number;
    const mask = this.slots.length / 2 - 1;
    let slot = hash & mask;
    for (let entry = this.slots[2 * slot + 1]; entry; entry = this.slots[2 * slot + 1]) {
      if (
        this.slots[2 * slot] === hash &&
        sameCharacters(this.words[entry - 1], text, start, end)
      ) {
        return this.values[entry - 1] as Value;
      }
      slot = (slot + 1) & mask;
    }
    // A copy, not a slice: a slice would keep the whole scanned text alive as long as the entry.
    const word = flatCopy(text.slice(start, end));
    const value = this.compute(word);
    if (this.words.length >= maxEntries) this.clear();
    else if (2 * (this.words.length + 1) > this.slots.length / 2) this.grow();
    this.words.push(word);
    this.values.push(value);
    this.place(hash, this.words.length);
    return value;
  }

  private place(hash: number, entry: number): void {
    const mask = this.slots.length / 2 - 1;
    let slot = hash & mask;
    while (this.slots[2 * slot + 1]) slot = (slot + 1) & mask;
    this.slots[2 * slot] = hash;
    this.slots[2 * slot + 1] = entry;
  }

  /** Doubles the table, so it stays at most half full (short probe runs). */
  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(2 * old.length);
    for (let slot = 0; slot < old.length; slot += 2) {
      const entry = old[slot + 1] as number;
      if (entry) this.place(old[slot] as number, entry);
    }
  }

  private clear(): void {
    this.slots = new Int32Array(2 * initialSlots);
    this.words = [];
    this.values = [];
  }
}

function sameCharacters(word: string | undefined, text: string, start: number, end: number) {
  if (word === undefined || word.length !== end - start) return false;
  for (let index = 0; index < word.length; index++) {
    if (word.charCodeAt(index) !== text.charCodeAt(start + index)) return false;
  }
  return true;
}
