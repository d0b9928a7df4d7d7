import { textTokens } from '../src/core/matching/text-terms.ts';

const K1 = 1.2;
const B = 0.75;

/**
 * Okapi BM25 over whole job postings: the plain keyword search our ranking must beat. Standard
 * parameters (k1 1.2, b 0.75) and IDF over every posting of the pool.
 */
export class Bm25Index {
  private readonly termCounts = new Map<string, Map<string, number>>();
  private readonly lengths = new Map<string, number>();
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(documents: { id: string; text: string }[]) {
    let total = 0;
    for (const { id, text } of documents) {
      const counts = new Map<string, number>();
      const tokens = textTokens(text);
      for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
      for (const token of counts.keys()) {
        this.documentFrequency.set(token, (this.documentFrequency.get(token) ?? 0) + 1);
      }
      this.termCounts.set(id, counts);
      this.lengths.set(id, tokens.length);
      total += tokens.length;
    }
    this.averageLength = total / Math.max(1, documents.length);
  }

  score(query: string, id: string): number {
    const counts = this.termCounts.get(id);
    if (!counts) return 0;
    const length = this.lengths.get(id) ?? 0;
    const documents = this.termCounts.size;
    let score = 0;
    for (const term of textTokens(query)) {
      const frequency = counts.get(term) ?? 0;
      if (frequency === 0) continue;
      const df = this.documentFrequency.get(term) ?? 0;
      const idf = Math.log(1 + (documents - df + 0.5) / (df + 0.5));
      score +=
        (idf * frequency * (K1 + 1)) /
        (frequency + K1 * (1 - B + (B * length) / this.averageLength));
    }
    return score;
  }
}
