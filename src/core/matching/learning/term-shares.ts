/**
 * How many of a sample of catalogue jobs use each term: what tells a distinctive word ("icu",
 * "staffing") from one that most postings share ("patients" is not, "colleagues" is).
 */
export interface TermShares {
  /** Jobs counted. */
  jobs: number;
  /** Term → number of counted jobs whose terms include it. */
  counts: Map<string, number>;
}

/** A term in more than this share of jobs says little about any one job (decision 040). */
export const COMMON_SHARE = 0.04;
/** Below this many jobs a share means little; only the template list applies then. */
export const MIN_JOBS_FOR_SHARES = 200;

export const noTermShares: TermShares = { jobs: 0, counts: new Map() };

export function countTermShares(termLists: Iterable<readonly string[]>): TermShares {
  const counts = new Map<string, number>();
  let jobs = 0;
  for (const terms of termLists) {
    jobs++;
    for (const term of new Set(terms)) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return { jobs, counts };
}

export function isCommonTerm(shares: TermShares, term: string): boolean {
  if (shares.jobs < MIN_JOBS_FOR_SHARES) return false;
  return (shares.counts.get(term) ?? 0) > COMMON_SHARE * shares.jobs;
}
