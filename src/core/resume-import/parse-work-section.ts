import type { ImportedWork } from '../../shared/schemas/resume-import.ts';
import { classifyHeader } from './classify-header-text.ts';
import { findDateRange, findTrailingDate } from './resume-dates.ts';

export const BULLET = /^\s*(?:[•·▪‣◦●*–-]|\d+\.)\s*/;

/** A line that can be part of an entry's header: not a bullet, short, not a sentence. */
function headerLike(line: string): boolean {
  return !BULLET.test(line) && line.length <= 90 && !/[.;]$/.test(line.trim());
}

/**
 * Each dated line anchors one position. Its header is the text beside the dates and up to two
 * header-like lines just above; when that does not name both an employer and a title (dates
 * first, or dates in a margin column), up to two lines just below join it. What follows until
 * the next header is the description.
 */
export function parseWorkSection(lines: string[]): { entries: ImportedWork[]; yearOnly: string[] } {
  const anchors = lines.flatMap((line, index) => {
    const range = findDateRange(line) ?? (headerLike(line) ? findTrailingDate(line) : undefined);
    return range ? [{ index, range }] : [];
  });
  const headers: { start: number; lines: string[]; after: number }[] = [];
  let floor = -1;
  anchors.forEach(({ index, range }, anchorNumber) => {
    let start = index;
    while (start - 1 > floor && index - start < 2 && headerLike(lines[start - 1] ?? '')) start--;
    const beside = stripSeparators((lines[index] ?? '').replace(range.text, ''));
    const headerLines = [...lines.slice(start, index), ...(beside ? [beside] : [])];
    const ceiling = anchors[anchorNumber + 1]?.index ?? lines.length;
    let after = index + 1;
    const complete = () => {
      const parts = classifyHeader(headerLines);
      return Boolean(parts.company && parts.position);
    };
    while (after < ceiling && after - index <= 2 && headerLike(lines[after] ?? '') && !complete()) {
      headerLines.push(lines[after] ?? '');
      after++;
    }
    headers.push({ start, lines: headerLines, after });
    floor = after - 1;
  });

  const entries: ImportedWork[] = [];
  const yearOnly: string[] = [];
  anchors.forEach(({ range }, anchorNumber) => {
    const header = headers[anchorNumber];
    if (!header) return;
    const end = headers[anchorNumber + 1]?.start ?? lines.length;
    const description = lines
      .slice(header.after, end)
      .map((line) => line.replace(BULLET, '').trim())
      .filter(Boolean)
      .join('\n');
    const parts = classifyHeader(header.lines);
    if (!parts.company && !parts.position) return;
    // A title under the previous one without an employer of its own: a promotion, same employer.
    const previous = entries.at(-1);
    if (!parts.company && previous?.company) {
      parts.company = previous.company;
      parts.location ||= previous.location;
    }
    if (range.yearOnly) yearOnly.push(parts.company || parts.position);
    entries.push({
      ...parts,
      startDate: range.startDate,
      endDate: range.endDate,
      description: description.slice(0, 4000),
    });
  });
  return { entries, yearOnly };
}

export function stripSeparators(text: string): string {
  return text
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/^[\s|,–—-]+|[\s|,–—-]+$/g, '')
    .replace(/\s*\|\s*\|\s*/g, ' | ')
    .trim();
}
