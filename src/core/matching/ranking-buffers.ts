import type { JobIndex } from './build-job-index.ts';

/** Rankings sort jobs into bands of one point by score ceiling (ceilings stay below 128). */
export const CEILING_BANDS = 128;
/** `bandOfRow` of a job a hard filter drops. */
export const FILTERED = 255;
/** Skills listed and matched below this are looked up in `skillsFitTable`; beyond (rare), computed. */
export const SKILLS_TABLE = 64;

/**
 * The arrays over every job that a ranking writes, kept with the index between rankings.
 * Allocating them anew (about 2 MB for 100,000 jobs) cost more than the ranking itself: fresh
 * pages to fault in, and garbage collections triggered by the outside-heap memory. Even the
 * small per-person tables live here: typed arrays sit outside the heap, and thousands of
 * rankings' worth of them brought full collections of a heap that holds every job. A ranking
 * runs to its end without yielding, so one set per index serves every ranking in turn; each
 * ranking clears what it reads before writing.
 */
export interface RankingBuffers {
  excluded: Uint8Array;
  /** By company id. */
  hiddenCompany: Uint8Array;
  skillBits: Uint32Array;
  laterSkills: Uint8Array;
  certifications: Uint8Array;
  titleHits: Uint8Array;
  /** Points from the parts read off the person's arrays (set for jobs not FILTERED). */
  known: Float64Array;
  bandOfRow: Uint8Array;
  /** Rows by score ceiling band, best band first, rows ascending within a band. */
  rowsByCeiling: Int32Array;
  /** Band b's rows start at bandStart[b] in `rowsByCeiling` (after counting: its size). */
  bandStart: Int32Array;
  /** Learned weight by word id (vocabulary numbering); cleared only by a ranking that reads it. */
  weightOfTerm: Float64Array;
  /** Occupation fit by SOC id (`index.socs`). */
  socScore: Float64Array;
  /** 1 by SOC id when a job of that occupation may be a candidate by its title (`isTitleKin`). */
  socTitleKin: Uint8Array;
  /** Title fit by number of title words hit (a Uint8 count). */
  titleFitByHits: Float64Array;
  /** Skills fit at `skillsListed * SKILLS_TABLE + skillsMatched`. */
  skillsFitTable: Float64Array;
}

const buffersOf = new WeakMap<JobIndex, RankingBuffers>();

export function rankingBuffers(index: JobIndex): RankingBuffers {
  let buffers = buffersOf.get(index);
  if (!buffers) {
    buffers = {
      excluded: new Uint8Array(index.size),
      hiddenCompany: new Uint8Array(index.companyKeys.length),
      skillBits: new Uint32Array(index.size),
      laterSkills: new Uint8Array(index.size),
      certifications: new Uint8Array(index.size),
      titleHits: new Uint8Array(index.size),
      known: new Float64Array(index.size),
      bandOfRow: new Uint8Array(index.size),
      rowsByCeiling: new Int32Array(index.size),
      bandStart: new Int32Array(CEILING_BANDS + 1),
      weightOfTerm: new Float64Array(index.vocabulary.size),
      socScore: new Float64Array(index.socs.length),
      socTitleKin: new Uint8Array(index.socs.length),
      titleFitByHits: new Float64Array(256),
      skillsFitTable: new Float64Array(SKILLS_TABLE * SKILLS_TABLE),
    };
    buffersOf.set(index, buffers);
  }
  return buffers;
}
