import type { JobIndex, PackedLists } from './build-job-index.ts';
import { socFit } from './parts/occupation-fit.ts';
import type { ScoringContext } from './prepare-scoring.ts';

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

function addWeight(lists: PackedLists, id: number, target: Float64Array, weight: number) {
  for (let i = lists.start[id] ?? 0, end = lists.start[id + 1] ?? 0; i < end; i++) {
    const row = lists.ids[i] ?? 0;
    target[row] = (target[row] ?? 0) + weight;
  }
}

/**
 * The person's skills, certifications and title words per job, found through the inverted
 * lists: the cost follows how many jobs use the person's words, not the size of every job.
 * A skill sets its bit whether the job lists it or (first 32, one word) its description names
 * it, so one skill counts once.
 */
function matchesPerJob(index: JobIndex, ctx: ScoringContext) {
  const skillBits = new Uint32Array(index.size);
  const laterSkills = new Uint8Array(index.size);
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
  const certifications = new Uint8Array(index.size);
  for (const key of ctx.certificationNames.keys()) {
    const id = index.names.get(key);
    if (id !== undefined) count(index.rowsOfCertification, id, certifications);
  }
  const titleHits = new Uint8Array(index.size);
  for (const word of ctx.titleTerms) {
    const id = index.vocabulary.get(word);
    if (id !== undefined) count(index.rowsOfTitleWord, id, titleHits);
  }
  return { skillBits, laterSkills, certifications, titleHits };
}

/**
 * Learned term weights summed per job through the inverted lists. (A per-word table read while
 * walking every job's terms measured no faster, even for a model of 2,700 common words.)
 */
function learnedTermSums(index: JobIndex, ctx: ScoringContext) {
  const learnedTerms = Object.entries(ctx.model.termWeights);
  const termSum = new Float64Array(learnedTerms.length > 0 ? index.size : 0);
  for (const [term, weight] of learnedTerms) {
    const id = index.vocabulary.get(term);
    if (id !== undefined) addWeight(index.rowsOfTerm, id, termSum, weight);
  }
  return { termSum };
}

/** Everything about one person that the ranking loop reads, as arrays over the index. */
export function personArrays(index: JobIndex, ctx: ScoringContext) {
  const { profile, model } = ctx;
  const hiddenCompany = new Uint8Array(index.companyKeys.length);
  for (const key of Object.keys(model.hiddenCompanies)) {
    const id = index.companyIdOf.get(key);
    if (id !== undefined) hiddenCompany[id] = 1;
  }
  const allowed = (values: string[], wanted: string[]) =>
    Uint8Array.from(values, (value) => (wanted.length === 0 || wanted.includes(value) ? 1 : 0));
  return {
    ...matchesPerJob(index, ctx),
    ...learnedTermSums(index, ctx),
    socScore: Float64Array.from(index.socs, (soc) =>
      socFit(profile.occupationSoc, profile.relatedSocs, soc),
    ),
    hiddenCompany,
    employmentTypeAllowed: allowed(index.employmentTypes, profile.employmentTypes),
    industryAllowed: allowed(index.industries, profile.industries),
  };
}
