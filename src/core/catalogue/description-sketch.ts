/**
 * Bottom-k MinHash over word 4-shingles: a 64-number sketch per description whose overlap
 * estimates the Jaccard similarity of two descriptions. One hash per shingle (not k), so sketching
 * stays cheap enough for bulk ingestion.
 */
const sketchSize = 64;
const shingleWords = 4;
/** Longer descriptions add boilerplate, not identity; the head is enough and bounds the cost. */
const maxChars = 4000;

const fnvOffsetBasis = 0x811c9dc5;
const fnvPrime = 0x01000193;
const space = 0x20;

export type DescriptionSketch = Uint32Array;

const isWordCharacter = (code: number) =>
  (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);

/** Reused between calls, grown on demand: one shingle hash per word at most. */
let scratch = new Uint32Array(maxChars);

/**
 * The FNV-1a hash of every 4 consecutive /[a-z0-9]+/ words joined by one space (or of all the
 * words joined, when fewer than 4), computed in one pass without building the joined strings:
 * four hashes run at once, one per shingle still open, each fed the same characters and spaces.
 * Returns how many hashes it wrote to `scratch`.
 */
function shingleHashes(text: string): number {
  if (scratch.length < text.length) scratch = new Uint32Array(text.length);
  // hashN: the shingle that began N - 1 words before the current one.
  let hash1 = 0;
  let hash2 = 0;
  let hash3 = 0;
  let hash4 = 0;
  let words = 0;
  let count = 0;
  let inWord = false;
  for (let index = 0; index <= text.length; index++) {
    const code = index < text.length ? text.charCodeAt(index) : space;
    if (isWordCharacter(code)) {
      if (!inWord) {
        hash4 = Math.imul(hash3 ^ space, fnvPrime);
        hash3 = Math.imul(hash2 ^ space, fnvPrime);
        hash2 = Math.imul(hash1 ^ space, fnvPrime);
        hash1 = fnvOffsetBasis;
        words++;
        inWord = true;
      }
      hash1 = Math.imul(hash1 ^ code, fnvPrime);
      hash2 = Math.imul(hash2 ^ code, fnvPrime);
      hash3 = Math.imul(hash3 ^ code, fnvPrime);
      hash4 = Math.imul(hash4 ^ code, fnvPrime);
    } else if (inWord) {
      inWord = false;
      if (words >= shingleWords) scratch[count++] = hash4;
    }
  }
  // Fewer than four words: the one shingle is all of them, begun at the first word.
  if (words > 0 && words < shingleWords) scratch[count++] = [hash1, hash2, hash3][words - 1] ?? 0;
  return count;
}

export function sketchDescription(text: string): DescriptionSketch {
  // Lower-case before matching, as always: İ and the Kelvin sign lower-case to ASCII letters.
  const count = shingleHashes(text.slice(0, maxChars).toLowerCase());
  return smallestDistinct(scratch.subarray(0, count).sort(), sketchSize);
}

/** A copy of the first `count` distinct values of a sorted array (compacted in place first). */
function smallestDistinct(sorted: Uint32Array, count: number): Uint32Array {
  let size = 0;
  for (let index = 0; index < sorted.length && size < count; index++) {
    const value = sorted[index] as number;
    if (size === 0 || sorted[size - 1] !== value) sorted[size++] = value;
  }
  return sorted.slice(0, size);
}

/** Estimated Jaccard similarity in [0, 1]; two empty descriptions are not similar. */
export function sketchSimilarity(a: DescriptionSketch, b: DescriptionSketch): number {
  if (a.length === 0 || b.length === 0) return 0;
  const k = Math.min(sketchSize, new Set([...a, ...b]).size);
  let shared = 0;
  let taken = 0;
  let i = 0;
  let j = 0;
  // Walk the union of both sorted sketches in order, counting its k smallest values held by both.
  while (taken < k && (i < a.length || j < b.length)) {
    const nextA = i < a.length ? (a[i] as number) : Number.POSITIVE_INFINITY;
    const nextB = j < b.length ? (b[j] as number) : Number.POSITIVE_INFINITY;
    const value = Math.min(nextA, nextB);
    if (nextA === value) i++;
    if (nextB === value) j++;
    if (nextA === value && nextB === value) shared++;
    taken++;
  }
  return shared / k;
}

/**
 * Candidates for the similarity rule share one of a sketch's smallest hashes: at Jaccard ≥ 0.85
 * each is shared with probability ≥ 0.85, so missing all six is negligible, and a posting is
 * compared with a handful of jobs instead of every job of its company. Stored per job
 * (jobs.description_buckets) as signed 32-bit integers, PostgreSQL's integer.
 */
export const bucketHashes = 6;

export function sketchBuckets(sketch: DescriptionSketch | undefined): number[] {
  return sketch ? Array.from(sketch.subarray(0, bucketHashes), (hash) => hash | 0) : [];
}
