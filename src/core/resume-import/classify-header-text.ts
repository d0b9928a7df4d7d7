/**
 * An entry header ("Registered Nurse | St. Mary's Hospital | Tulsa, OK", in whatever order the
 * resume chose) → title, employer and place (decision 044).
 */
import { COMPANY_SUFFIX, isLocation, splitTrailingLocation } from './header-places.ts';
import { hasCompanyWord, hasTitleWord, titleScore } from './header-words.ts';
import {
  type HeaderPiece,
  joinQualifiers,
  looksLikeTown,
  splitHeaderPieces,
} from './split-header-pieces.ts';

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
  /**
   * True when the employer is only a department after the title's comma ("Staff Nurse,
   * Intensive Care"): a line below may still name the real one.
   */
  weakCompany: boolean;
  /** The employer is the lone part after the title's comma, department-like or not. */
  commaCompany: boolean;
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
  const pieces: HeaderPiece[] = [];
  for (const [at, line] of lines.entries()) {
    const atMatch = /^(.+?)\s+(?:at|@)\s+(.+)$/.exec(line);
    if (atMatch?.[1] && atMatch[2] && titleScore(atMatch[1]) > 0) {
      parts.position = atMatch[1].trim();
      pieces.push(
        // Assigned in place: a qualifier keeps pointing at the very piece it qualifies.
        ...splitHeaderPieces(atMatch[2]).map((piece) =>
          Object.assign(piece, piece.place ? { line: at } : { company: true, line: at }),
        ),
      );
      continue;
    }
    for (const piece of splitHeaderPieces(line)) pieces.push(Object.assign(piece, { line: at }));
  }
  const rest: HeaderPiece[] = [];
  for (const piece of joinQualifiers(pieces)) {
    const trailing = splitTrailingLocation(piece.text);
    if (piece.place || isLocation(piece.text)) parts.location ||= piece.text;
    else if (trailing && !parts.location) {
      parts.location = trailing[1];
      rest.push({ ...piece, text: trailing[0] });
    } else rest.push(piece);
  }
  const reading = assignCompanyAndPosition(parts, rest, lines.length > 1, hint);
  return { parts, ...reading };
}

function assignCompanyAndPosition(
  parts: HeaderParts,
  pieces: HeaderPiece[],
  multiLine: boolean,
  hint: HeaderOrder | undefined,
): Omit<HeaderReading, 'parts'> {
  const forced = pieces.find((piece) => piece.company);
  if (forced) parts.company = forced.text;
  let openPieces = pieces.filter((piece) => !piece.company);
  // More pieces than a title and an employer: a town closing a line is the place, even one
  // ending like a title ("Manchester").
  const town = openPieces.find((piece) => piece.endsLine && looksLikeTown(piece.text));
  if (!parts.location && town && openPieces.length + (forced ? 1 : 0) > 2) {
    parts.location = town.text;
    openPieces = openPieces.filter((piece) => piece !== town);
  }
  const open = openPieces.map((piece) => piece.text);
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
  const commaCompany = pieces.some((piece) => piece.qualifies && piece.text === parts.company);
  const weakCompany = pieces.some(
    (piece) => piece.qualifies && piece.department && piece.text === parts.company,
  );
  // A bare town left over once title and employer are placed ("GSK · Stevenage") is the place.
  parts.location ||=
    open.find(
      (piece) =>
        piece !== parts.position &&
        piece !== parts.company &&
        LEFTOVER_TOWN.test(piece) &&
        !hasTitleWord(piece) &&
        !hasCompanyWord(piece),
    ) ?? '';
  splitTrailingTown(parts);
  return { ...(order ? { order } : {}), guessed, weakCompany, commaCompany };
}

const LEFTOVER_TOWN = /^\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){0,2}$/u;

/**
 * Outside the US a place is often a bare town: "Willow Lodge Care Home, Croydon". One or two
 * capitalised words after the last comma of the employer are its place, unless they are a legal
 * suffix ("Acme, Inc.") or a title ("Walmart, Cashier", read as the title when none was found).
 */
function splitTrailingTown(parts: HeaderParts) {
  const match = /^(.+?),\s+(\p{Lu}[\p{L}'’.-]+(?: \p{Lu}[\p{L}'’.-]+)?)$/u.exec(parts.company);
  if (!match?.[1] || !match[2] || COMPANY_SUFFIX.test(match[2])) return;
  // "Walmart, Cashier": the employer first, then its title.
  if (!parts.position && titleScore(match[2]) > 0) {
    parts.company = match[1];
    parts.position = match[2];
    return;
  }
  // "Lincoln Elementary School, Houston ISD": the district is part of the employer's name.
  if (parts.location || hasTitleWord(match[2]) || hasCompanyWord(match[2])) return;
  parts.company = match[1];
  parts.location = match[2];
}
