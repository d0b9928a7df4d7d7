/**
 * Bottom-k MinHash over word 4-shingles: a 64-number sketch per description whose overlap
 * estimates the Jaccard similarity of two descriptions. One hash per shingle (not k), so sketching
 * stays cheap enough for bulk ingestion.
 */
const sketchSize = 64;
const shingleWords = 4;
/** Longer descriptions add boilerplate, not identity; the head is enough and bounds the cost. */
const maxChars = 4000;

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type DescriptionSketch = Uint32Array;

export function sketchDescription(text: string): DescriptionSketch {
  const words =
    text
      .slice(0, maxChars)
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  const hashes = new Set<number>();
  if (words.length < shingleWords) {
    if (words.length) hashes.add(fnv1a(words.join(' ')));
  } else {
    for (let index = 0; index + shingleWords <= words.length; index++) {
      hashes.add(fnv1a(words.slice(index, index + shingleWords).join(' ')));
    }
  }
  return Uint32Array.from(hashes).sort().slice(0, sketchSize);
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
