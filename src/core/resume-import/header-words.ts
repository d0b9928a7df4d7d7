/**
 * Words that tell a job title from an employer, for entry headers such as
 * "Registered Nurse | St. Mary's Hospital | Tulsa, OK" where the order varies between resumes.
 */

const TITLE_WORDS =
  /(?<![\p{L}\p{N}])(engineer|developer|nurse|manager|driver|teacher|accountant|electrician|assistant|technician|analyst|specialist|coordinator|director|lead|intern|apprentice|supervisor|clerk|associate|consultant|officer|representative|administrator|designer|chef|cook|operator|mechanic|instructor|aide|worker|foreman|journeyman|bookkeeper|auditor|controller|pharmacist|therapist|scientist|architect|planner|agent|cashier|president|principal|tutor|paralegal|attorney|receptionist|secretary|programmer|cna|rn|lpn|educator|counselor|advisor|welder|plumber|carpenter|laborer|helper|trainee|cpa|sales|barista|server|employee|staff|crew|member|marketer|producer|sergeant|maintainer|lifeguard|security guard|host|hostess|waitress|maid|nanny|surgeon|emt|paramedic|medic|valet|steward|stewardess|deckhand|handyman|resident|ceo|cfo|coo|cto)s?(?![\p{L}\p{N}])/iu;
const COMPANY_WORDS =
  /(?<![\p{L}\p{N}])(inc|llc|llp|ltd|corp|corporation|company|co|group|hospital|health|healthcare|medical|clinic|center|centre|school|schools|district|university|college|bank|services|logistics|transport|transportation|trucking|freight|electric|partners|systems|solutions|technologies|labs|foods|industries|county|department|agency|staffing|academy|institute|studio|store|stores|restaurant|pharmacy|cpas|isd|usd|gmbh|plc|ag|se|sa|bv|nv|pty|limited)(?![\p{L}\p{N}])\.?|&/iu;
/** Job titles usually end in a word for a person who does something: installer, counselor. */
const PERSON_SUFFIX = /(?:er|or|ist|ian|ant)$/i;

export function hasCompanyWord(text: string): boolean {
  return COMPANY_WORDS.test(text);
}

/** A word only titles use ("nurse", "lead"); unlike an ending such as "-er", no town has one. */
export function hasTitleWord(text: string): boolean {
  return TITLE_WORDS.test(text);
}

/**
 * Above 0 reads as a title, below as an employer. The last word of a title names the person
 * ("Freight Team Associate"): a company word before it is only a modifier, so a title word
 * there outweighs it.
 */
export function titleScore(text: string): number {
  // "Room Leader, Preschool Room": the words before a comma name the job, the rest a department;
  // so do words in brackets ("Charge Nurse (Emergency Department)").
  const job = (text.split(',')[0] ?? text).replace(/\s*\([^()]*\)/g, '').trim() || text;
  const lastWord = job.trim().split(/\s+/).at(-1) ?? '';
  const personWord = TITLE_WORDS.test(lastWord) || PERSON_SUFFIX.test(lastWord);
  const title = TITLE_WORDS.test(job) || PERSON_SUFFIX.test(lastWord);
  const head = personWord && !COMPANY_WORDS.test(lastWord) ? 0.5 : 0;
  return (title ? 1 : 0) - (COMPANY_WORDS.test(job) ? 1 : 0) + head;
}
