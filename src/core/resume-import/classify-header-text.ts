/**
 * Words that tell a job title from an employer from a place, for entry headers such as
 * "Registered Nurse | St. Mary's Hospital | Tulsa, OK" where the order varies between resumes.
 */

const TITLE_WORDS =
  /\b(engineer|developer|nurse|manager|driver|teacher|accountant|electrician|assistant|technician|analyst|specialist|coordinator|director|lead|intern|apprentice|supervisor|clerk|associate|consultant|officer|representative|administrator|designer|chef|cook|operator|mechanic|instructor|aide|worker|foreman|journeyman|bookkeeper|auditor|controller|pharmacist|therapist|scientist|architect|planner|agent|cashier|president|principal|tutor|paralegal|attorney|receptionist|secretary|programmer|cna|rn|lpn|educator|counselor|advisor|welder|plumber|carpenter|laborer|helper|trainee|cpa|sales|barista|server)s?\b/i;
const COMPANY_WORDS =
  /\b(inc|llc|llp|ltd|corp|corporation|company|co|group|hospital|health|healthcare|medical|clinic|center|centre|school|schools|district|university|college|bank|services|logistics|transport|transportation|trucking|freight|electric|partners|systems|solutions|technologies|labs|foods|industries|county|department|agency|academy|institute|studio|store|stores|restaurant|pharmacy|cpas)\b\.?|&/i;
const US_STATES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming';
/** "TX", "UK" or a state's full name; a capitalised word such as "Foods" is not a place. */
const STATE = `(?:[A-Z]{2}|${US_STATES})`;
const LOCATION = new RegExp(`^(?:[A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,2}, ${STATE}|Remote)$`);
const TRAILING_LOCATION = new RegExp(
  `^(.+?),\\s*([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,2}, ${STATE})$`,
);

export function isLocation(text: string): boolean {
  return LOCATION.test(text.trim());
}

/** Job titles usually end in a word for a person who does something: installer, counselor. */
const PERSON_SUFFIX = /(?:er|or|ist|ian|ant)$/i;

export function titleScore(text: string): number {
  const lastWord = text.trim().split(/\s+/).at(-1) ?? '';
  const title = TITLE_WORDS.test(text) || PERSON_SUFFIX.test(lastWord);
  return (title ? 1 : 0) - (COMPANY_WORDS.test(text) ? 1 : 0);
}

export interface HeaderParts {
  company: string;
  position: string;
  location: string;
}

/** Splits header lines into company, position and location. */
export function classifyHeader(lines: string[]): HeaderParts {
  const parts: HeaderParts = { company: '', position: '', location: '' };
  const pieces: string[] = [];
  for (const line of lines) {
    const atMatch = /^(.+?)\s+(?:at|@)\s+(.+)$/.exec(line);
    if (atMatch?.[1] && atMatch[2] && titleScore(atMatch[1]) > 0) {
      parts.position = atMatch[1].trim();
      pieces.push(...splitPieces(atMatch[2]).map((piece) => `${COMPANY_MARK}${piece}`));
      continue;
    }
    pieces.push(...splitPieces(line));
  }
  const rest: string[] = [];
  for (const raw of pieces) {
    const forced = raw.startsWith(COMPANY_MARK);
    const piece = raw.replace(COMPANY_MARK, '');
    const trailing = TRAILING_LOCATION.exec(piece);
    if (isLocation(piece)) parts.location ||= piece;
    else if (trailing?.[1] && trailing[2] && !parts.location) {
      parts.location = trailing[2];
      rest.push(forced ? `${COMPANY_MARK}${trailing[1]}` : trailing[1]);
    } else rest.push(raw);
  }
  assignCompanyAndPosition(parts, rest, lines.length > 1);
  return parts;
}

const COMPANY_MARK = '\u0000';

function splitPieces(line: string): string[] {
  return line
    .split(/\s+\|\s+|\s+[—–-]\s+|\t|\s{3,}/)
    .flatMap((piece) => (isLocation(piece.trim()) ? [piece] : splitTitleComma(piece)))
    .map((piece) => piece.trim())
    .filter(Boolean);
}

/** "Staff Accountant, Reyes & Cole CPAs" is two pieces; "Austin, TX" is one. */
function splitTitleComma(piece: string): string[] {
  const [first, ...others] = piece.split(/,\s+/);
  const second = others.join(', ');
  if (first && second && titleScore(first) > 0 && !isLocation(piece)) return [first, second];
  return [piece];
}

function assignCompanyAndPosition(parts: HeaderParts, pieces: string[], multiLine: boolean) {
  const forced = pieces.find((piece) => piece.startsWith(COMPANY_MARK));
  if (forced) parts.company = forced.replace(COMPANY_MARK, '');
  const open = pieces.filter((piece) => !piece.startsWith(COMPANY_MARK));
  if (!parts.position) {
    const ranked = [...open].sort((a, b) => titleScore(b) - titleScore(a));
    const best = ranked[0];
    const tie = ranked.length > 1 && best && titleScore(best) === titleScore(ranked[1] ?? '');
    // With nothing to tell them apart, a two-line header usually leads with the employer and a
    // one-line header with the title.
    const position = tie ? (multiLine ? open[1] : open[0]) : best;
    // A lone piece is a title only when it reads like one; otherwise it names the employer.
    if (position && (open.length > 1 ? titleScore(position) >= 0 : titleScore(position) > 0))
      parts.position = position;
  }
  if (!parts.company) parts.company = open.find((piece) => piece !== parts.position) ?? '';
  splitTrailingTown(parts);
}

const COMPANY_SUFFIX = /^(?:inc|llc|llp|ltd|limited|co|corp|plc|gmbh|pc|pa|lp)\.?$/i;

/**
 * Outside the US a place is often a bare town: "Willow Lodge Care Home, Croydon". One or two
 * capitalised words after the last comma of the employer are its place, unless they are a legal
 * suffix ("Acme, Inc.").
 */
function splitTrailingTown(parts: HeaderParts) {
  const match = /^(.+?),\s+([A-Z][A-Za-z'.-]+(?: [A-Z][A-Za-z'.-]+)?)$/.exec(parts.company);
  if (!match?.[1] || !match[2] || parts.location || COMPANY_SUFFIX.test(match[2])) return;
  parts.company = match[1];
  parts.location = match[2];
}
