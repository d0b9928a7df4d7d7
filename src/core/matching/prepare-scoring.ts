import { relatedOccupationsBySoc } from '../../shared/related-occupations.ts';
import { EARTH_RADIUS_MILES, toUnitVector, type UnitVector } from '../geo/miles-between.ts';
import { occupationBySoc } from '../occupations/occupations.ts';
import { certificationKey } from './parts/certification-fit.ts';
import type { LocationWish } from './parts/location-fit.ts';
import { effectiveBandLow, salaryBandRange } from './parts/salary-fit.ts';
import { type PreferenceModel, partPoints } from './preference-model.ts';
import { shiftMask } from './shift-mask.ts';
import { normalizeName, titleTokens } from './text-terms.ts';
import type { MatchProfile } from './types.ts';

/**
 * Everything about one person that scoring needs, computed once per ranking rather than once
 * per job: lookup sets, the salary range after learning, the location as a unit vector.
 */
export interface ScoringContext {
  profile: MatchProfile;
  model: PreferenceModel;
  /** Normalized skill and tool names → the name as the person wrote it. */
  skillNames: Map<string, string>;
  /**
   * One-word skills (among the first 32) that also count when only a job's description names
   * them; the ranking tracks them in a 32-bit mask per job.
   */
  descriptionSkillKeys: Set<string>;
  certificationNames: Map<string, string>;
  titleTerms: Set<string>;
  /**
   * Occupations the occupation knowledge relates to the wanted one (its related occupations,
   * decision 047), with the person's chosen and past ones: a card may call these "Related", and
   * a job of one titled like the wanted job is a candidate (decision 070).
   */
  knownRelatedSocs: ReadonlySet<string>;
  /** The wanted occupation's aliases as title words: an unclassified job must name one. */
  aliasTitleWords: string[][];
  /**
   * Yearly USD under which a job that states its pay is not shown: the person's own floor or
   * the one "salary too low" taught, whichever is higher (a reason given acts, decision 048).
   */
  payFloor: number | null;
  bandLow: number;
  bandHigh: number;
  home: UnitVector | null;
  wish: LocationWish;
  /**
   * For someone who will not relocate, from an exactly known place: the cosine of their travel
   * radius in radians, so "every place of an on-site job is farther" is one comparison of dot
   * products (the radius is theirs to set, decision 042).
   * Null when nothing is out of reach.
   */
  reachDot: number | null;
  /** The shifts the person will work as bits (`shiftMask`); 0: any. */
  shiftMask: number;
  personLevel: number;
  /** Points per part after learning (`partNames` order). */
  points: Float64Array;
  /** Whether the model has learned any term weight at all. */
  learnsTerms: boolean;
}

function hasAnyKey(record: Record<string, unknown>) {
  for (const _ in record) return true;
  return false;
}

export const DESCRIPTION_SKILL_SLOTS = 32;

/** The wanted occupation's title and aliases ("RDH", "Dental Hygienist") as title words. */
function aliasTitleWordsOf(soc: string | null): string[][] {
  const occupation = soc ? occupationBySoc(soc) : undefined;
  if (!occupation) return [];
  const seen = new Set<string>();
  return [occupation.title, ...occupation.aliases]
    .map((alias) => titleTokens(alias))
    .filter((words) => {
      const key = words.join(' ');
      if (words.length === 0 || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export function prepareScoring(profile: MatchProfile, model: PreferenceModel): ScoringContext {
  const skillNames = new Map<string, string>();
  for (const name of [...profile.skills, ...profile.tools]) {
    const key = normalizeName(name);
    if (key && !skillNames.has(key)) skillNames.set(key, name);
  }
  const descriptionSkillKeys = new Set(
    [...skillNames.keys()].slice(0, DESCRIPTION_SKILL_SLOTS).filter((key) => !key.includes(' ')),
  );
  const certificationNames = new Map<string, string>();
  for (const name of profile.certifications) {
    const key = certificationKey(name);
    if (key) certificationNames.set(key, name);
  }
  const [bandLow, bandHigh] = salaryBandRange(profile.salaryBand);
  // The stated floor and the one learned from "salary too low" dislikes: the higher counts.
  const floors = [profile.salaryFloor, model.salaryFloorUsd].filter((f): f is number => f !== null);
  const floor = floors.length > 0 ? Math.max(...floors) : null;
  // "Wrong location" taught a limit (decision 040): it caps the radius, which is the reach (042).
  const radiusMiles =
    model.reachMiles === null
      ? profile.radiusMiles
      : Math.min(profile.radiusMiles, model.reachMiles);
  const willTravelAnywhere = profile.willingToRelocate && model.reachMiles === null;
  return {
    profile,
    model,
    skillNames,
    descriptionSkillKeys,
    certificationNames,
    titleTerms: new Set(profile.titleTerms),
    knownRelatedSocs: new Set([
      ...(profile.occupationSoc ? (relatedOccupationsBySoc[profile.occupationSoc] ?? []) : []),
      ...profile.relatedSocs,
    ]),
    aliasTitleWords: aliasTitleWordsOf(profile.occupationSoc),
    payFloor: floor,
    bandLow: effectiveBandLow(bandLow, floor),
    bandHigh: Math.max(bandHigh, floor ?? 0),
    home: profile.location ? toUnitVector(profile.location.lat, profile.location.lon) : null,
    wish: {
      hasLocation: profile.location !== null,
      remoteOk: profile.remoteOnly || (profile.remoteOk && !model.remoteUnwanted),
      willingToRelocate: willTravelAnywhere,
      radiusMiles,
    },
    reachDot:
      profile.location && !profile.location.approximate && !willTravelAnywhere
        ? Math.cos(radiusMiles / EARTH_RADIUS_MILES)
        : null,
    shiftMask: shiftMask(profile.shifts),
    personLevel: profile.seniority + model.seniorityShift,
    points: partPoints(model),
    learnsTerms: hasAnyKey(model.termWeights),
  };
}
