import { describe, expect, it } from 'vitest';
import { evaluateRanking } from '../../../eval/evaluate-ranking.ts';
import { loadEvalSet, ungradedRelatedPostings } from '../../../eval/load-eval-set.ts';
import { ndcgAt10, precisionAt10 } from '../../../eval/metrics.ts';
import { simulateUsers } from '../../../eval/simulate-feedback.ts';
import { simulatedUsers } from '../../../eval/simulated-users.ts';

describe('matching quality (a slice of `npm run eval`)', () => {
  const set = loadEvalSet();

  it('holds a labelled set of at least 40 profiles over 20 occupations, 25 judged jobs each', () => {
    expect(set.profiles.length).toBeGreaterThanOrEqual(40);
    expect(
      new Set(set.profiles.map((p) => p.preferences.occupationSoc)).size,
    ).toBeGreaterThanOrEqual(20);
    const jobIds = new Set(set.jobs.map((job) => job.id));
    for (const profile of set.profiles) {
      const judged = Object.keys(profile.judgments);
      expect(judged.length, profile.id).toBeGreaterThanOrEqual(25);
      for (const id of judged) expect(jobIds.has(id), `${profile.id} → ${id}`).toBe(true);
    }
  });

  it('leaves no posting of a target or neighbour occupation to the whole-pool rule', () => {
    const jobIds = new Set(set.jobs.map((job) => job.id));
    for (const profile of set.profiles) {
      expect(ungradedRelatedPostings(set, profile), profile.id).toEqual([]);
      for (const id of Object.keys(profile.wholePoolJudgments)) {
        expect(jobIds.has(id), `${profile.id} → ${id}`).toBe(true);
      }
    }
  });

  it('ranks a slice of profiles no worse than BM25 by nDCG@10', () => {
    const slice = set.profiles.filter((_, index) => index % 4 === 0);
    const report = evaluateRanking(set, slice);
    expect(report.ours.ndcg).toBeGreaterThanOrEqual(report.bm25.ndcg);
  });

  it('ranks the whole pool for a slice of profiles no worse than BM25 by nDCG@10', () => {
    const slice = set.profiles.filter((_, index) => index % 4 === 1);
    const report = evaluateRanking(set, slice, 'whole');
    expect(report.pairs).toBe(slice.length * set.jobs.length);
    expect(report.ours.ndcg).toBeGreaterThanOrEqual(report.bm25.ndcg);
  });

  it('learns hidden preferences from 20 answers (+25 points of precision@10)', () => {
    const { before, after } = simulateUsers(simulatedUsers.slice(0, 2), set.now, 120);
    expect(after - before).toBeGreaterThanOrEqual(0.25);
  });
});

describe('metrics', () => {
  it('computes nDCG@10 and precision@10', () => {
    expect(ndcgAt10([2, 1, 0], [0, 1, 2])).toBe(1);
    expect(ndcgAt10([0, 1, 2], [0, 1, 2])).toBeLessThan(1);
    expect(ndcgAt10([0, 0], [0, 0])).toBe(0);
    expect(precisionAt10([true, false, true])).toBeCloseTo(0.2);
  });
});
