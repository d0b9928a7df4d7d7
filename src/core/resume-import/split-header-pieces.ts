import {
  BARE_TOWN,
  COMPANY_SUFFIX,
  isLocation,
  splitBracketedPlace,
  splitTrailingLocation,
} from './header-places.ts';
import { hasCompanyWord, hasTitleWord, titleScore } from './header-words.ts';

/** One piece of an entry header: a title, an employer or a place, not yet told which. */
export interface HeaderPiece {
  text: string;
  /** Named after "at" / "@": the employer. */
  company?: boolean;
  /** Printed as a place: in brackets, or after the employer on its comma line. */
  place?: boolean;
  /** The last of two or more pieces on its line, where designs set the place flush right. */
  endsLine?: boolean;
  /**
   * "Intensive Care" after "Staff Nurse,": a department of the title or the employer. It joins
   * the title when another piece of the header names the employer (see joinQualifiers). Every
   * lone part after a title's comma qualifies it; `department` marks those whose words do not
   * read as an employer's at all.
   */
  qualifies?: HeaderPiece;
  department?: boolean;
  /** Which header line it was read from (readHeader numbers them). */
  line?: number;
  /** Which of its line's fields (split at bars, spaced dashes, tabs, wide gaps) it was read from. */
  field?: number;
}

/** Fields a header line divides with bars, spaced dashes, middots, tabs or wide gaps. */
const SEPARATOR = /\s+\|\s+|\s+[—–·-]\s+|\t|\s{3,}/;

/** A shift or schedule after a title's dash: "Warehouse Supervisor – 2nd Shift". */
const SCHEDULE_PART =
  /^(?:\d+(?:st|nd|rd|th)\s+shift|(?:day|night|evening|weekend|swing|overnight)s?(?:\s+shift)?|part[- ]time|full[- ]time|per diem|prn)\b/i;

/**
 * A hospital unit after a title's dash: "Registered Nurse – Cardiac ICU", "RN - Med/Surg". Its
 * words name a unit and no employer ("Medical-Surgical" is a unit although "Medical" starts
 * many employers' names).
 */
const UNIT =
  /(?<![\p{L}])(?:ICU|CCU|NICU|PICU|CVICU|MICU|SICU|ER|ED|OR|PACU|L&D|Med[-/ ]?Surg(?:ical)?|Medical[-/ ]Surgical|Telemetry|Tele|Step[- ]?Down|Oncology|Pediatrics|Peds|Emergency|Trauma|Cardiac|Cardiology|Neuro(?:logy)?|Orthopedics|Rehab(?:ilitation)?|Dialysis|Labor (?:and|&) Delivery|Postpartum|Mother[- ]Baby|Psych(?:iatry)?|Behavioral Health|Unit|Floor|Ward)(?![\p{L}])/u;
function isUnit(field: string): boolean {
  const withoutUnits = field.replace(new RegExp(UNIT.source, 'gu'), ' ');
  return UNIT.test(field) && field.split(/\s+/).length <= 4 && !hasCompanyWord(withoutUnits);
}

/** Fields split at a dash that are a title's shift, schedule or unit go back onto the title. */
function joinSchedules(fields: string[]): string[] {
  const joined: string[] = [];
  for (const field of fields) {
    const previous = joined.at(-1);
    if (previous && (SCHEDULE_PART.test(field) || isUnit(field)) && titleScore(previous) > 0)
      joined[joined.length - 1] = `${previous} – ${field}`;
    else joined.push(field);
  }
  return joined;
}

export function splitHeaderPieces(line: string): HeaderPiece[] {
  const pieces = joinSchedules(line.split(SEPARATOR).map(cleanPiece))
    .flatMap((text, field): HeaderPiece[] => {
      const bracketed = splitBracketedPlace(text);
      if (!bracketed) return [{ text, field }];
      return [
        { text: cleanPiece(bracketed[0]), field },
        { text: bracketed[1], place: true, field },
      ];
    })
    .flatMap((piece) =>
      piece.place || isLocation(piece.text)
        ? [piece]
        : splitTitleComma(piece).map((part) => Object.assign(part, { field: piece.field })),
    )
    .filter(({ text }) => text && (/^[\p{Lu}\d]/u.test(text) || !/\s/.test(text)));
  const last = pieces.at(-1);
  if (last && pieces.length > 1) last.endsLine = true;
  return pieces;
}

const SCHEDULE_BRACKET =
  /\s*\((?:part[- ]time|full[- ]time|seasonal|temporary|temp|contract|per diem|prn|internship)\)$/i;

/** The close of a name that lists trades: "Brothers Plumbing, Heating & Electric". */
const SERIAL_TAIL = /^\p{Lu}\p{L}+ (?:&|and) \p{Lu}\p{L}+$/u;
const TRADE =
  /^(?:plumbing|heating|cooling|air|electric|electrical|roofing|siding|gutters|windows|doors|drains?|sewer|hvac|refrigeration|construction|remodeling|landscaping|painting|paving|concrete|masonry|excavating|solar|mechanical)$/i;

/**
 * "…, Brothers Plumbing, Heating & Electric": a piece ending in a trade and a tail of two trades
 * are one employer's name, where "Litigation, Baker & McKenzie" is a department and a firm.
 */
function listsTrades(before: string, tail: string): boolean {
  const tailWords = tail.split(/ (?:&|and) /);
  return (
    SERIAL_TAIL.test(tail) &&
    TRADE.test(before.split(' ').at(-1) ?? '') &&
    tailWords.every((word) => TRADE.test(word))
  );
}

/** How many parts at the end of a header's comma parts are its place: "Irving, TX" or "Lyon". */
function trailingPlaceParts(parts: string[]): number {
  if (parts.length >= 2 && isLocation(parts.slice(-2).join(', '))) return 2;
  if (parts.length >= 2 && looksLikeTown(parts.at(-1) ?? '')) return 1;
  return 0;
}

/**
 * A title followed by commas: "Staff Accountant, Reyes & Cole CPAs", "Medical Scientist,
 * Transfusion, Austin Health, Heidelberg, VIC". Companies seldom hold a comma (a legal form
 * aside) and titles often do (a department), so the last part before the place is the employer
 * and everything before it the title.
 */
function splitTitleComma(piece: HeaderPiece): HeaderPiece[] {
  const [first, ...others] = piece.text.split(/,\s+/).map(cleanPiece);
  if (!first || others.length === 0) return [piece];
  // A title no list knows ("Yard Jockey") before an employer's name of a known kind
  // ("Roadrunner Staffing") reads the same way as one it knows.
  // ("Yard Jockey, Roadrunner Staffing, Irving, TX": its place aside).
  const named = others.slice(0, others.length - trailingPlaceParts(others));
  const unknownTitle =
    named.length === 1 &&
    titleScore(first) === 0 &&
    !hasCompanyWord(first) &&
    !/&/.test(first) &&
    hasCompanyWord(named[0] ?? '') &&
    !COMPANY_SUFFIX.test(named[0] ?? '') &&
    !SERIAL_TAIL.test(named[0] ?? '');
  if (titleScore(first) <= 0 && !unknownTitle) return [piece];
  const placeParts = trailingPlaceParts(others);
  const place = placeParts > 0 ? others.splice(-placeParts).join(', ') : undefined;
  if (
    others.length >= 2 &&
    (COMPANY_SUFFIX.test(others.at(-1) ?? '') ||
      listsTrades(others.at(-2) ?? '', others.at(-1) ?? ''))
  )
    others.splice(-2, 2, others.slice(-2).join(', '));
  // "…, Lincoln Elementary School, Houston ISD": a school and its district are one employer.
  if (
    others.length >= 2 &&
    /\b(?:School|Academy|Elementary|Middle|High)\b/.test(others.at(-2) ?? '') &&
    /\b(?:ISD|USD|CUSD|CSD|School District|Public Schools)$/.test(others.at(-1) ?? '')
  )
    others.splice(-2, 2, others.slice(-2).join(', '));
  let company = others.pop();
  // "Cashier, Walmart (Part-time)": how the job was held belongs to the title.
  const schedule = company ? SCHEDULE_BRACKET.exec(company) : null;
  if (company && schedule) company = company.slice(0, schedule.index).trim();
  const title: HeaderPiece = {
    text: [first, ...others].join(', ') + (schedule ? ` ${schedule[0].trim()}` : ''),
  };
  const placePiece: HeaderPiece[] = place ? [{ text: place, place: true }] : [];
  if (!company) return [title, ...placePiece];
  // A hyphenated unit ("Medical-Surgical", "Post-Acute") describes a department, even when one
  // of its halves is a word employers' names use.
  const weak =
    others.length === 0 &&
    titleScore(company) <= 0 &&
    !hasCompanyWord(company.replace(/\p{L}+(?:-\p{L}+)+/gu, ''));
  // "Registered Nurse, Medical ICU" reads like "Cook, Blue Bottle Coffee", but a line below
  // naming an employer and its place still makes it the title's unit (joinQualifiers).
  const companyPiece: HeaderPiece = {
    text: company,
    ...(piece.company ? { company: true } : {}),
    ...(others.length === 0 ? { qualifies: title } : {}),
    ...(weak ? { department: true } : {}),
  };
  return [title, companyPiece, ...placePiece];
}

export function looksLikeTown(text: string): boolean {
  return (
    BARE_TOWN.test(text) &&
    !COMPANY_SUFFIX.test(text) &&
    !hasCompanyWord(text) &&
    !hasTitleWord(text)
  );
}

/**
 * "Staff Nurse, Intensive Care" beside "Hospices Civils de Lyon, Lyon": the employer is named
 * apart, so "Intensive Care" is the title's department. A rival that is only a bare town counts
 * only when the header names its place elsewhere too.
 */
export function joinQualifiers(pieces: HeaderPiece[]): HeaderPiece[] {
  const isPlace = (piece: HeaderPiece) => piece.place || isLocation(piece.text);
  const placed = pieces.some(isPlace);
  // A part that reads like an employer ("Medical ICU") gives way only to a name in a field of its
  // own on the same line, or on another line that closes with a place ("Memorial Hermann Texas
  // Medical Center | Houston, TX") or where it stands alone and names an employer's kind.
  const placedLineOf = (other: HeaderPiece, qualifier: HeaderPiece) => {
    if (other.line === undefined || looksLikeTown(other.text)) return false;
    // A field of its own on the same line: "Staff Accountant, Audit & Assurance | Baker Tilly".
    if (other.line === qualifier.line) return other.field !== qualifier.field;
    const sameLine = pieces.filter((piece) => piece.line === other.line);
    return (
      Boolean(splitTrailingLocation(other.text)) ||
      sameLine.some(isPlace) ||
      (sameLine.length === 1 && hasCompanyWord(other.text))
    );
  };
  const employerBesides = (qualifier: HeaderPiece) =>
    pieces.some(
      (other) =>
        other !== qualifier &&
        other !== qualifier.qualifies &&
        !other.qualifies &&
        !isPlace(other) &&
        titleScore(other.text) <= 0 &&
        (placed || !looksLikeTown(other.text)) &&
        (qualifier.department || placedLineOf(other, qualifier)),
    );
  const joined = new Set<HeaderPiece>();
  for (const piece of pieces) {
    if (!piece.qualifies || !employerBesides(piece)) continue;
    piece.qualifies.text = `${piece.qualifies.text}, ${piece.text}`;
    joined.add(piece);
  }
  return pieces.filter((piece) => !joined.has(piece));
}

// Lower case only: a sentence left hanging ("Kitchen employee from") is prose, while "IN", "OR"
// or "ME" closing a header is a state ("Plainfield, IN").
const DANGLING_WORD = /\s+(?:from|at|in|with|for|of|and|to|as|the|a|an|since|until)$/;
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
