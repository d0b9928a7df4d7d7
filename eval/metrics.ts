const CUTOFF = 10;

/** nDCG@10 with gains 2^grade − 1 and the ideal order of all judged grades. */
export function ndcgAt10(rankedGrades: number[], allGrades: number[]): number {
  const dcg = (grades: number[]) =>
    grades
      .slice(0, CUTOFF)
      .reduce((sum, grade, rank) => sum + (2 ** grade - 1) / Math.log2(rank + 2), 0);
  const ideal = dcg([...allGrades].sort((a, b) => b - a));
  return ideal === 0 ? 0 : dcg(rankedGrades) / ideal;
}

/** Share of the first ten that are relevant (grade ≥ 1, or a true hidden preference). */
export function precisionAt10(rankedRelevant: boolean[]): number {
  return rankedRelevant.slice(0, CUTOFF).filter(Boolean).length / CUTOFF;
}

export const mean = (values: number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
