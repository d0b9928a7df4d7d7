import { jobWorkplaces } from '../../shared/schemas/jobs.ts';
import { DAY_MS } from '../../shared/time.ts';
import { toUnitVector } from '../geo/miles-between.ts';
import { certificationKey } from './parts/certification-fit.ts';
import { seniorityOfTitle } from './parts/seniority-fit.ts';
import { shiftMask } from './shift-mask.ts';
import { normalizeName, titleTokens } from './text-terms.ts';
import type { MatchableJob } from './types.ts';

/** Lists of small integers per job, packed: job i owns `ids[start[i]] … ids[start[i+1]-1]`. */
export interface PackedLists {
  start: Int32Array;
  ids: Int32Array;
}

/**
 * The open jobs as flat typed arrays with every string interned once, built when the catalogue
 * changes and shared by every user's ranking. Ranking then reads numbers only.
 */
export interface JobIndex {
  size: number;
  jobs: readonly MatchableJob[];
  rowOfId: Map<string, number>;
  /** Title words and terms share one numbering (a one-word skill is looked up here too). */
  vocabulary: Map<string, number>;
  /** Skill, tool and certification names: a numbering of their own, small enough to stay in
   * the processor's cache while ranking. */
  names: Map<string, number>;
  socs: string[];
  soc: Int32Array;
  companyKeys: string[];
  companyIdOf: Map<string, number>;
  company: Int32Array;
  employmentTypes: string[];
  employmentType: Int32Array;
  industries: string[];
  industry: Int32Array;
  /** Stated shifts as bits (`shiftMask`); 0 when none are stated. */
  shifts: Uint8Array;
  workplace: Uint8Array;
  salaryMin: Float64Array;
  salaryMax: Float64Array;
  /** Whole UTC days since 1970 (`ageInDays` works on these). */
  postedDay: Int32Array;
  level: Float64Array;
  closed: Uint8Array;
  skills: PackedLists;
  certifications: PackedLists;
  titleWords: PackedLists;
  terms: PackedLists;
  /** The most distinct terms any one job has: bounds what learned term weights can add. */
  mostTermsPerJob: number;
  /** Inverses (id → rows): a person's few words then visit only the jobs that use them. */
  rowsOfTerm: PackedLists;
  rowsOfTitleWord: PackedLists;
  rowsOfSkill: PackedLists;
  rowsOfCertification: PackedLists;
  /** Unit vectors (x, y, z) of the places that have coordinates. */
  placeStart: Int32Array;
  placeXyz: Float64Array;
  /** 1 when the job has places and each is exactly placed (see `isOutOfReach`). */
  placedExactly: Uint8Array;
}

class Interner {
  readonly ids = new Map<string, number>();
  readonly values: string[] = [];
  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
    }
    return id;
  }
}

function packLists(jobs: readonly MatchableJob[], listOf: (job: MatchableJob) => number[]) {
  const start = new Int32Array(jobs.length + 1);
  const ids: number[] = [];
  jobs.forEach((job, row) => {
    for (const id of new Set(listOf(job))) ids.push(id);
    start[row + 1] = ids.length;
  });
  return { start, ids: Int32Array.from(ids) };
}

const noLists: PackedLists = { start: new Int32Array(1), ids: new Int32Array(0) };

/** Turns row → ids lists into id → rows lists (a counting sort: rows stay in order). */
function invert(lists: PackedLists, idCount: number): PackedLists {
  const start = new Int32Array(idCount + 1);
  for (const id of lists.ids) start[id + 1] = (start[id + 1] ?? 0) + 1;
  for (let id = 0; id < idCount; id++) start[id + 1] = (start[id + 1] ?? 0) + (start[id] ?? 0);
  const next = start.slice(0, idCount);
  const rows = new Int32Array(lists.ids.length);
  for (let row = 0; row + 1 < lists.start.length; row++) {
    for (let i = lists.start[row] ?? 0, end = lists.start[row + 1] ?? 0; i < end; i++) {
      const id = lists.ids[i] ?? 0;
      rows[next[id] ?? 0] = row;
      next[id] = (next[id] ?? 0) + 1;
    }
  }
  return { start, ids: rows };
}

export function buildJobIndex(jobs: readonly MatchableJob[]): JobIndex {
  const words = new Interner();
  const names = new Interner();
  const socs = new Interner();
  const companies = new Interner();
  const employmentTypes = new Interner();
  const industries = new Interner();
  const size = jobs.length;
  const placeStart = new Int32Array(size + 1);
  const places: number[] = [];
  const index: JobIndex = {
    size,
    jobs,
    rowOfId: new Map(jobs.map((job, row) => [job.id, row])),
    vocabulary: words.ids,
    names: names.ids,
    socs: socs.values,
    soc: Int32Array.from(jobs, (job) => (job.occupationSoc ? socs.id(job.occupationSoc) : -1)),
    companyKeys: companies.values,
    companyIdOf: companies.ids,
    company: Int32Array.from(jobs, (job) => companies.id(job.companyKey)),
    employmentTypes: employmentTypes.values,
    employmentType: Int32Array.from(jobs, (job) =>
      job.employmentType ? employmentTypes.id(job.employmentType) : -1,
    ),
    industries: industries.values,
    industry: Int32Array.from(jobs, (job) => (job.industry ? industries.id(job.industry) : -1)),
    shifts: Uint8Array.from(jobs, (job) => shiftMask(job.shifts)),
    workplace: Uint8Array.from(jobs, (job) => jobWorkplaces.indexOf(job.workplace)),
    salaryMin: Float64Array.from(jobs, (job) => job.salaryAnnualUsdMin ?? Number.NaN),
    salaryMax: Float64Array.from(jobs, (job) => job.salaryAnnualUsdMax ?? Number.NaN),
    postedDay: Int32Array.from(jobs, (job) => Math.floor(job.postedAt.getTime() / DAY_MS)),
    level: Float64Array.from(jobs, (job) => seniorityOfTitle(job.title)),
    closed: Uint8Array.from(jobs, (job) => (job.isClosed ? 1 : 0)),
    skills: packLists(jobs, (job) =>
      [...job.skills, ...job.tools].map((name) => names.id(normalizeName(name))),
    ),
    certifications: packLists(jobs, (job) =>
      job.certifications.map((name) => names.id(certificationKey(name))),
    ),
    titleWords: packLists(jobs, (job) => titleTokens(job.title).map((word) => words.id(word))),
    terms: packLists(jobs, (job) => job.terms.map((term) => words.id(term))),
    mostTermsPerJob: 0,
    rowsOfTerm: noLists,
    rowsOfTitleWord: noLists,
    rowsOfSkill: noLists,
    rowsOfCertification: noLists,
    placeStart,
    placeXyz: new Float64Array(0),
    placedExactly: Uint8Array.from(jobs, (job) =>
      job.locations.length > 0 &&
      job.locations.every((place) => place.lat !== undefined && !place.approximate)
        ? 1
        : 0,
    ),
  };
  for (let row = 0; row < size; row++) {
    const count = (index.terms.start[row + 1] ?? 0) - (index.terms.start[row] ?? 0);
    if (count > index.mostTermsPerJob) index.mostTermsPerJob = count;
  }
  index.rowsOfTerm = invert(index.terms, words.values.length);
  index.rowsOfTitleWord = invert(index.titleWords, words.values.length);
  index.rowsOfSkill = invert(index.skills, names.values.length);
  index.rowsOfCertification = invert(index.certifications, names.values.length);
  jobs.forEach((job, row) => {
    for (const place of job.locations) {
      if (place.lat !== undefined && place.lon !== undefined) {
        places.push(...toUnitVector(place.lat, place.lon));
      }
    }
    placeStart[row + 1] = places.length / 3;
  });
  index.placeXyz = Float64Array.from(places);
  return index;
}
