/**
 * Dates as resumes write them: "Jan 2020", "January 2020", "Sept. 2019", "May '15", "01/2020", "01.2020", "2020-01",
 * "2020", and "Present" / "Current" / "Now" for an open end. Months become YYYY-MM; a bare year
 * becomes YYYY-01 and is flagged so the caller can warn.
 */

/** A season stands for its first month, as "Summer 2019" usually means a summer job from June. */
const SEASON_MONTHS: Record<string, number> = {
  spring: 3,
  summer: 6,
  fall: 9,
  autumn: 9,
  winter: 12,
};
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const monthWord =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/** "Summers 2017–2019": several seasons start at the first one's. */
const season = '(?:spring|summer|fall|autumn|winter)s?';
/** "May '15", "Sept ’19": a month with its year's last two digits after an apostrophe. */
const shortYear = `(?:${monthWord}|${season})\\s*['’‘]\\d{2}(?!\\d)`;
const single = `(?:(?:${monthWord}|${season})\\s*,?\\s*\\d{4}|${shortYear}|\\d{1,2}[/.]\\d{4}|\\d{4}-\\d{2}|(?:19|20)\\d{2})`;
/** An open end, in English and in the languages resumes from Europe and Asia use for it. */
export const OPEN_END =
  "present|current|now|today|to date|till date|date|ongoing|heute|aktuell|jetzt|pr[ée]sent|aujourd['’]hui|actuel|actualidad|presente|hoy|oggi|nu|idag|i dag|obecnie|현재|至今|現在";
const openEnd = `(?:${OPEN_END})`;
/**
 * Dashes as fonts and keyboards give them (hyphen, en/em, figure dash, minus, tilde), "to", "till",
 * "until", and "and" for two seasons ("Summer 2011 and Summer 2012"). A " | " the line builder
 * put for a wide gap may sit on either side when a justified cell spread the range out.
 */
const dash =
  '\\s*(?:\\|\\s*)?(?:-|–|—|‒|−|~|→|to|until|till|bis|and(?=\\s+(?:spring|summer|fall|autumn|winter)))\\s*(?:\\|\\s*)?';

/** A range such as "Jan 2020 – Present" or "2016 - 2019"; the first capture starts, the second ends. */
export const DATE_RANGE = new RegExp(
  `(${single})${dash}(${single}|${openEnd}(?![A-Za-zÀ-ÿ]))`,
  'i',
);
/** "June – August 2019": the start month borrows the end's year. */
const SAME_YEAR_RANGE = new RegExp(
  `\\b(${monthWord}|${season})${dash}((?:${monthWord}|${season})\\s*,?\\s*(\\d{4}))`,
  'i',
);
/** A lone date, for a graduation line such as "May 2015" or "Expected 2026". */
export const SINGLE_DATE = new RegExp(`(${single})`, 'i');

export interface ParsedMonth {
  month: string;
  yearOnly: boolean;
}

export function parseMonth(token: string): ParsedMonth | undefined {
  const value = fullYear(token.trim().toLowerCase().replace(/\./g, ''));
  let match = /^([a-z]+)\s*,?\s*(\d{4})$/.exec(value);
  if (match?.[1] && match[2]) {
    const index = MONTHS.indexOf(match[1].slice(0, 3));
    if (index >= 0) return { month: `${match[2]}-${pad(index + 1)}`, yearOnly: false };
    const seasonMonth = SEASON_MONTHS[match[1]] ?? SEASON_MONTHS[match[1].replace(/s$/, '')];
    if (seasonMonth) return { month: `${match[2]}-${pad(seasonMonth)}`, yearOnly: false };
  }
  // "01/2020" and, as Europe writes it, "01.2020" (the dots were read as abbreviation points).
  const numeric =
    /^(\d{1,2})\/(\d{4})$/.exec(value) ??
    /^(\d{1,2})\.(\d{4})$/.exec(token.trim()) ??
    swap(/^(\d{4})-(\d{2})$/.exec(value));
  if (numeric?.[1] && numeric[2]) {
    const month = Number(numeric[1]);
    if (month >= 1 && month <= 12) return { month: `${numeric[2]}-${pad(month)}`, yearOnly: false };
  }
  match = /^((?:19|20)\d{2})$/.exec(value);
  if (match?.[1]) return { month: `${match[1]}-01`, yearOnly: true };
  return undefined;
}

/**
 * "may '15" → "may 2015": a two-digit year is this century's up to next year, the last
 * century's after it ("'98").
 */
function fullYear(value: string): string {
  return value.replace(/\s*['’‘](\d{2})$/, (_, digits: string) => {
    const year = Number(digits);
    const century = year <= (new Date().getFullYear() % 100) + 1 ? 2000 : 1900;
    return ` ${century + year}`;
  });
}

export function isOpenEnd(token: string): boolean {
  return new RegExp(`^${openEnd}$`, 'i').test(token.trim());
}

export interface DateRange {
  startDate: string;
  endDate: string;
  yearOnly: boolean;
  /** The text of the range, so the caller can cut it out of the line. */
  text: string;
}

export function findDateRange(line: string): DateRange | undefined {
  const sameYear = SAME_YEAR_RANGE.exec(line);
  if (sameYear?.[1] && sameYear[2] && sameYear[3] && !DATE_RANGE.test(line)) {
    const start = parseMonth(`${sameYear[1]} ${sameYear[3]}`);
    const end = parseMonth(sameYear[2]);
    if (start && end)
      return { startDate: start.month, endDate: end.month, yearOnly: false, text: sameYear[0] };
  }
  const match = DATE_RANGE.exec(line);
  if (!match?.[1] || !match[2]) return undefined;
  const start = parseMonth(match[1]);
  if (!start) return undefined;
  const end = isOpenEnd(match[2]) ? undefined : parseMonth(match[2]);
  return {
    startDate: start.month,
    endDate: end?.month ?? '',
    yearOnly: start.yearOnly || Boolean(end?.yearOnly),
    text: match[0],
  };
}

function pad(month: number): string {
  return String(month).padStart(2, '0');
}

/** "2020-01" written year first: give the captures back month first. */
function swap(match: RegExpExecArray | null): [string, string, string] | null {
  return match?.[1] && match[2] ? [match[0], match[2], match[1]] : null;
}

const TRAILING_DATE = new RegExp(`(${single})\\s*\\)?\\s*$`, 'i');

/**
 * A single date closing a header line ("Counselor, Camp Namanu, Summer 2017"): a short job that
 * started and ended then.
 */
export function findTrailingDate(line: string): DateRange | undefined {
  const match = TRAILING_DATE.exec(line);
  const parsed = match?.[1] ? parseMonth(match[1]) : undefined;
  if (!match || !parsed) return undefined;
  return {
    startDate: parsed.month,
    endDate: parsed.month,
    yearOnly: parsed.yearOnly,
    text: match[0],
  };
}
