import type { JobIndex, PackedLists } from './build-job-index.ts';
import { isTitleKin, socFit } from './parts/occupation-fit.ts';
import { LIKED_TERM_POINTS, learnedPointsOf } from './preference-model.ts';
import type { ScoringContext } from './prepare-scoring.ts';
import type { RankingBuffers } from './ranking-buffers.ts';

/** Skills past this many have no bit of their own: they are counted in `laterSkills`. */
export const SKILL_BITS = 32;

// Plain loops over one id's rows, one per target type: this is the hot part of a ranking.
function setBit(lists: PackedLists, id: number, target: Uint32Array, bit: number) {
  for (let i = lists.start[id] ?? 0, end = lists.start[id + 1] ?? 0; i < end; i++) {
    const row = lists.ids[i] ?? 0;
    target[row] = (target[row] ?? 0) | bit;
  }
}

function count(lists: PackedLists, id: number, target: Uint8Array) {
  for (let i = lists.start[id] ?? 0, end = lists.start[id + 1] ?? 0; i < end; i++) {
    const row = lists.ids[i] ?? 0;
    target[row] = (target[row] ?? 0) + 1;
  }
}

/**
 * The person's skills, certifications and title words per job, found through the inverted
 * lists: the cost follows how many jobs use the person's words, not the size of every job.
 * A skill sets its bit whether the job lists it or (first 32, one word) its description names
 * it, so one skill counts once.
 */
function matchesPerJob(index: JobIndex, ctx: ScoringContext, buffers: RankingBuffers) {
  const skillBits = buffers.skillBits.fill(0);
  const laterSkills = buffers.laterSkills.fill(0);
  let slot = 0;
  for (const key of ctx.skillNames.keys()) {
    const nameId = index.names.get(key);
    if (slot < SKILL_BITS) {
      const bit = 1 << slot;
      if (nameId !== undefined) setBit(index.rowsOfSkill, nameId, skillBits, bit);
      const wordId = ctx.descriptionSkillKeys.has(key) ? index.vocabulary.get(key) : undefined;
      if (wordId !== undefined) setBit(index.rowsOfTerm, wordId, skillBits, bit);
    } else if (nameId !== undefined) {
      count(index.rowsOfSkill, nameId, laterSkills);
    }
    slot++;
  }
  const certifications = buffers.certifications.fill(0);
  for (const key of ctx.certificationNames.keys()) {
    const id = index.names.get(key);
    if (id !== undefined) count(index.rowsOfCertification, id, certifications);
  }
  const titleHits = buffers.titleHits.fill(0);
  for (const word of ctx.titleTerms) {
    const id = index.vocabulary.get(word);
    if (id !== undefined) count(index.rowsOfTitleWord, id, titleHits);
  }
  return { skillBits, laterSkills, certifications, titleHits };
}

/**
 * The learned term weights as a table by word id, for summing one job's words where the ranking
 * needs them, and the most points any job could gain from them: its largest weights a job's
 * words could add up to (as many as the wordiest job has), through the same tanh. The ranking
 * skips the words of jobs that could not reach its top even with that gain.
 */
function learnedWeights(index: JobIndex, ctx: ScoringContext, buffers: RankingBuffers) {
  const { termWeights } = ctx.model;
  const terms = Object.keys(termWeights);
  const weightOfTerm = buffers.weightOfTerm;
  if (terms.length > 0) weightOfTerm.fill(0);
  const gains: number[] = [];
  let learnsAnyWord = false;
  for (const term of terms) {
    const id = index.vocabulary.get(term);
    const weight = termWeights[term] ?? 0;
    if (id === undefined || weight === 0) continue;
    weightOfTerm[id] = weight;
    learnsAnyWord = true;
    if (weight > 0) gains.push(weight);
  }
  gains.sort((a, b) => b - a);
  let mostGain = 0;
  for (let i = 0; i < Math.min(gains.length, index.mostTermsPerJob); i++) mostGain += gains[i] ?? 0;
  const mostLearnedPoints = Math.min(LIKED_TERM_POINTS, learnedPointsOf(mostGain));
  return { weightOfTerm, learnsAnyWord, mostLearnedPoints };
}

/** Everything about one person that the ranking loop reads, as arrays over the index. */
export function personArrays(index: JobIndex, ctx: ScoringContext, buffers: RankingBuffers) {
  const { profile, model } = ctx;
  const hiddenCompany = buffers.hiddenCompany.fill(0);
  for (const key of Object.keys(model.hiddenCompanies)) {
    const id = index.companyIdOf.get(key);
    if (id !== undefined) hiddenCompany[id] = 1;
  }
  const { socScore, socTitleKin } = buffers;
  index.socs.forEach((soc, id) => {
    socScore[id] = socFit(profile.occupationSoc, profile.relatedSocs, soc);
    socTitleKin[id] = isTitleKin(socScore[id] ?? 0, ctx.knownRelatedSocs, soc) ? 1 : 0;
  });
  // An alias with a word no title in the catalogue has can name no job: left out.
  const aliasWordIds = ctx.aliasTitleWords
    .map((words) => words.map((word) => index.vocabulary.get(word) ?? -1))
    .filter((ids) => !ids.includes(-1));
  const allowed = (values: string[], wanted: string[]) =>
    Uint8Array.from(values, (value) => (wanted.length === 0 || wanted.includes(value) ? 1 : 0));
  return {
    ...matchesPerJob(index, ctx, buffers),
    ...learnedWeights(index, ctx, buffers),
    socScore,
    socTitleKin,
    aliasWordIds,
    hiddenCompany,
    employmentTypeAllowed: allowed(index.employmentTypes, profile.employmentTypes),
    industryAllowed: allowed(index.industries, profile.industries),
  };
}
