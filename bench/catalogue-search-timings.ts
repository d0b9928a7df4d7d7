import { searchJobs } from '../src/core/catalogue/search-jobs.ts';
import type { Occupation } from '../src/core/occupations/occupation-schema.ts';
import { occupations } from '../src/core/occupations/occupations.ts';
import type { Database } from '../src/db/client.ts';
import { jobSearchQuerySchema } from '../src/shared/schemas/jobs.ts';
import { seededRandom } from './catalogue-postings.ts';

/** The acceptance searches of issue 5, then occupation titles and aliases as people type them. */
export function benchSearchTerms(count: number): string[] {
  const random = seededRandom(7);
  const list = occupations();
  const terms = ['registered nurse', 'electrician', 'accountant', 'truck driver'];
  while (terms.length < count) {
    const occupation = list[Math.floor(random() * list.length)] as Occupation;
    const names = [occupation.title, ...occupation.aliases];
    terms.push((names[Math.floor(random() * names.length)] as string).toLowerCase());
  }
  return terms;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, rank)] ?? Number.NaN;
}

export interface SearchTiming {
  p50Ms: number;
  p95Ms: number;
  meanResults: number;
}

/**
 * searchJobs() as GET /api/jobs calls it (page of 20 plus the capped count), once per term after
 * one untimed pass that warms caches and plans.
 */
export async function timeSearches(
  db: Database,
  terms: readonly string[],
  match: 'all' | 'any',
): Promise<SearchTiming> {
  const queries = terms.map((q) => jobSearchQuerySchema.parse({ q, match }));
  for (const query of queries) await searchJobs(db, query);
  const durations: number[] = [];
  let results = 0;
  for (const query of queries) {
    const began = performance.now();
    const page = await searchJobs(db, query);
    durations.push(performance.now() - began);
    results += page.total;
  }
  return {
    p50Ms: percentile(durations, 50),
    p95Ms: percentile(durations, 95),
    meanResults: results / queries.length,
  };
}
