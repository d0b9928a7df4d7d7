import { EARTH_RADIUS_MILES, milesFromDot } from '../geo/miles-between.ts';
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

/** Adds `weight` at every row whose terms hold `word` (a plain loop: this is the hot part). */
function addToRowsWithTerm(index: JobIndex, word: string, sums: Float64Array, weight: number) {
  const id = index.vocabulary.get(word);
  if (id === undefined) return;
  const { start, ids } = index.rowsOfTerm;
  for (let i = start[id] ?? 0, end = start[id + 1] ?? 0; i < end; i++) {
    const row = ids[i] ?? 0;
    sums[row] = (sums[row] ?? 0) + weight;
  }
}

/** Sets `bit` at every row whose terms hold `word`. */
function markRowsWithTerm(index: JobIndex, word: string, masks: Uint32Array, bit: number) {
  const id = index.vocabulary.get(word);
  if (id === undefined) return;
  const { start, ids } = index.rowsOfTerm;
  for (let i = start[id] ?? 0, end = start[id + 1] ?? 0; i < end; i++) {
    const row = ids[i] ?? 0;
    masks[row] = (masks[row] ?? 0) | bit;
  }
}

/**
 * Per-person lookup arrays over the index's numbering, built once per ranking. Description
 * matches and learned term weights go through the inverted term lists, so their cost follows
 * how many jobs use the person's words rather than every term of every job.
 */
function personArrays(index: JobIndex, ctx: ScoringContext) {
  const vocabularySize = index.vocabulary.size;
  const skillSlot = new Uint16Array(index.names.size);
  const descriptionSkills = new Uint32Array(ctx.descriptionSkillKeys.size > 0 ? index.size : 0);
  let slot = 0;
  for (const key of ctx.skillNames.keys()) {
    slot++;
    const id = index.names.get(key);
    if (id !== undefined) skillSlot[id] = slot;
    if (ctx.descriptionSkillKeys.has(key)) {
      markRowsWithTerm(index, key, descriptionSkills, 1 << (slot - 1));
    }
  }
  const certification = new Uint8Array(index.names.size);
  for (const key of ctx.certificationNames.keys()) {
    const id = index.names.get(key);
    if (id !== undefined) certification[id] = 1;
  }
  const titleWord = new Uint8Array(vocabularySize);
  for (const word of ctx.titleTerms) {
    const id = index.vocabulary.get(word);
    if (id !== undefined) titleWord[id] = 1;
  }
  const learned = learnedTermSums(index, ctx);
  const { profile, model } = ctx;
  const socScore = Float64Array.from(index.socs, (soc) =>
    socFit(profile.occupationSoc, profile.relatedSocs, soc),
  );
  const hiddenCompany = new Uint8Array(index.companyKeys.length);
  for (const key of Object.keys(model.hiddenCompanies)) {
    const id = index.companyIdOf.get(key);
    if (id !== undefined) hiddenCompany[id] = 1;
  }
  const allowed = (values: string[], wanted: string[]) =>
    Uint8Array.from(values, (value) => (wanted.length === 0 || wanted.includes(value) ? 1 : 0));
  return {
    skillSlot,
    descriptionSkills,
    certification,
    titleWord,
    ...learned,
    socScore,
    hiddenCompany,
    employmentTypeAllowed: allowed(index.employmentTypes, profile.employmentTypes),
    industryAllowed: allowed(index.industries, profile.industries),
  };
}

/**
 * Learned term weights per job, by whichever way costs less: through the inverted lists when
 * the learned words are rare (most users: tens of answers), or as a per-word weight table read
 * while walking each job's terms when they cover much of the catalogue (heavy users).
 */
function learnedTermSums(index: JobIndex, ctx: ScoringContext) {
  const learnedTerms = Object.entries(ctx.model.termWeights);
  let postings = 0;
  for (const [term] of learnedTerms) {
    const id = index.vocabulary.get(term);
    if (id !== undefined)
      postings += (index.rowsOfTerm.start[id + 1] ?? 0) - (index.rowsOfTerm.start[id] ?? 0);
  }
  if (postings > index.terms.ids.length / 4) {
    const termWeight = new Float64Array(index.vocabulary.size);
    for (const [term, weight] of learnedTerms) {
      const id = index.vocabulary.get(term);
      if (id !== undefined) termWeight[id] = weight;
    }
    return { termSum: new Float64Array(0), termWeight };
  }
  const termSum = new Float64Array(learnedTerms.length > 0 ? index.size : 0);
  for (const [term, weight] of learnedTerms) addToRowsWithTerm(index, term, termSum, weight);
  return { termSum, termWeight: new Float64Array(0) };
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
  const { skillSlot, descriptionSkills, certification, titleWord, termSum, termWeight, socScore } =
    person;
  const profileSkillCount = ctx.skillNames.size;
  const masksSkills = descriptionSkills.length > 0;
  const titleTermCount = ctx.titleTerms.size;
  const hasTarget = profile.occupationSoc !== null || titleTermCount > 0;
  const sumsTerms = termSum.length > 0;
  const weighsTerms = termWeight.length > 0;
  const { terms } = index;
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
  const { skills, certifications, titleWords, placeStart, placeXyz } = index;

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

    // Skills the person holds: bits for the first 32 (shared with description matches, so
    // one skill counts once), a plain count beyond.
    let skillBits = masksSkills ? (descriptionSkills[row] ?? 0) : 0;
    let laterSkills = 0;
    const skillFrom = skills.start[row] ?? 0;
    const skillTo = skills.start[row + 1] ?? 0;
    for (let i = skillFrom; i < skillTo; i++) {
      const slot = skillSlot[skills.ids[i] ?? 0] ?? 0;
      if (slot === 0) continue;
      if (slot <= 32) skillBits |= 1 << (slot - 1);
      else laterSkills++;
    }
    const matchedSkills = bitCount(skillBits) + laterSkills;

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
      if (bestDot >= withinRadiusDot) miles = milesFromDot(bestDot);
      else if (bestDot > -2) miles = Number.POSITIVE_INFINITY;
    }

    const weighted =
      pOccupation * occupation +
      pSkills * skillsFit(matchedSkills, skillTo - skillFrom, profileSkillCount) +
      pCerts * certificationFit(matchedCerts, certTo - certFrom) +
      pSalary *
        salaryFit(ctx.bandLow, ctx.bandHigh, index.salaryMin[row] ?? 0, index.salaryMax[row] ?? 0) +
      pLocation * locationFit(miles, workplace, ctx.wish) +
      pSeniority * seniorityFit(index.level[row] ?? 2, ctx.personLevel) +
      pFreshness * freshnessOfAge(today - (index.postedDay[row] ?? 0), freshnessByAge);
    let learnedSum = sumsTerms ? (termSum[row] ?? 0) : 0;
    if (weighsTerms) {
      for (let i = terms.start[row] ?? 0, end = terms.start[row + 1] ?? 0; i < end; i++) {
        learnedSum += termWeight[terms.ids[i] ?? 0] ?? 0;
      }
    }
    const score = finishScore(weighted, learnedSum);
    if (score >= top.threshold) top.offer(score, row);
  }
  return top.sorted().map(({ score, row }) => ({ row, id: index.jobs[row]?.id ?? '', score }));
}
