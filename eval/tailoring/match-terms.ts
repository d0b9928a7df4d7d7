/** Text compared without case, accents kept; every run of other than letters, digits, +, # or / is a space. */
export function normalizeText(text: string): string {
  return ` ${text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#/]+/gu, ' ')
    .trim()} `;
}

/** Whether `text` names `term` as whole words ("RN" is not in "learned"). */
export function containsTerm(text: string, term: string): boolean {
  const needle = normalizeText(term);
  return needle.trim() !== '' && normalizeText(text).includes(needle);
}

const YEARS = /^years>=(\d+)$/;

/**
 * Whether `text` shows a requirement of the pair's `meets` list: one of its "A|B" spellings, or
 * for "years>=N" a stated number of years of experience at least N ("6 years", "6+ years").
 */
export function showsRequirement(text: string, requirement: string): boolean {
  const years = YEARS.exec(requirement);
  if (years) {
    const floor = Number(years[1]);
    for (const match of text.matchAll(/(\d{1,2})\s*\+?\s*(?:years?|yrs?)\b/gi)) {
      if (Number(match[1]) >= floor) return true;
    }
    return false;
  }
  return requirement.split('|').some((spelling) => containsTerm(text, spelling));
}
