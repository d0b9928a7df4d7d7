/**
 * Words that tell a job title from an employer from a place, for entry headers such as
 * "Registered Nurse | St. Mary's Hospital | Tulsa, OK" where the order varies between resumes.
 */

const TITLE_WORDS =
  /\b(engineer|developer|nurse|manager|driver|teacher|accountant|electrician|assistant|technician|analyst|specialist|coordinator|director|lead|intern|apprentice|supervisor|clerk|associate|consultant|officer|representative|administrator|designer|chef|cook|operator|mechanic|instructor|aide|worker|foreman|journeyman|bookkeeper|auditor|controller|pharmacist|therapist|scientist|architect|planner|agent|cashier|president|principal|tutor|paralegal|attorney|receptionist|secretary|programmer|cna|rn|lpn|educator|counselor|advisor|welder|plumber|carpenter|laborer|helper|trainee|cpa|sales|barista|server|employee|staff|crew|member|marketer|producer|sergeant|maintainer)s?\b/i;
const COMPANY_WORDS =
  /\b(inc|llc|llp|ltd|corp|corporation|company|co|group|hospital|health|healthcare|medical|clinic|center|centre|school|schools|district|university|college|bank|services|logistics|transport|transportation|trucking|freight|electric|partners|systems|solutions|technologies|labs|foods|industries|county|department|agency|academy|institute|studio|store|stores|restaurant|pharmacy|cpas)\b\.?|&/i;
const US_STATES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming';
const COUNTRIES =
  'South Korea|Korea|Japan|China|Taiwan|Vietnam|Philippines|Singapore|India|Canada|Mexico|Brazil|Australia|New Zealand|United Kingdom|England|Scotland|Ireland|Germany|France|Spain|Italy|Netherlands|Sweden|Poland|United States|USA';
/** "TX", "UK", a state's or a country's name; a capitalised word such as "Foods" is not a place. */
const STATE = `(?:[A-Z]{2}|${US_STATES}|${COUNTRIES})`;
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

/** Which comes first when a header's words alone cannot tell the title from the employer. */
export type HeaderOrder = 'title-first' | 'company-first';

export interface HeaderReading {
  parts: HeaderParts;
  /** The order this header showed, when its words told title and employer apart. */
  order?: HeaderOrder;
  /** True when the reading rests on the order alone: the user should check it. */
  guessed: boolean;
}

/** Splits header lines into company, position and location. */
export function classifyHeader(lines: string[]): HeaderParts {
  return readHeader(lines).parts;
}

/**
 * Reads a header, taking `hint` (the order the resume's other entries showed) for the pieces
 * its words cannot tell apart (decision 044).
 */
export function readHeader(lines: string[], hint?: HeaderOrder): HeaderReading {
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
  const reading = assignCompanyAndPosition(parts, rest, lines.length > 1, hint);
  return { parts, ...reading };
}

const COMPANY_MARK = '\u0000';

function splitPieces(line: string): string[] {
  return line
    .split(/\s+\|\s+|\s+[—–-]\s+|\t|\s{3,}/)
    .map(cleanPiece)
    .flatMap((piece) => (isLocation(piece.trim()) ? [piece] : splitTitleComma(piece)))
    .map(cleanPiece)
    .filter((piece) => piece && (/^[\p{Lu}\d]/u.test(piece) || !/\s/.test(piece)));
}

const DANGLING_WORD = /\s+(?:from|at|in|with|for|of|and|to|as|the|a|an|since|until)$/i;
const KEEP_PERIOD = /(?:\b(?:inc|co|corp|ltd|llc|st|jr|sr)|\b[A-Z])\.$/i;

/**
 * Template leftovers and sentence ends are not part of a name: "Musinsa, Seoul, Korea. ." loses
 * its dots, "Kitchen employee from" its dangling word (the rest of the sentence was a date).
 * A piece starting lower-case is a sentence fragment and is dropped by the caller.
 */
function cleanPiece(piece: string): string {
  let text = piece.replace(/(?:\s*[,;:·]|\s+\.)+\s*$/, '').trim();
  if (text.endsWith('.') && !KEEP_PERIOD.test(text)) text = text.slice(0, -1).trim();
  while (DANGLING_WORD.test(text)) text = text.replace(DANGLING_WORD, '');
  return text.replace(/^[\s,;:·.]+/, '');
}

/** "Staff Accountant, Reyes & Cole CPAs" is two pieces; "Austin, TX" is one. */
function splitTitleComma(piece: string): string[] {
  const [first, ...others] = piece.split(/,\s+/);
  const second = others.join(', ');
  if (first && second && titleScore(first) > 0 && !isLocation(piece)) return [first, second];
  return [piece];
}

function assignCompanyAndPosition(
  parts: HeaderParts,
  pieces: string[],
  multiLine: boolean,
  hint: HeaderOrder | undefined,
): Omit<HeaderReading, 'parts'> {
  const forced = pieces.find((piece) => piece.startsWith(COMPANY_MARK));
  if (forced) parts.company = forced.replace(COMPANY_MARK, '');
  const open = pieces.filter((piece) => !piece.startsWith(COMPANY_MARK));
  let order: HeaderOrder | undefined;
  let guessed = false;
  if (!parts.position) {
    const ranked = [...open].sort((a, b) => titleScore(b) - titleScore(a));
    const best = ranked[0];
    const tie = Boolean(
      ranked.length > 1 && best && titleScore(best) === titleScore(ranked[1] ?? ''),
    );
    // With nothing to tell them apart, follow the order the resume's other entries showed;
    // failing that, a two-line header usually leads with the employer and a one-line header
    // with the title.
    const titleFirst = hint ? hint === 'title-first' : !multiLine;
    const position = tie ? (titleFirst ? open[0] : open[1]) : best;
    guessed = tie;
    if (!tie && best && open.length > 1)
      order = open.indexOf(best) === 0 ? 'title-first' : 'company-first';
    // A lone piece is a title only when it reads like one; otherwise it names the employer.
    if (position && (open.length > 1 ? titleScore(position) >= 0 : titleScore(position) > 0))
      parts.position = position;
  }
  if (!parts.company) parts.company = open.find((piece) => piece !== parts.position) ?? '';
  splitTrailingTown(parts);
  return { ...(order ? { order } : {}), guessed };
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
