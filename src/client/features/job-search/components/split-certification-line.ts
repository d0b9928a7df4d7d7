/**
 * A resume's certification line as the Job Search form's name and organization: "OSHA 10-Hour
 * General Industry — OSHA (2018)", "BLS (American Heart Association)", "Forklift Operator
 * Certification | Crown Equipment | 2017". The year is dropped (the form asks for a full date,
 * which a year does not give). A bracketed abbreviation ("Critical Care Registered Nurse (CCRN)")
 * and a part after a comma ("Registered Nurse, Oregon": a state, or an issuer, nobody can tell)
 * stay in the name: matching reads names (decision 045).
 */
const YEAR_AT_END = /(?:\s*[,|–—-]\s*|\s+)\(?(?:(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d{2})\)?\s*$/;
const ABBREVIATION = /^[A-Z0-9][A-Z0-9&.\s/-]{0,11}$/;

export function splitCertificationLine(line: string): { name: string; organization: string } {
  const text = line.trim().replace(YEAR_AT_END, '').trim();
  const dashed = /^(.+?)\s+(?:—|–|-|\|)\s+(.+)$/.exec(text);
  if (dashed?.[1] && dashed[2]) return { name: dashed[1].trim(), organization: dashed[2].trim() };
  const bracketed = /^(.+?)\s*\(([^()]+)\)$/.exec(text);
  if (bracketed?.[1] && bracketed[2] && !ABBREVIATION.test(bracketed[2].trim()))
    return { name: bracketed[1].trim(), organization: bracketed[2].trim() };
  return { name: text || line.trim(), organization: '' };
}
