import { milesFromDot } from '../geo/miles-between.ts';
import type { JobIndex } from './build-job-index.ts';
import { certificationFit } from './parts/certification-fit.ts';
import { DAY_MS, freshness } from './parts/freshness.ts';
import { locationFit } from './parts/location-fit.ts';
import { occupationFit, socFit, titleFit } from './parts/occupation-fit.ts';
import { salaryFit } from './parts/salary-fit.ts';
import { seniorityFit } from './parts/seniority-fit.ts';
import { skillsFit } from './parts/skills-fit.ts';
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

/** Per-person lookup arrays over the index's numbering, built once per ranking. */
function personArrays(index: JobIndex, ctx: ScoringContext) {
  const vocabularySize = index.vocabulary.size;
  const skillSlot = new Int32Array(vocabularySize);
  let slot = 0;
  for (const key of ctx.skillNames.keys()) {
    slot++;
    const id = index.vocabulary.get(key);
    if (id !== undefined) skillSlot[id] = slot;
  }
  const certification = new Uint8Array(vocabularySize);
  for (const key of ctx.certificationNames.keys()) {
    const id = index.vocabulary.get(key);
    if (id !== undefined) certification[id] = 1;
  }
  const titleWord = new Uint8Array(vocabularySize);
  for (const word of ctx.titleTerms) {
    const id = index.vocabulary.get(word);
    if (id !== undefined) titleWord[id] = 1;
  }
  const learnedTerms = Object.entries(ctx.model.termWeights);
  const termWeight = new Float64Array(learnedTerms.length > 0 ? vocabularySize : 0);
  for (const [term, weight] of learnedTerms) {
    const id = index.vocabulary.get(term);
    if (id !== undefined) termWeight[id] = weight;
  }
  const { profile, model } = ctx;
  const socScore = Float64Array.from(index.socs, (soc) =>
    socFit(profile.occupationSoc, profile.relatedSocs, soc),
  );
  const hiddenCompany = Uint8Array.from(index.companyKeys, (key) =>
    key in model.hiddenCompanies ? 1 : 0,
  );
  const allowed = (values: string[], wanted: string[]) =>
    Uint8Array.from(values, (value) => (wanted.length === 0 || wanted.includes(value) ? 1 : 0));
  return {
    skillSlot,
    certification,
    titleWord,
    termWeight,
    socScore,
    hiddenCompany,
    employmentTypeAllowed: allowed(index.employmentTypes, profile.employmentTypes),
    industryAllowed: allowed(index.industries, profile.industries),
  };
}

const REMOTE = workplaceKinds.indexOf('remote');

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
  const { skillSlot, certification, titleWord, termWeight, socScore } = person;
  const profileSkillCount = ctx.skillNames.size;
  const skillSeen = new Int32Array(profileSkillCount + 1).fill(-1);
  const titleTermCount = ctx.titleTerms.size;
  const hasTarget = profile.occupationSoc !== null || titleTermCount > 0;
  const learnsTerms = termWeight.length > 0;
  const home = ctx.home;
  const points = ctx.points;
  const [pOccupation, pSkills, pCerts, pSalary, pLocation, pSeniority, pFreshness] = [
    0, 1, 2, 3, 4, 5, 6,
  ].map((i) => points[i] ?? 0) as [number, number, number, number, number, number, number];
  const nowMs = options.now.getTime();
  const top = new TopScores(options.limit);
  const { skills, certifications, titleWords, terms, placeStart, placeXyz } = index;

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
    let titleHits = 0;
    for (let i = titleWords.start[row] ?? 0, end = titleWords.start[row + 1] ?? 0; i < end; i++) {
      titleHits += titleWord[titleWords.ids[i] ?? 0] ?? 0;
    }
    const occupation = occupationFit(
      soc >= 0 ? (socScore[soc] ?? 0) : 0,
      titleFit(titleHits, titleTermCount),
      hasTarget,
    );

    let matchedSkills = 0;
    const skillFrom = skills.start[row] ?? 0;
    const skillTo = skills.start[row + 1] ?? 0;
    for (let i = skillFrom; i < skillTo; i++) {
      const slot = skillSlot[skills.ids[i] ?? 0] ?? 0;
      if (slot > 0 && skillSeen[slot] !== row) {
        skillSeen[slot] = row;
        matchedSkills++;
      }
    }
    let termSum = 0;
    for (let i = terms.start[row] ?? 0, end = terms.start[row + 1] ?? 0; i < end; i++) {
      const term = terms.ids[i] ?? 0;
      // One-word skills count when the description names them (see scoreJob's matchSkills).
      const slot = skillSlot[term] ?? 0;
      if (slot > 0 && skillSeen[slot] !== row) {
        skillSeen[slot] = row;
        matchedSkills++;
      }
      if (learnsTerms) termSum += termWeight[term] ?? 0;
    }

    let matchedCerts = 0;
    const certFrom = certifications.start[row] ?? 0;
    const certTo = certifications.start[row + 1] ?? 0;
    for (let i = certFrom; i < certTo; i++) {
      matchedCerts += certification[certifications.ids[i] ?? 0] ?? 0;
    }

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
      if (bestDot > -2) miles = milesFromDot(bestDot);
    }

    const weighted =
      pOccupation * occupation +
      pSkills * skillsFit(matchedSkills, skillTo - skillFrom, profileSkillCount) +
      pCerts * certificationFit(matchedCerts, certTo - certFrom) +
      pSalary *
        salaryFit(ctx.bandLow, ctx.bandHigh, index.salaryMin[row] ?? 0, index.salaryMax[row] ?? 0) +
      pLocation * locationFit(miles, workplace, ctx.wish) +
      pSeniority * seniorityFit(index.level[row] ?? 2, ctx.personLevel) +
      pFreshness * freshness((nowMs - (index.postedAtMs[row] ?? 0)) / DAY_MS);
    const score = finishScore(weighted, termSum);
    if (score >= top.threshold) top.offer(score, row);
  }
  return top.sorted().map(({ score, row }) => ({ row, id: index.jobs[row]?.id ?? '', score }));
}
