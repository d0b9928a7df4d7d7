/**
 * Words of posting boilerplate: how employers describe any job, not what this job is ("train
 * newer colleagues", "competitive benefits"). They are never learned from a like or dislike,
 * whatever the catalogue's size: a small catalogue cannot show how common they are
 * (decision 040).
 */
export const templateWords = new Set(
  `ability able about across after apply applicants approach area areas assist attention based
  benefits bring busy candidate candidates career clear colleagues come comfort communication
  competitive coverage customers day days decades dental dependable detail difference document
  duties employee employees employer equal every experience experienced family first follow
  from growing handle help hiring including join knowledge known looking make match medical
  need needs newer offer offers one opening opportunity opportunities organization own paid pay
  people per perform position preferred pride promoting promotion provide quality range rate reliable required
  requirements responsibilities salary serve served skills so standards strong support take team
  through time train training up vision we well who within work working year years`.split(/\s+/),
);
