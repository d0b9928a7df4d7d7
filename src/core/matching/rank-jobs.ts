import { DAY_MS } from '../../shared/time.ts';
import { EARTH_RADIUS_MILES, milesFromDot } from '../geo/miles-between.ts';
import type { JobIndex } from './build-job-index.ts';
import { freshness } from './parts/freshness.ts';
import { locationFit } from './parts/location-fit.ts';
import { salaryFit } from './parts/salary-fit.ts';
import { seniorityFit } from './parts/seniority-fit.ts';
import { personArrays } from './person-arrays.ts';
import { finishScore } from './preference-model.ts';
import type { ScoringContext } from './prepare-scoring.ts';
import { CEILING_BANDS, type RankingBuffers, rankingBuffers } from './ranking-buffers.ts';
import { orderByCeiling, REMOTE, scoreKnownParts } from './score-known-parts.ts';
import { TopScores } from './top-scores.ts';

export interface RankOptions {
  now: Date;
  limit: number;
  /** Already shown, liked, disliked or applied to: never offered again as new. */
  excludeJobIds?: Iterable<string>;
}

export interface RankedJob {
  row: number;
  id: string;
  score: number;
}

const FRESHNESS_TABLE_DAYS = 400;
/**
 * Ceilings add the same terms as a score but not always in its order, and a job's learned words
 * in its own order: either may round a few units of the last place apart. A margin far above
 * that keeps every ceiling a true ceiling.
 */
const ROUNDING_MARGIN = 1e-9;

/** Freshness by whole days, from a table: one lookup per job instead of a power. */
const freshnessByAge = Float64Array.from({ length: FRESHNESS_TABLE_DAYS }, (_, age) =>
  freshness(age),
);

function freshnessOfAge(age: number) {
  if (age <= 0) return 1;
  return age < FRESHNESS_TABLE_DAYS ? (freshnessByAge[age] ?? 0) : freshness(age);
}

function markExcluded(index: JobIndex, buffers: RankingBuffers, ids: Iterable<string>) {
  const excluded = buffers.excluded.fill(0);
  for (const id of ids) {
    const row = index.rowOfId.get(id);
    if (row !== undefined) excluded[row] = 1;
  }
}

/**
 * Ranks every open job of the index for one person and returns the best `limit`, best first.
 * The same parts and arithmetic as `scoreJob` (a test holds them equal), over typed arrays so
 * that 100,000 jobs take milliseconds: no object is allocated per job.
 *
 * Most jobs cannot make the top, and ranking does not work out their whole score. A first pass
 * scores the cheap parts (occupation, skills, certifications) and sorts jobs into bands by a
 * ceiling: those points plus full marks on the other parts and every learned word in the job's
 * favour. The second pass takes the bands best first and stops at the first band whose
 * ceilings cannot beat the lowest score kept; a job is also dropped once its exact parts plus
 * the learned ceiling cannot. Distance, pay, learned words and their tanh are thus computed for
 * a few thousand jobs instead of all. Every ceiling is a true upper bound of the score as
 * computed (ROUNDING_MARGIN covers additions in another order), so the result is exactly that
 * of scoring every job.
 */
export function rankJobs(index: JobIndex, ctx: ScoringContext, options: RankOptions): RankedJob[] {
  const buffers = rankingBuffers(index);
  const person = personArrays(index, ctx, buffers);
  markExcluded(index, buffers, options.excludeJobIds ?? []);
  const { weightOfTerm, learnsAnyWord, mostLearnedPoints } = person;
  const points = ctx.points;
  const pSalary = points[3] ?? 0;
  const pLocation = points[4] ?? 0;
  const pSeniority = points[5] ?? 0;
  const pFreshness = points[6] ?? 0;
  // Every other part at full marks (each is at most 1) and the learned words' most.
  const slack = pSalary + pLocation + pSeniority + pFreshness + mostLearnedPoints + ROUNDING_MARGIN;
  scoreKnownParts(index, ctx, person, buffers, slack);
  orderByCeiling(index, buffers);

  const today = Math.floor(options.now.getTime() / DAY_MS);
  const home = ctx.home;
  // Past the radius the exact distance changes nothing (see locationFit): skip its acos.
  const withinRadiusDot = Math.cos(ctx.wish.radiusMiles / EARTH_RADIUS_MILES);
  const { terms, placeStart, placeXyz, salaryMin, salaryMax, level, postedDay, workplace } = index;
  const { bandLow, bandHigh, personLevel, wish } = ctx;
  const { known, rowsByCeiling, bandStart } = buffers;
  const top = new TopScores(options.limit);
  const { placedExactly } = index;
  const reachDot = ctx.reachDot ?? -2;

  for (let band = CEILING_BANDS - 1; band >= 0 && band + 1 > top.threshold; band--) {
    for (let i = bandStart[band + 1] ?? 0, bandEnd = bandStart[band] ?? 0; i < bandEnd; i++) {
      const row = rowsByCeiling[i] ?? 0;
      const knownPoints = known[row] ?? 0;
      const threshold = top.threshold;
      if (knownPoints + slack < threshold) continue;

      // Pay, level and freshness first: with the place at full marks they often already show
      // the job cannot make it, and the distance is the dearest part.
      const salary = salaryFit(bandLow, bandHigh, salaryMin[row] ?? 0, salaryMax[row] ?? 0);
      const seniority = seniorityFit(level[row] ?? 2, personLevel);
      const fresh = freshnessOfAge(today - (postedDay[row] ?? 0));
      const salaryPoints = knownPoints + pSalary * salary;
      const withoutPlace =
        pSeniority * seniority + pFreshness * fresh + mostLearnedPoints + ROUNDING_MARGIN;
      if (salaryPoints + pLocation + withoutPlace < threshold) continue;

      let miles = Number.NaN;
      if (home) {
        let bestDot = -2;
        for (let p = placeStart[row] ?? 0, end = placeStart[row + 1] ?? 0; p < end; p++) {
          const dot =
            home[0] * (placeXyz[3 * p] ?? 0) +
            home[1] * (placeXyz[3 * p + 1] ?? 0) +
            home[2] * (placeXyz[3 * p + 2] ?? 0);
          if (dot > bestDot) bestDot = dot;
        }
        // Out of reach (see isOutOfReach): every place exact and farther than the person travels.
        if (bestDot < reachDot && workplace[row] !== REMOTE && placedExactly[row]) continue;
        if (bestDot >= withinRadiusDot) miles = milesFromDot(bestDot);
        else if (bestDot > -2) miles = Number.POSITIVE_INFINITY;
      }
      // The score's own order of additions (see scoreJob).
      const weighted =
        salaryPoints +
        pLocation * locationFit(miles, workplace[row] ?? 3, wish) +
        pSeniority * seniority +
        pFreshness * fresh;

      let termSum = 0;
      if (learnsAnyWord) {
        if (weighted + mostLearnedPoints + ROUNDING_MARGIN < threshold) continue;
        // In the job's word order, as `scoreJob` adds them: the same sum to the last bit.
        for (let t = terms.start[row] ?? 0, end = terms.start[row + 1] ?? 0; t < end; t++) {
          termSum += weightOfTerm[terms.ids[t] ?? 0] ?? 0;
        }
      }
      const score = finishScore(weighted, termSum, seniority);
      if (score >= threshold) top.offer(score, row);
    }
  }
  return top.sorted().map(({ score, row }) => ({ row, id: index.jobs[row]?.id ?? '', score }));
}
