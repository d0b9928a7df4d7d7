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

/**
 * The wanted occupation or one from the person's own history (0.75) and up. A sibling in the
 * same broad group is not enough on its own: SOC's broad groups are wide (a physical therapist
 * and a speech-language pathologist are both "Therapists", a high-school teacher and a welding
 * instructor both "Secondary school teachers"), and people judged such jobs unrelated
 * (decision 048). A sibling still counts when its title carries the wanted title's words.
 */
const CLOSE_OCCUPATION = 0.75;

/**
 * Title words that name no trade: a hit on "worker" or "assistant" alone says nothing, so they
 * are left out of the wanted title's words (a warehouse worker was offered farm workers).
 */
export const GENERIC_TITLE_WORDS = new Set(
  'worker workers assistant assistants associate associates specialist specialists technician technicians operator operators helper helpers attendant attendants clerk clerks representative representatives agent agents officer officers manager managers lead senior junior entry level staff general other all hand'.split(
    ' ',
  ),
);

/** Same minor group or closer: kin enough for a job titled like the wanted one to count. */
const KIN_BY_CODE = 0.3;

/**
 * Whether a job of another occupation may be a candidate by its title (see
 * `isCandidateOccupation`): its occupation is kin to the wanted one by the SOC hierarchy (same
 * minor group or closer) or by the occupation knowledge (the target's related occupations, the
 * person's chosen ones and their own past ones). A "Medical Records Specialist" carries every
 * word of "Medical assistants" once "assistant" is left out as generic, and is not kin.
 */
export function isTitleKin(socScore: number, knownRelated: ReadonlySet<string>, jobSoc: string) {
  return socScore >= KIN_BY_CODE || knownRelated.has(jobSoc);
}

/**
 * Whether a job is a candidate at all: people judged the rest unrelated padding (a warehouse
 * worker offered flight attendants, decision 042). A job the catalogue classified must be of the
 * wanted occupation or one the person held or chose, or carry every word of the wanted title
 * and be of a kin occupation (`isTitleKin`, decision 070); an unclassified one (its title
 * matched no occupation) must name one of the wanted occupation's aliases. With no target, all are.
 */
export function isCandidateOccupation(input: {
  socScore: number;
  titleHits: number;
  titleTermCount: number;
  classified: boolean;
  hasTarget: boolean;
  /** Classified: its occupation is kin to the wanted one (`isTitleKin`). */
  titleKin: boolean;
  /** Unclassified: its title holds every word of one of the wanted occupation's aliases. */
  aliasInTitle: boolean;
}): boolean {
  if (!input.hasTarget || input.socScore >= CLOSE_OCCUPATION) return true;
  if (!input.classified) return input.aliasInTitle;
  if (input.titleTermCount === 0 || input.titleHits < input.titleTermCount) return false;
  return input.titleKin;
}

/** Neutral when the person named no occupation and no title: nothing to prefer. */
export function occupationFit(socScore: number, titleScore: number, profileHasTarget: boolean) {
  return profileHasTarget ? Math.max(socScore, titleScore) : 0.5;
}
