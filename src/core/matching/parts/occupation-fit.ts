/**
 * How close the job's occupation is to the one the person wants. SOC 2018 codes nest:
 * "29-1141" is in broad group "29-114", minor group "29-1" and major group "29", so shared
 * prefixes measure kinship without a hand-made table; the profile's related occupations (its
 * work history) count almost as much as the target.
 */
export function socFit(target: string | null, related: readonly string[], jobSoc: string | null) {
  if (!jobSoc) return 0;
  if (jobSoc === target) return 1;
  if (related.includes(jobSoc)) return 0.75;
  if (!target) return 0;
  if (jobSoc.slice(0, 6) === target.slice(0, 6)) return 0.6;
  if (jobSoc.slice(0, 4) === target.slice(0, 4)) return 0.3;
  if (jobSoc.slice(0, 2) === target.slice(0, 2)) return 0.12;
  return 0;
}

/** Share of the wanted title's words found in the job title; weaker than a classified match. */
export function titleFit(hits: number, titleTermCount: number) {
  return titleTermCount === 0 ? 0 : (0.8 * Math.min(hits, titleTermCount)) / titleTermCount;
}

/** Neutral when the person named no occupation and no title: nothing to prefer. */
export function occupationFit(socScore: number, titleScore: number, profileHasTarget: boolean) {
  return profileHasTarget ? Math.max(socScore, titleScore) : 0.5;
}
