import { EARTH_RADIUS_MILES, milesFromDot } from '../geo/miles-between.ts';
import type { JobIndex } from './build-job-index.ts';
import { certificationFit } from './parts/certification-fit.ts';
import { DAY_MS, freshness } from './parts/freshness.ts';
import { locationFit } from './parts/location-fit.ts';
import { occupationFit, titleFit } from './parts/occupation-fit.ts';
import { salaryFit } from './parts/salary-fit.ts';
import { seniorityFit } from './parts/seniority-fit.ts';
import { skillsFit } from './parts/skills-fit.ts';
import { personArrays } from './person-arrays.ts';
import { finishScore } from './preference-model.ts';
import type { ScoringContext } from './prepare-scoring.ts';
import { TopScores } from './top-scores.ts';
import { workplaceKinds } from './types.ts';

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

/** Set bits of a 32-bit mask. */
function bitCount(mask: number) {
  let x = mask - ((mask >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

const REMOTE = workplaceKinds.indexOf('remote');
const FRESHNESS_TABLE_DAYS = 400;

function freshnessOfAge(age: number, table: Float64Array) {
  if (age <= 0) return 1;
  return age < table.length ? (table[age] ?? 0) : freshness(age);
}

/**
 * Ranks every open job of the index for one person and returns the best `limit`, best first.
 * The same parts and arithmetic as `scoreJob` (a test holds them equal), unrolled over typed
 * arrays so that 100,000 jobs take milliseconds: no object is allocated per job.
 */
export function rankJobs(index: JobIndex, ctx: ScoringContext, options: RankOptions): RankedJob[] {
  const person = personArrays(index, ctx);
  const excluded = new Uint8Array(index.size);
  for (const id of options.excludeJobIds ?? []) {
    const row = index.rowOfId.get(id);
    if (row !== undefined) excluded[row] = 1;
  }
  const { profile } = ctx;
  const { skillBits, laterSkills, certifications: heldCertifications, titleHits } = person;
  const { termSum, socScore } = person;
  const profileSkillCount = ctx.skillNames.size;
  const titleTermCount = ctx.titleTerms.size;
  const hasTarget = profile.occupationSoc !== null || titleTermCount > 0;
  const sumsTerms = termSum.length > 0;
  const home = ctx.home;
  const points = ctx.points;
  const [pOccupation, pSkills, pCerts, pSalary, pLocation, pSeniority, pFreshness] = [
    0, 1, 2, 3, 4, 5, 6,
  ].map((i) => points[i] ?? 0) as [number, number, number, number, number, number, number];
  const today = Math.floor(options.now.getTime() / DAY_MS);
  // Freshness by whole days, from a table: one lookup per job instead of a power.
  const freshnessByAge = Float64Array.from({ length: FRESHNESS_TABLE_DAYS }, (_, age) =>
    freshness(age),
  );
  // Past the radius the exact distance changes nothing (see locationFit): skip its acos.
  const withinRadiusDot = Math.cos(ctx.wish.radiusMiles / EARTH_RADIUS_MILES);
  const top = new TopScores(options.limit);
  const { skills, certifications, placeStart, placeXyz, placedExactly } = index;
  const reachDot = ctx.reachDot ?? -2;

  for (let row = 0; row < index.size; row++) {
    if (excluded[row] || index.closed[row] || person.hiddenCompany[index.company[row] ?? 0]) {
      continue;
    }
    const employmentType = index.employmentType[row] ?? -1;
    if (employmentType >= 0 && !person.employmentTypeAllowed[employmentType]) continue;
    const industry = index.industry[row] ?? -1;
    if (industry >= 0 && !person.industryAllowed[industry]) continue;
    const workplace = index.workplace[row] ?? 3;
    if (profile.remoteOnly && workplace !== REMOTE) continue;

    const soc = index.soc[row] ?? -1;
    const occupation = occupationFit(
      soc >= 0 ? (socScore[soc] ?? 0) : 0,
      titleFit(titleHits[row] ?? 0, titleTermCount),
      hasTarget,
    );

    const matchedSkills = bitCount(skillBits[row] ?? 0) + (laterSkills[row] ?? 0);
    const skillCount = (skills.start[row + 1] ?? 0) - (skills.start[row] ?? 0);
    const matchedCerts = heldCertifications[row] ?? 0;
    const certCount = (certifications.start[row + 1] ?? 0) - (certifications.start[row] ?? 0);

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
      if (bestDot < reachDot && workplace !== REMOTE && placedExactly[row]) continue;
      if (bestDot >= withinRadiusDot) miles = milesFromDot(bestDot);
      else if (bestDot > -2) miles = Number.POSITIVE_INFINITY;
    }

    const weighted =
      pOccupation * occupation +
      pSkills * skillsFit(matchedSkills, skillCount, profileSkillCount) +
      pCerts * certificationFit(matchedCerts, certCount) +
      pSalary *
        salaryFit(ctx.bandLow, ctx.bandHigh, index.salaryMin[row] ?? 0, index.salaryMax[row] ?? 0) +
      pLocation * locationFit(miles, workplace, ctx.wish) +
      pSeniority * seniorityFit(index.level[row] ?? 2, ctx.personLevel) +
      pFreshness * freshnessOfAge(today - (index.postedDay[row] ?? 0), freshnessByAge);
    const score = finishScore(weighted, sumsTerms ? (termSum[row] ?? 0) : 0);
    if (score >= top.threshold) top.offer(score, row);
  }
  return top.sorted().map(({ score, row }) => ({ row, id: index.jobs[row]?.id ?? '', score }));
}
