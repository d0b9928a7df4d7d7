/** Beyond this many matches a job is a full fit: postings list more skills than anyone needs. */
const ENOUGH_MATCHES = 6;
/** A posting listing one or two skills says little: it still takes three matches to fit fully. */
const FEWEST_NEEDED = 3;

/**
 * Overlap of the person's skills and tools with the job's. Neutral when the person listed none;
 * low but not zero when the job lists none (we cannot tell, and most postings do list some).
 */
export function skillsFit(matched: number, jobSkillCount: number, profileSkillCount: number) {
  if (profileSkillCount === 0) return 0.5;
  if (jobSkillCount === 0) return matched > 0 ? 0.6 : 0.3;
  const needed = Math.min(
    Math.max(jobSkillCount, FEWEST_NEEDED),
    profileSkillCount,
    ENOUGH_MATCHES,
  );
  return Math.min(1, matched / needed);
}
