import { jobWorkplaces } from '../../shared/schemas/jobs.ts';
import type { JobIndex } from './build-job-index.ts';
import { certificationFit } from './parts/certification-fit.ts';
import { isCandidateOccupation, occupationFit, titleFit } from './parts/occupation-fit.ts';
import { isBelowFloor } from './parts/salary-fit.ts';
import { skillsFit } from './parts/skills-fit.ts';
import type { personArrays } from './person-arrays.ts';
import type { ScoringContext } from './prepare-scoring.ts';
import { CEILING_BANDS, FILTERED, type RankingBuffers, SKILLS_TABLE } from './ranking-buffers.ts';
import { isExcludedShift } from './shift-mask.ts';

export const REMOTE = jobWorkplaces.indexOf('remote');

const NO_CERTIFICATION_ASKED = certificationFit(0, 0);

/** Set bits of a 32-bit mask. */
function bitCount(mask: number) {
  let x = mask - ((mask >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Whether the job's title holds every word of one of the aliases (as vocabulary ids). */
function titleNamesAlias(index: JobIndex, row: number, aliasWordIds: number[][]) {
  const { start, ids } = index.titleWords;
  const from = start[row] ?? 0;
  const to = start[row + 1] ?? 0;
  return aliasWordIds.some((alias) =>
    alias.every((id) => {
      for (let i = from; i < to; i++) if (ids[i] === id) return true;
      return false;
    }),
  );
}

/**
 * The ranking's first pass over every job: the hard filters, then the parts read straight off
 * the person's arrays (occupation, skills, certifications) as `known` points, and the band of
 * the job's score ceiling (`known + slack`, whole points) in `bandOfRow` (FILTERED for a job a
 * hard filter drops). Counts the jobs per band into `bandStart`.
 */
export function scoreKnownParts(
  index: JobIndex,
  ctx: ScoringContext,
  person: ReturnType<typeof personArrays>,
  buffers: RankingBuffers,
  slack: number,
) {
  const { profile, points } = ctx;
  // Everything the loop reads as a local: the compiler then keeps it out of the loop.
  const { skillBits, laterSkills, certifications: heldCertifications, titleHits } = person;
  const { hiddenCompany, employmentTypeAllowed, industryAllowed, socScore } = person;
  const { socTitleKin, aliasWordIds } = person;
  const { closed, company, employmentType: employmentTypes, industry: industries } = index;
  const { workplace, soc: socs, salaryMin, salaryMax } = index;
  const remoteOnly = profile.remoteOnly;
  const floor = ctx.payFloor;
  const hasFloor = floor !== null;
  const hidesCompanies = hiddenCompany.includes(1);
  const filtersTypes = employmentTypeAllowed.includes(0);
  const filtersIndustries = industryAllowed.includes(0);
  const personShifts = ctx.shiftMask;
  const jobShifts = index.shifts;
  const { excluded, known, bandOfRow, bandStart } = buffers;
  const pOccupation = points[0] ?? 0;
  const pSkills = points[1] ?? 0;
  const pCerts = points[2] ?? 0;
  const profileSkillCount = ctx.skillNames.size;
  const titleTermCount = ctx.titleTerms.size;
  const hasTarget = profile.occupationSoc !== null || titleTermCount > 0;
  const skillStart = index.skills.start;
  const certificationStart = index.certifications.start;
  // The fits as tables (the functions' own values): a lookup instead of divisions per job.
  const { titleFitByHits, skillsFitTable } = buffers;
  for (let hits = 0; hits < titleFitByHits.length; hits++) {
    titleFitByHits[hits] = titleFit(hits, titleTermCount);
  }
  for (let count = 0; count < SKILLS_TABLE; count++) {
    for (let matched = 0; matched < SKILLS_TABLE; matched++) {
      skillsFitTable[count * SKILLS_TABLE + matched] = skillsFit(matched, count, profileSkillCount);
    }
  }
  bandStart.fill(0);
  for (let row = 0; row < index.size; row++) {
    bandOfRow[row] = FILTERED;
    if (excluded[row] || closed[row]) continue;
    // Most people hide no company and filter on neither type nor industry: skip those reads.
    if (hidesCompanies && hiddenCompany[company[row] ?? 0]) continue;
    if (filtersTypes) {
      const employmentType = employmentTypes[row] ?? -1;
      if (employmentType >= 0 && !employmentTypeAllowed[employmentType]) continue;
    }
    if (filtersIndustries) {
      const industry = industries[row] ?? -1;
      if (industry >= 0 && !industryAllowed[industry]) continue;
    }
    if (personShifts !== 0 && isExcludedShift(jobShifts[row] ?? 0, personShifts)) continue;
    if (remoteOnly && workplace[row] !== REMOTE) continue;

    const soc = socs[row] ?? -1;
    const socPoints = soc >= 0 ? (socScore[soc] ?? 0) : 0;
    const hits = titleHits[row] ?? 0;
    // Unrelated to the wanted occupation and title: a hard filter (see exclusionReason).
    if (
      !isCandidateOccupation({
        socScore: socPoints,
        titleHits: hits,
        titleTermCount,
        classified: soc >= 0,
        hasTarget,
        titleKin: soc >= 0 && socTitleKin[soc] === 1,
        // Only an unclassified job needs its title read.
        aliasInTitle: soc < 0 && titleNamesAlias(index, row, aliasWordIds),
      })
    ) {
      continue;
    }
    const occupation = occupationFit(socPoints, titleFitByHits[hits] ?? 0, hasTarget);
    if (hasFloor && isBelowFloor(floor, salaryMin[row] ?? 0, salaryMax[row] ?? 0)) continue;
    const matchedSkills = bitCount(skillBits[row] ?? 0) + (laterSkills[row] ?? 0);
    const skillCount = (skillStart[row + 1] ?? 0) - (skillStart[row] ?? 0);
    const skills =
      skillCount < SKILLS_TABLE && matchedSkills < SKILLS_TABLE
        ? (skillsFitTable[skillCount * SKILLS_TABLE + matchedSkills] ?? 0)
        : skillsFit(matchedSkills, skillCount, profileSkillCount);
    const matchedCerts = heldCertifications[row] ?? 0;
    const certCount = (certificationStart[row + 1] ?? 0) - (certificationStart[row] ?? 0);
    const points =
      pOccupation * occupation +
      pSkills * skills +
      pCerts *
        (certCount === 0 ? NO_CERTIFICATION_ASKED : certificationFit(matchedCerts, certCount));
    known[row] = points;
    // Truncating is flooring here: points and slack are never negative.
    const ceiling = (points + slack) | 0;
    const band = ceiling <= 0 ? 0 : ceiling < CEILING_BANDS ? ceiling : CEILING_BANDS - 1;
    bandOfRow[row] = band;
    bandStart[band] = (bandStart[band] ?? 0) + 1;
  }
}

/**
 * Counting sort of the scored rows by band, best band first, rows ascending within a band.
 * Afterwards band b holds `rowsByCeiling[bandStart[b + 1] … bandStart[b] - 1]`.
 */
export function orderByCeiling(index: JobIndex, buffers: RankingBuffers) {
  const { bandOfRow, bandStart, rowsByCeiling } = buffers;
  let offset = 0;
  for (let band = CEILING_BANDS - 1; band >= 0; band--) {
    const count = bandStart[band] ?? 0;
    bandStart[band] = offset;
    offset += count;
  }
  bandStart[CEILING_BANDS] = 0;
  for (let row = 0; row < index.size; row++) {
    const band = bandOfRow[row] ?? FILTERED;
    if (band === FILTERED) continue;
    const at = bandStart[band] ?? 0;
    rowsByCeiling[at] = row;
    bandStart[band] = at + 1;
  }
}
