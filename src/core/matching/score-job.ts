import { jobWorkplaces } from '../../shared/schemas/jobs.ts';
import { milesFromDot, toUnitVector } from '../geo/miles-between.ts';
import { certificationFit, certificationKey, isSameCredential } from './parts/certification-fit.ts';
import { ageInDays, freshness } from './parts/freshness.ts';
import { locationFit } from './parts/location-fit.ts';
import {
  isCandidateOccupation,
  isTitleKin,
  occupationFit,
  socFit,
  titleFit,
} from './parts/occupation-fit.ts';
import { type SalaryRelation, salaryFit, salaryRelation } from './parts/salary-fit.ts';
import { seniorityFit, seniorityOfTitle } from './parts/seniority-fit.ts';
import { skillsFit } from './parts/skills-fit.ts';
import { finishScore, type Parts, partNames } from './preference-model.ts';
import type { ScoringContext } from './prepare-scoring.ts';
import { normalizeName, titleTokens } from './text-terms.ts';
import type { MatchableJob } from './types.ts';

export interface ScoredJob {
  score: number;
  parts: Parts;
  /** What the explanation needs, as found while scoring. */
  facts: {
    /**
     * `related`: an occupation the knowledge or the person relates to the wanted one; `kin`: a
     * SOC neighbour that came in by its title, which no card calls related (decision 070).
     */
    occupation: 'same' | 'related' | 'kin' | 'title' | 'none';
    matchedSkills: string[];
    profileSkillCount: number;
    /** The person's own credentials the job asks for by name, as the person wrote them. */
    matchedCertifications: string[];
    /** What the job asks for that the person does not hold by that name (another state's counts in the score). */
    missingCertifications: string[];
    salary: SalaryRelation;
    /** What the salary relation is to: a chosen band, or only a lowest pay (stated or learned). */
    salaryWish: 'band' | 'floor' | null;
    /** Miles to the nearest place of the job; null when remote or unknown. */
    miles: number | null;
    /** Only the person's state is known: miles from its stand-in city would mislead. */
    homeApproximate: boolean;
    ageDays: number;
    jobLevel: number;
    personLevel: number;
    /** Points the learned term weights added (negative: taken away). */
    learnedPoints: number;
  };
}

const nan = (value: number | null) => value ?? Number.NaN;

/** Nearest great-circle miles from home to any of the job's places with coordinates. */
function nearestMiles(ctx: ScoringContext, job: MatchableJob): number {
  if (!ctx.home) return Number.NaN;
  let best = Number.NaN;
  for (const place of job.locations) {
    if (place.lat === undefined || place.lon === undefined) continue;
    const [x, y, z] = toUnitVector(place.lat, place.lon);
    const miles = milesFromDot(ctx.home[0] * x + ctx.home[1] * y + ctx.home[2] * z);
    if (!(miles >= best)) best = miles;
  }
  return best;
}

function occupationRelation(ctx: ScoringContext, job: MatchableJob, soc: number, byTitle: number) {
  if (soc === 1) return 'same';
  if (job.occupationSoc !== null && ctx.knownRelatedSocs.has(job.occupationSoc)) return 'related';
  if (soc >= 0.3) return 'kin';
  const hasTarget = ctx.profile.occupationSoc !== null || ctx.titleTerms.size > 0;
  return byTitle > 0 && hasTarget ? 'title' : 'none';
}

/**
 * The job's credentials the person holds under the same name (paper words aside), and the rest:
 * what a card may call "your" and what it says the job "asks for".
 */
function splitCredentials(ctx: ScoringContext, job: MatchableJob) {
  const matched: string[] = [];
  const missing: string[] = [];
  for (const name of job.certifications) {
    const own = [...ctx.certificationNames.values()].find((held) => isSameCredential(held, name));
    if (own === undefined) missing.push(name);
    else if (!matched.includes(own)) matched.push(own);
  }
  return { matched, missing };
}

function matchSkills(ctx: ScoringContext, job: MatchableJob) {
  const jobKeys = new Set([...job.skills, ...job.tools].map(normalizeName));
  const terms = ctx.descriptionSkillKeys.size > 0 ? new Set(job.terms) : null;
  const matched: string[] = [];
  for (const [key, name] of ctx.skillNames) {
    // A one-word skill also counts when the description names it ("forklift", "excel").
    if (jobKeys.has(key) || (terms?.has(key) && ctx.descriptionSkillKeys.has(key))) {
      matched.push(name);
    }
  }
  return { matched, jobSkillCount: jobKeys.size };
}

/**
 * The occupation part and what it is made of: the job's occupation code and its title's words
 * against the wanted ones. A fit of 0 means neither is related to what the person wants (a hard
 * filter, see exclusionReason).
 */
export function occupationMatch(ctx: ScoringContext, job: MatchableJob) {
  const { profile } = ctx;
  const soc = socFit(profile.occupationSoc, profile.relatedSocs, job.occupationSoc);
  const titleWords = [...new Set(titleTokens(job.title))];
  const titleHits = titleWords.filter((word) => ctx.titleTerms.has(word)).length;
  const byTitle = titleFit(titleHits, ctx.titleTerms.size);
  const hasTarget = profile.occupationSoc !== null || ctx.titleTerms.size > 0;
  const jobWords = new Set(titleWords);
  const candidate = isCandidateOccupation({
    socScore: soc,
    titleHits,
    titleTermCount: ctx.titleTerms.size,
    classified: job.occupationSoc !== null,
    hasTarget,
    titleKin:
      job.occupationSoc !== null && isTitleKin(soc, ctx.knownRelatedSocs, job.occupationSoc),
    aliasInTitle: ctx.aliasTitleWords.some((alias) => alias.every((word) => jobWords.has(word))),
  });
  return { soc, byTitle, hasTarget, candidate, fit: occupationFit(soc, byTitle, hasTarget) };
}

/**
 * The readable reference scorer for one job: the same parts and arithmetic as `rankJobs`, which
 * does this over precomputed arrays for 100,000 jobs at once (a test holds the two equal).
 */
export function scoreJob(ctx: ScoringContext, job: MatchableJob, now: Date): ScoredJob {
  const { model } = ctx;
  const { soc, byTitle, fit: occupation } = occupationMatch(ctx, job);

  const skills = matchSkills(ctx, job);
  const jobCerts = [...new Set(job.certifications.map(certificationKey))];
  const matchedCerts = jobCerts.filter((key) => ctx.certificationNames.has(key));
  const jobMin = nan(job.salaryAnnualUsdMin);
  const jobMax = nan(job.salaryAnnualUsdMax);
  const miles = nearestMiles(ctx, job);
  const workplace = jobWorkplaces.indexOf(job.workplace);
  const jobLevel = seniorityOfTitle(job.title);
  const ageDays = ageInDays(job.postedAt.getTime(), now.getTime());

  const parts: Parts = {
    occupation,
    skills: skillsFit(skills.matched.length, skills.jobSkillCount, ctx.skillNames.size),
    certifications: certificationFit(matchedCerts.length, jobCerts.length),
    salary: salaryFit(ctx.bandLow, ctx.bandHigh, jobMin, jobMax),
    location: locationFit(miles, workplace, ctx.wish),
    seniority: seniorityFit(jobLevel, ctx.personLevel),
    freshness: freshness(ageDays),
  };
  let weighted = 0;
  partNames.forEach((name, index) => {
    weighted += (ctx.points[index] ?? 0) * parts[name];
  });
  let termSum = 0;
  // Looking up a word the model lacks is not free (the daily run scores 50 jobs of 40+ words
  // per user, most users with no learned word): skip the lookups when there is nothing to find.
  if (ctx.learnsTerms) {
    for (const term of new Set(job.terms)) termSum += model.termWeights[term] ?? 0;
  }
  const score = finishScore(weighted, termSum, parts.seniority);
  const credentials = splitCredentials(ctx, job);

  return {
    score,
    parts,
    facts: {
      occupation: occupationRelation(ctx, job, soc, byTitle),
      matchedSkills: skills.matched,
      profileSkillCount: ctx.skillNames.size,
      matchedCertifications: credentials.matched,
      missingCertifications: credentials.missing,
      salary: salaryRelation(ctx.bandLow, ctx.bandHigh, jobMin, jobMax),
      salaryWish: ctx.profile.salaryBand ? 'band' : Number.isNaN(ctx.bandLow) ? null : 'floor',
      miles: job.workplace === 'remote' || Number.isNaN(miles) ? null : miles,
      homeApproximate: ctx.profile.location?.approximate ?? false,
      ageDays,
      jobLevel,
      personLevel: ctx.personLevel,
      learnedPoints: score - finishScore(weighted, 0, parts.seniority),
    },
  };
}
