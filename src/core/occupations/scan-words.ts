/**
 * Splits text into runs of letters and digits (`\p{L}` and `\p{N}`, code point by code point, as a
 * `/[\p{L}\p{N}]+/gu` match does), plus any ASCII characters a tokenizer adds (`+` and `#` for
 * C++ and C#). Same words as the regular expression, several times faster: V8 matches Unicode
 * property classes slowly, while job text is mostly ASCII and a few recurring symbols.
 */
const letterOrDigit = /^[\p{L}\p{N}]$/u;

/** One entry per BMP code unit, filled on first sight: 0 not yet known, 1 no, 2 yes. */
const bmpIsLetterOrDigit = new Uint8Array(0x10000);

function isLetterOrDigit(codePoint: number): boolean {
  if (codePoint > 0xffff) return letterOrDigit.test(String.fromCodePoint(codePoint));
  let known = bmpIsLetterOrDigit[codePoint];
  if (!known) {
    known = letterOrDigit.test(String.fromCharCode(codePoint)) ? 2 : 1;
    bmpIsLetterOrDigit[codePoint] = known;
  }
  return known === 2;
}

/** Which ASCII characters are word characters, for a tokenizer adding `extra` ones. */
export function asciiWordCharacters(extra = ''): Uint8Array {
  const table = new Uint8Array(0x80);
  for (let code = 0; code < 0x80; code++) table[code] = isLetterOrDigit(code) ? 1 : 0;
  for (const char of extra) table[char.charCodeAt(0)] = 1;
  return table;
}

/**
 * Where each word of `text` starts and ends, with a hash of its characters: enough to look a word
 * up (word-cache.ts) without cutting it out as a new string. Reused from text to text.
 */
export interface WordSpans {
  /** The scanned text, as one flat string (see flatCopy). */
  text: string;
  count: number;
  starts: Int32Array;
  ends: Int32Array;
  hashes: Int32Array;
}

export function createWordSpans(): WordSpans {
  const spans = { text: '', count: 0, starts: new Int32Array(0) };
  return { ...spans, ends: new Int32Array(0), hashes: new Int32Array(0) };
}

/**
 * The same characters as one flat string. Concatenated text (`${title}\n${description}`) or a
 * trimmed one is a rope or a slice in V8, and reading those a character at a time is several
 * times slower, and slows every other caller of the reading code too (it turns generic).
 */
export const flatCopy = (text: string) => Buffer.from(text, 'utf16le').toString('utf16le');

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
const hashStart = 0x811c9dc5 | 0;
const hashPrime = 0x01000193;

/** Fills `spans` with the words of `text`, in order, as the regular expression would match them. */
export function scanWordSpans(text: string, ascii: Uint8Array, spans: WordSpans): void {
  const flat = flatCopy(text);
  // Words are at least one character apart, so a text holds at most (length + 1) / 2 of them.
  if (spans.starts.length < flat.length / 2 + 1) growSpans(spans, flat.length / 2 + 1);
  const { starts, ends, hashes } = spans;
  let count = 0;
  let start = -1;
  let hash = hashStart;
  // One past the end reads as NUL, never a word character: the last word ends there.
  for (let index = 0; index <= flat.length; ) {
    const code = index < flat.length ? flat.charCodeAt(index) : 0;
    let width = 1;
    let inWord: boolean;
    if (code < 0x80) inWord = ascii[code] === 1;
    else if (isHighSurrogate(code) && isLowSurrogate(flat.charCodeAt(index + 1))) {
      // An astral code point (𝐁, 𠀀, 😀) is one character to the regular expression.
      width = 2;
      inWord = isLetterOrDigit(flat.codePointAt(index) as number);
    } else inWord = isLetterOrDigit(code);
    if (inWord) {
      if (start < 0) start = index;
      hash = Math.imul(hash ^ code, hashPrime);
      if (width === 2) hash = Math.imul(hash ^ flat.charCodeAt(index + 1), hashPrime);
    } else if (start >= 0) {
      starts[count] = start;
      ends[count] = index;
      hashes[count] = hash;
      count++;
      start = -1;
      hash = hashStart;
    }
    index += width;
  }
  spans.text = flat;
  spans.count = count;
}

function growSpans(spans: WordSpans, capacity: number): void {
  spans.starts = new Int32Array(capacity);
  spans.ends = new Int32Array(capacity);
  spans.hashes = new Int32Array(capacity);
}

/** Shared by scanWords calls, which are done with it before they return. */
const scratchSpans = createWordSpans();

/** The words of `text` as new strings, in order: for callers that keep or compare them. */
export function scanWords(text: string, ascii: Uint8Array): string[] {
  scanWordSpans(text, ascii, scratchSpans);
  const { text: flat, count, starts, ends } = scratchSpans;
  const words: string[] = new Array(count);
  for (let index = 0; index < count; index++) words[index] = flat.slice(starts[index], ends[index]);
  return words;
}
