/**
 * Keeps the `capacity` best (score, row) pairs seen so far in a binary min-heap: ranking
 * 100,000 jobs for 50 results costs one comparison for most jobs instead of a full sort.
 * Ties go to the lower row, so results are stable.
 */
export class TopScores {
  private readonly scores: Float64Array;
  private readonly rows: Int32Array;
  private readonly capacity: number;
  private count = 0;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.scores = new Float64Array(capacity);
    this.rows = new Int32Array(capacity);
  }

  private worse(a: number, b: number) {
    const sa = this.scores[a] ?? 0;
    const sb = this.scores[b] ?? 0;
    return sa < sb || (sa === sb && (this.rows[a] ?? 0) > (this.rows[b] ?? 0));
  }

  private swap(a: number, b: number) {
    const score = this.scores[a] ?? 0;
    const row = this.rows[a] ?? 0;
    this.scores[a] = this.scores[b] ?? 0;
    this.rows[a] = this.rows[b] ?? 0;
    this.scores[b] = score;
    this.rows[b] = row;
  }

  /** Lowest score kept once full; -Infinity before. */
  get threshold(): number {
    return this.count < this.capacity ? Number.NEGATIVE_INFINITY : (this.scores[0] ?? 0);
  }

  offer(score: number, row: number) {
    if (this.capacity === 0) return;
    if (this.count < this.capacity) {
      let child = this.count++;
      this.scores[child] = score;
      this.rows[child] = row;
      while (child > 0) {
        const parent = (child - 1) >> 1;
        if (!this.worse(child, parent)) break;
        this.swap(child, parent);
        child = parent;
      }
      return;
    }
    const rootScore = this.scores[0] ?? 0;
    if (score < rootScore || (score === rootScore && row > (this.rows[0] ?? 0))) return;
    this.scores[0] = score;
    this.rows[0] = row;
    let parent = 0;
    for (;;) {
      const left = 2 * parent + 1;
      const right = left + 1;
      let smallest = parent;
      if (left < this.count && this.worse(left, smallest)) smallest = left;
      if (right < this.count && this.worse(right, smallest)) smallest = right;
      if (smallest === parent) break;
      this.swap(parent, smallest);
      parent = smallest;
    }
  }

  /** Best first. */
  sorted(): { score: number; row: number }[] {
    const out = Array.from({ length: this.count }, (_, i) => ({
      score: this.scores[i] ?? 0,
      row: this.rows[i] ?? 0,
    }));
    return out.sort((a, b) => b.score - a.score || a.row - b.row);
  }
}
