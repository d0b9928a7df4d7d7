/**
 * Words that tell a school from a degree in an education entry, in the languages the resumes we
 * measure are written in (decision 043). Boundaries are Unicode-aware: JavaScript's \b treats
 * "é" as a non-letter, so "Université" never matched.
 */
const word = (alternatives: string, flags = 'iu') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, flags);

const SCHOOL = word(
  'universit(?:y|ies|é|at|ät|à|ario|ade|eit)|universidad|college|institute|institut|school|academy|polytechnics?|politecnico|conservatory|seminary|program|campus|gymnasium|lyc[ée]e|hochschule|[ée]cole|escuela|JATC|JAC|training cent(?:er|re)|training trust',
);
const DEGREE_WORD = word(
  // An apprenticeship is what was earned; the school is the JATC or training center that ran it.
  // "Some college" and "coursework" say what was done there short of a degree.
  "bachelor(?:'?s)?|master(?:'?s)?|associate|doctor(?:ate)?|dipl[oô]m\\p{L}*|certificate|certification|degree|ged|journeyman|licence|licenciatura|licentiate|baccalaureate|vocational|program(?:me)?|apprenticeship(?: certificate)?|some college|coursework",
);
const DEGREE_ABBREVIATION = word(
  'B\\.?S\\.?N?|B\\.?A\\.?|BSc|BEng|B\\.?Tech|M\\.?Tech|B\\.?Com|M\\.?Com|B\\.?E\\.|M\\.?S\\.?N?|M\\.?A\\.?|MSc|MEng|M\\.?B\\.?A\\.?|Ph\\.?D\\.?|A\\.?A\\.?S?\\.?|A\\.?S\\.?N?\\.?|BFA|MFA|BBA|BEd|MEd|MSW|MPH|JD|MD|EdD|DNP|CDL|PGCE|PGDip|HND|HNC|LLB|LLM|MBBS|GCSEs?|A-levels?',
  'u',
);

export function namesSchool(text: string): boolean {
  return SCHOOL.test(text);
}

export function namesDegree(text: string): boolean {
  return DEGREE_WORD.test(text) || DEGREE_ABBREVIATION.test(text);
}

/** "High School Diploma" and "Associate Degree" name a degree although they hold school words. */
export function namesDegreeWord(text: string): boolean {
  return DEGREE_WORD.test(text);
}
