import type { ImportedEducation } from '../../shared/schemas/resume-import.ts';
import { isLocation } from './header-places.ts';
import { BULLET, stripSeparators } from './parse-work-section.ts';
import { findDateRange, parseMonth, SINGLE_DATE } from './resume-dates.ts';

const SCHOOL =
  /\b(university|college|institute|school|academy|polytechnic|conservatory|seminary|apprenticeship|program|universidad|université)\b/i;
const DEGREE_WORD =
  /\b(bachelor|master|associate|doctor|diploma|certificate|certification|degree|ged|journeyman)/i;
const DEGREE_ABBREVIATION =
  /\b(B\.?S\.?N?|B\.?A\.?|BSc|BEng|M\.?S\.?N?|M\.?A\.?|MSc|M\.?B\.?A\.?|Ph\.?D\.?|A\.?A\.?S?\.?|A\.?S\.?N?\.?|BFA|MFA|BBA|BEd|MEd|MSW|MPH|JD|MD|EdD|DNP|CDL)(?![A-Za-z])/;
const isDegree = (text: string) => DEGREE_WORD.test(text) || DEGREE_ABBREVIATION.test(text);

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

  for (const line of lines) {
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
    for (const piece of pieces) {
      // "High School Diploma" is a degree although it names a school.
      if (SCHOOL.test(piece) && !DEGREE_WORD.test(piece)) {
        const [school, ...place] = splitPlace(piece);
        entry = open('school');
        entry.school = school ?? piece;
        if (place.length) entry.schoolCityState ||= place.join(', ');
      } else if (isDegree(piece)) {
        entry = open('degree');
        entry.degree = piece;
      } else if (isLocation(piece) && entry) entry.schoolCityState ||= piece;
      else if (entry && !entry.school && /^[A-Z]/.test(piece) && piece.length <= 80)
        entry.school = piece;
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

/**
 * "Seoul National University, B.A. in Business Administration" is two pieces, a school and a
 * degree; read whole, the degree was lost inside the school (decision 044).
 */
function splitDegreeFromSchool(piece: string): string[] {
  const parts = piece.split(/,\s+/);
  const degreeAt = parts.findIndex((part) => isDegree(part) && !SCHOOL.test(part));
  if (parts.length < 2 || degreeAt < 0) return [piece];
  const rest = parts.filter((_, index) => index !== degreeAt).join(', ');
  return SCHOOL.test(rest) ? [parts[degreeAt] ?? '', rest] : [piece];
}

/** "University of Iowa, Iowa City, IA" → school, then the place. */
function splitPlace(piece: string): string[] {
  const parts = piece.split(/,\s+/);
  if (parts.length >= 3 && isLocation(parts.slice(-2).join(', ')))
    return [parts.slice(0, -2).join(', '), parts.slice(-2).join(', ')];
  return [piece];
}
