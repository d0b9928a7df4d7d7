import type { ImportedEducation } from '../../shared/schemas/resume-import.ts';
import { parseUsPlace } from '../geo/parse-us-place.ts';
import { namesDegree, namesDegreeWord, namesSchool } from './education-words.ts';
import { isLocation } from './header-places.ts';
import { joinWrappedLines } from './join-wrapped-lines.ts';
import { BULLET, stripSeparators } from './parse-work-section.ts';
import { findDateRange, parseMonth, SINGLE_DATE } from './resume-dates.ts';
import { looksLikeTown } from './split-header-pieces.ts';

/**
 * A line naming a school starts an entry; degree, dates and place lines fill it. Pieces of one
 * line ("B.S. Nursing | University of Iowa | 2014") are read separately.
 */
export function parseEducationSection(lines: string[]): {
  entries: ImportedEducation[];
  yearOnly: boolean;
} {
  const entries: ImportedEducation[] = [];
  let yearOnly = false;
  let current: ImportedEducation | undefined;
  const guessedSchools = new Set<ImportedEducation>();
  const degreeLine = new Map<ImportedEducation, number>();
  const wrappedDegreeTail = new Map<ImportedEducation, number>();
  const fresh = (): ImportedEducation => ({
    school: '',
    degree: '',
    schoolCityState: '',
    startDate: '',
    endDate: '',
    description: '',
  });
  const open = (needs: 'school' | 'degree'): ImportedEducation => {
    if (!current || current[needs]) {
      current = fresh();
      entries.push(current);
    }
    return current;
  };

  for (const [lineNumber, line] of joinWrappedLines(lines).entries()) {
    if (BULLET.test(line)) {
      if (current)
        current.description = [current.description, line.replace(BULLET, '').trim()]
          .filter(Boolean)
          .join('\n');
      continue;
    }
    let rest = line;
    const range = findDateRange(rest);
    const single = range ? undefined : SINGLE_DATE.exec(rest);
    if (range) rest = rest.replace(range.text, ' ');
    else if (single?.[1]) rest = rest.replace(single[1], ' ');

    const pieces = stripSeparators(rest)
      .split(/\s+\|\s+|\s+[—–]\s+|\s+-\s+|\s{3,}/)
      .map((piece) => stripSeparators(piece.replace(/^(?:expected|graduated|class of)\s*/i, '')))
      .filter(Boolean)
      .flatMap(splitDegreeFromSchool);
    let entry = current;
    let previous: 'school' | 'degree' | 'other' = 'other';
    for (const piece of pieces) {
      const kind = pieceKind(piece, previous, entry);
      // "University of Minnesota – Carlson School of Management": a school and its college,
      // split at the dash, are one school.
      if (kind === 'school' && previous === 'school' && entry?.school && namesSchool(piece)) {
        const [college, place] = splitPlace(piece);
        entry.school = `${entry.school} – ${college}`;
        if (place) entry.schoolCityState ||= place;
        continue;
      }
      if (kind === 'school') {
        const [school, place] = splitPlace(piece);
        // An unnamed piece taken for the school ("State Examination in Pharmacy") was the degree
        // when a piece naming a school follows it.
        if (current && guessedSchools.has(current) && !current.degree && namesSchool(piece)) {
          current.degree = current.school;
          current.school = '';
          guessedSchools.delete(current);
        }
        // Likewise the tail of a degree a narrow column wrapped ("Master of Arts in Human" /
        // "Resource Management" / "Masaryk University"): three lines in a row.
        const tail = current && wrappedDegreeTail.get(current);
        if (current && tail === lineNumber - 1 && namesSchool(piece)) {
          current.degree = `${current.degree} ${current.school}`;
          current.school = '';
          guessedSchools.delete(current);
        }
        const degreeOnly = current?.degree && !current.school ? current : undefined;
        entry = open('school');
        entry.school = school;
        if (!namesSchool(piece)) guessedSchools.add(entry);
        if (entry === degreeOnly && degreeLine.get(entry) === lineNumber - 1 && !namesSchool(piece))
          wrappedDegreeTail.set(entry, lineNumber);
        if (place) entry.schoolCityState ||= place;
      } else if (kind === 'degree') {
        entry = open('degree');
        entry.degree = piece;
        degreeLine.set(entry, lineNumber);
      } else if (kind === 'place' && entry) entry.schoolCityState ||= piece;
      previous = kind === 'school' || kind === 'degree' ? kind : 'other';
    }
    entry ??= current;
    if (!entry) continue;
    if (range) {
      entry.startDate ||= range.startDate;
      entry.endDate ||= range.endDate;
      yearOnly ||= range.yearOnly;
    } else if (single?.[1] && !entry.endDate) {
      const graduated = parseMonth(single[1]);
      entry.endDate = graduated?.month ?? '';
      yearOnly ||= Boolean(graduated?.yearOnly);
    }
  }
  return { entries: entries.filter((entry) => entry.school || entry.degree), yearOnly };
}

type PieceKind = 'school' | 'degree' | 'place' | 'other';

/**
 * "Boston, MA" is a place and "Psychology, MA" a degree: three state codes are also degrees
 * (Massachusetts and Master of Arts, Mississippi and Master of Science, Maryland and Doctor of
 * Medicine), so with those the gazetteer decides. Every other "Town, ST" is a place.
 */
function isSchoolPlace(text: string): boolean {
  if (!isLocation(text)) return false;
  return !/,\s*(?:MA|MS|MD)$/.test(text) || parseUsPlace(text) !== null;
}

/**
 * What one piece of an education line names. A piece that names neither a school nor a degree
 * ("IFSI Lyon Sud", "Building and Construction Programme") opens the entry as its school, or
 * fills the degree of an entry that has only a school: left out, the degree stayed empty
 * (decision 044). A town right after the school on its line is the school's place.
 */
function pieceKind(
  piece: string,
  previous: 'school' | 'degree' | 'other',
  entry: ImportedEducation | undefined,
): PieceKind {
  // "High School Diploma" is a degree although it names a school.
  if (namesSchool(piece) && !namesDegreeWord(piece)) return 'school';
  if (isSchoolPlace(piece)) return 'place';
  if (namesDegree(piece)) return 'degree';
  // Right after the school, "Akoka, Lagos" (towns and regions no list holds) is its place too.
  const towns = piece.split(/,\s+/);
  if (previous === 'school' && towns.length <= 3 && towns.every(looksLikeTown)) return 'place';
  const name = /^\p{Lu}/u.test(piece) && piece.length <= 80 && !/[.:;]$/.test(piece);
  if (!name) return 'other';
  if (!entry?.school) return 'school';
  return entry.degree ? 'other' : 'degree';
}

/**
 * "Seoul National University, B.A. in Business Administration" or "Bachelor of Arts,
 * Psychology, York University, Toronto, ON" holds a school and a degree: read whole, the degree
 * was lost inside the school (decision 044). The school runs from its first school word to the
 * degree or the end; the degree likewise.
 */
function splitDegreeFromSchool(piece: string): string[] {
  const parts = piece.split(/,\s+/);
  const schoolAt = parts.findIndex((part) => namesSchool(part) && !namesDegreeWord(part));
  // "High School Diploma" is a degree although it names a school (as in pieceKind).
  const degreeAt = parts.findIndex(
    (part, at) =>
      namesDegree(part) &&
      (!namesSchool(part) || namesDegreeWord(part)) &&
      // "…, Boston, MA": the state of a place, not a Master of Arts.
      !(at > 0 && isSchoolPlace(`${parts[at - 1]}, ${part}`)),
  );
  // "Diploma in Culinary Arts, Le Cordon Bleu, Scottsdale, AZ": a name no school word marks,
  // between the degree and a place closing the line, is the school.
  if (schoolAt < 0 && degreeAt === 0 && parts.length >= 4 && isLocation(parts.slice(-2).join(', ')))
    return [parts.slice(0, -3).join(', '), parts.slice(-3).join(', ')];
  if (schoolAt < 0 || degreeAt < 0) return [piece];
  const second = Math.max(schoolAt, degreeAt);
  return [parts.slice(0, second).join(', '), parts.slice(second).join(', ')];
}

/**
 * "University of Iowa, Iowa City, IA" or "The Manchester College, Manchester" → the school, then
 * the place. "University of California, Berkeley" names a campus, not a place; "University of
 * Nottingham, Nottingham" repeats its town.
 */
function splitPlace(piece: string): [string, string?] {
  const spaced = spacedPlace(piece);
  if (spaced) return spaced;
  const parts = piece.split(/,\s+/);
  if (parts.length >= 3 && isLocation(parts.slice(-2).join(', ')))
    return [parts.slice(0, -2).join(', '), parts.slice(-2).join(', ')];
  const last = parts.at(-1) ?? '';
  const campus =
    /^University of \p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?$/u.test(parts[0] ?? '') &&
    !(parts[0] ?? '').includes(last);
  if (
    parts.length >= 2 &&
    looksLikeTown(last) &&
    !namesSchool(last) &&
    !(campus && parts.length === 2)
  )
    return [parts.slice(0, -1).join(', '), last];
  return [piece];
}

/**
 * "Central Piedmont Community College Charlotte, NC United States": a builder that prints the
 * school and its US place with only a space between. The town is the shortest run of words
 * before the state that the gazetteer knows, so the school keeps its own words.
 */
function spacedPlace(piece: string): [string, string] | undefined {
  const match = /^([^,]+) (\p{Lu}[\p{L}.'’-]+), ([A-Z]{2})((?: United States| USA| US)?)$/u.exec(
    piece,
  );
  if (!match) return undefined;
  const [, before = '', last = '', state = '', country = ''] = match;
  const words = before.split(' ');
  for (let count = 0; count <= Math.min(2, words.length - 1); count++) {
    const town = [...words.slice(words.length - count), last].join(' ');
    const school = words.slice(0, words.length - count).join(' ');
    if (namesSchool(school) && parseUsPlace(`${town}, ${state}`))
      return [school, `${town}, ${state}${country}`];
  }
  return undefined;
}
