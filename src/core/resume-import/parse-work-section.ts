import type { ImportedWork } from '../../shared/schemas/resume-import.ts';
import { type HeaderOrder, readHeader } from './classify-header-text.ts';
import { isLocation } from './header-places.ts';
import { hasCompanyWord } from './header-words.ts';
import {
  closesWithPlace,
  FEDERAL_FIELD,
  isPlaceAlone,
  namesAnEmployer,
  STAY_IN_BRACKETS,
  STAY_LENGTH,
  SUBHEADING,
} from './work-line-kinds.ts';

/**
 * "Acme Inc.", "St." or a closing letter ("J.", "Sp. z o.o.", "s.r.o.") is an abbreviation, not the
 * end of a sentence; but a line of many lower-case words ending "1.6 s." is a sentence.
 */
const abbreviationEnd = (text: string) =>
  /\b(?:inc|co|corp|ltd|llc|st|jr|sr)\.$/i.test(text) ||
  (/\b\p{L}\.$/u.test(text) &&
    text.split(/\s+/).filter((word) => /^\p{Ll}/u.test(word)).length < 3);

import { findDateRange, findTrailingDate } from './resume-dates.ts';

export const BULLET = /^\s*(?:[•·▪‣◦●*–-]|\d+\.)\s*/;

/**
 * A line that can be part of an entry's header: not a bullet, short, not a sentence. A closing
 * dot after a place or a template's stray ". ." does not make a sentence.
 */
function headerLike(line: string): boolean {
  const text = line.trim().replace(/(?:\s+\.)+$/, '');
  const placeBeforeDot = isLocation(text.slice(0, -1).split(/,\s+/).slice(-2).join(', '));
  const sentence =
    /;$/.test(text) || (/\.$/.test(text) && !placeBeforeDot && !abbreviationEnd(text));
  return !BULLET.test(line) && line.length <= 90 && !sentence && !/^[a-z]/.test(text);
}

/**
 * The order (title or employer first) most of the section's headers show where their words tell
 * the two apart; the other headers follow it (decision 044: score readings per section).
 */
function sectionOrder(headers: string[][]): HeaderOrder | undefined {
  let titleFirst = 0;
  let companyFirst = 0;
  for (const lines of headers) {
    const { order } = readHeader(lines);
    if (order === 'title-first') titleFirst++;
    if (order === 'company-first') companyFirst++;
  }
  if (titleFirst === companyFirst) return undefined;
  return titleFirst > companyFirst ? 'title-first' : 'company-first';
}

export interface WorkSection {
  entries: ImportedWork[];
  yearOnly: string[];
  /** Per entry: the lines its header and dates were read from, and whether it was a guess. */
  evidence: { header: string[]; dates: string; guessed: boolean }[];
}

/**
 * Each dated line anchors one position. Its header is the text beside the dates and up to two
 * header-like lines just above; when that does not name both an employer and a title (dates
 * first, or dates in a margin column), up to two lines just below join it. What follows until
 * the next header is the description.
 */
export function parseWorkSection(sectionLines: string[]): WorkSection {
  const lines = sectionLines.filter(
    (line) => !STAY_LENGTH.test(line.trim()) && !FEDERAL_FIELD.test(line.trim()),
  );
  const anchors = lines.flatMap((line, index) => {
    const range = findDateRange(line) ?? (headerLike(line) ? findTrailingDate(line) : undefined);
    return range && !bracketedInSentence(line, range.text) ? [{ index, range }] : [];
  });
  const headers: { start: number; lines: string[]; after: number; place?: string }[] = [];
  let floor = -1;
  // Set once an entry whose employer and title stand above its dates has a place alone on the
  // line under them: the design prints every entry's place there, roles grouped under an
  // employer included ("Staff Nurse, Intensive Care" / "Mar 2018 – Aug 2021" / "Lyon").
  let placeUnderDates = false;
  anchors.forEach(({ index, range }, anchorNumber) => {
    let start = index;
    while (start - 1 > floor && index - start < 2 && headerLike(lines[start - 1] ?? '')) start--;
    const beside = stripSeparators(
      withoutDates(lines[index] ?? '', range.text).replace(STAY_IN_BRACKETS, ' '),
    );
    const headerLines = [...lines.slice(start, index), ...(beside ? [beside] : [])];
    const ceiling = anchors[anchorNumber + 1]?.index ?? lines.length;
    let after = index + 1;
    // A header the page wrapped inside its brackets ("… Clear Lake (Webster," / "TX)"), or whose
    // bracketed place went to the next line ("(Houston, TX)"), takes that tail back.
    const tail = stripSeparators(lines[after] ?? '');
    const last = headerLines.at(-1) ?? '';
    const open = (last.match(/\(/g) ?? []).length > (last.match(/\)/g) ?? []).length;
    // So does one the page wrapped before its state ("…, Charlotte," / "NC").
    const stateAlone =
      /,\s*$/.test(lines[after - 1] ?? '') && isLocation(`${last.split(/,\s*/).at(-1)}, ${tail}`);
    if (
      after < ceiling &&
      last &&
      ((open && /^[^()]{1,40}\)$/.test(tail)) ||
        (/^\([^()]{2,40}\)$/.test(tail) && isLocation(tail.slice(1, -1))) ||
        (stateAlone && /^[A-Z]{2}$/.test(tail)))
    ) {
      // Separators were stripped from the line's end: its comma goes back between the parts.
      const glue = /,\s*$/.test(lines[after - 1] ?? '') && !last.endsWith(',') ? ', ' : ' ';
      headerLines[headerLines.length - 1] = `${last}${glue}${tail}`;
      after++;
    }
    const under = stripSeparators(lines[after] ?? '');
    if (after < ceiling && isPlaceAlone(under)) {
      const { parts } = readHeader(headerLines);
      if (placeUnderDates || (parts.company && parts.position && !parts.location)) {
        placeUnderDates = true;
        headers.push({ start, lines: headerLines, after: after + 1, place: under });
        floor = after;
        return;
      }
    }
    // A department after the title's comma ("Staff Nurse, Intensive Care") leaves room for the
    // employer on the next line, but only a line that reads like one, not a description. Any
    // other part after the comma ("Registered Nurse, Medical ICU") gives way only to a line
    // that names an employer and closes with its place, in a header that has no place yet.
    const wanted = (line: string) => {
      const { parts, weakCompany, commaCompany } = readHeader(headerLines);
      if (!parts.company || !parts.position) return headerLike(line);
      // A place alone under a header that has none is its place ("… J.B. Hunt, Inc." / "Dallas, TX").
      if (!parts.location && isLocation(stripSeparators(line))) return true;
      if (!headerLike(line) || !namesAnEmployer(line) || SUBHEADING.test(line.trim())) return false;
      return weakCompany || (commaCompany && !parts.location && closesWithPlace(line));
    };
    // A place alone under a whole header ("Pharmacist, Marien-Apotheke" / "Augsburg"): once one
    // entry shows it, a unit-like employer of a later entry does not give way to the town.
    const placeUnderHeader = (line: string): string | undefined => {
      const text = stripSeparators(line);
      if (!isPlaceAlone(text)) return undefined;
      const { parts, weakCompany } = readHeader(headerLines);
      if (!parts.company || !parts.position || parts.location) return undefined;
      if (!placeUnderDates && weakCompany) return undefined;
      placeUnderDates = true;
      return text;
    };
    let place: string | undefined;
    while (after < ceiling && after - index <= 2) {
      const line = lines[after] ?? '';
      place = placeUnderHeader(line);
      if (place) {
        after++;
        break;
      }
      if (!wanted(line)) break;
      headerLines.push(line);
      after++;
    }
    headers.push({ start, lines: headerLines, after, ...(place ? { place } : {}) });
    floor = after - 1;
  });

  const entries: ImportedWork[] = [];
  const yearOnly: string[] = [];
  const evidence: WorkSection['evidence'] = [];
  const order = sectionOrder(headers.map((header) => header.lines));
  anchors.forEach(({ range, index }, anchorNumber) => {
    const header = headers[anchorNumber];
    if (!header) return;
    const end = headers[anchorNumber + 1]?.start ?? lines.length;
    const description = lines
      .slice(header.after, end)
      .map((line) => line.replace(BULLET, '').trim())
      .filter(Boolean)
      .join('\n');
    const reading = readHeader(header.lines, order);
    const { parts } = reading;
    if (header.place && !parts.location) parts.location = header.place;
    if (!parts.company && !parts.position) return;
    // A title under the previous one without an employer of its own: a promotion, same employer.
    // So is a lone "Title, Unit" line where the design prints the employer on a line above the
    // title and the place under the dates: the unit stays in the title.
    const previous = entries.at(-1);
    const previousHeader = headers[anchorNumber - 1];
    const employerAbove =
      (previousHeader?.lines.length ?? 0) >= 2 &&
      !!previous?.position &&
      !(previousHeader?.lines[0] ?? '').startsWith(previous.position);
    const groupedRole =
      reading.commaCompany &&
      !hasCompanyWord(parts.company) &&
      header.place !== undefined &&
      header.lines.length === 1 &&
      employerAbove;
    if (groupedRole && previous?.company) {
      parts.position = header.lines[0] ?? parts.position;
      parts.company = '';
    }
    let inherited = false;
    if (!parts.company && previous?.company) {
      parts.company = previous.company;
      parts.location ||= previous.location;
      inherited = true;
    }
    evidence.push({
      header: header.lines,
      dates: lines[index] ?? range.text,
      guessed: reading.guessed || inherited,
    });
    if (range.yearOnly) yearOnly.push(parts.company || parts.position);
    entries.push({
      ...parts,
      startDate: range.startDate,
      endDate: range.endDate,
      description: description.slice(0, 4000),
    });
  });
  return { entries, yearOnly, evidence };
}

/**
 * Dates in brackets inside a description ("Hired 180 staff a year (2019–2021) for the hub.",
 * a wrapped "(Sep 2020 – Sep 2021).") tell when something happened within a job; they do not
 * open one. A header with bracketed dates has few lower-case words and no closing full stop.
 */
function bracketedInSentence(line: string, rangeText: string): boolean {
  const bracketed = new RegExp(`\\(\\s*${escapeRegExp(rangeText.trim())}\\s*\\)`).exec(line);
  if (!bracketed) return false;
  const rest = line.replace(bracketed[0], ' ').trim();
  const lowerWords = rest.split(/\s+/).filter((word) => /^\p{Ll}/u.test(word)).length;
  return lowerWords >= 3 || /^[.;]$/.test(rest);
}

/** The line with its dates taken out, and their brackets too: "Cook (June 2017 – May 2019)". */
function withoutDates(line: string, rangeText: string): string {
  const bracketed = new RegExp(`[(\\[]\\s*${escapeRegExp(rangeText.trim())}\\s*[)\\]]`);
  return bracketed.test(line) ? line.replace(bracketed, ' | ') : line.replace(rangeText, ' | ');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function stripSeparators(text: string): string {
  return text
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/^[\s|,·–—-]+|[\s|,·–—-]+$/g, '')
    .replace(/\s*\|\s*\|\s*/g, ' | ')
    .trim();
}
