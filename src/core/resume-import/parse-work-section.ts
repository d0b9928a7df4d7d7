import type { ImportedWork } from '../../shared/schemas/resume-import.ts';
import { classifyHeader } from './classify-header-text.ts';
import { findDateRange } from './resume-dates.ts';

export const BULLET = /^\s*(?:[•·▪‣◦●*–-]|\d+\.)\s*/;

/** A line that can be part of an entry's header: not a bullet, short, not a sentence. */
function headerLike(line: string): boolean {
  return !BULLET.test(line) && line.length <= 90 && !/[.;]$/.test(line.trim());
}

/**
 * Each dated line anchors one position. Its header is the text beside the dates and up to two
 * header-like lines just above (or, when the dates come first, just below); what follows until
 * the next header is the description.
 */
export function parseWorkSection(lines: string[]): { entries: ImportedWork[]; yearOnly: string[] } {
  const anchors = lines.flatMap((line, index) => {
    const range = findDateRange(line);
    return range ? [{ index, range }] : [];
  });
  const entries: ImportedWork[] = [];
  const yearOnly: string[] = [];
  const starts: number[] = [];
  const headers: { before: string[]; after: number }[] = [];

  anchors.forEach(({ index }, anchorNumber) => {
    const floor = anchorNumber === 0 ? -1 : (anchors[anchorNumber - 1]?.index ?? -1);
    let start = index;
    while (start - 1 > floor && index - start < 2 && headerLike(lines[start - 1] ?? '')) start--;
    let after = index + 1;
    const beside = (lines[index] ?? '').replace(findDateRange(lines[index] ?? '')?.text ?? '', '');
    if (start === index && !stripSeparators(beside)) {
      const ceiling = anchors[anchorNumber + 1]?.index ?? lines.length;
      while (after < ceiling && after - index <= 2 && headerLike(lines[after] ?? '')) after++;
    }
    starts.push(start);
    headers.push({ before: lines.slice(start, index), after });
  });

  anchors.forEach(({ index, range }, anchorNumber) => {
    const header = headers[anchorNumber];
    if (!header) return;
    const beside = stripSeparators((lines[index] ?? '').replace(range.text, ''));
    const headerLines = [
      ...header.before,
      ...(beside ? [beside] : []),
      ...lines.slice(index + 1, header.after),
    ];
    const end = starts[anchorNumber + 1] ?? lines.length;
    const description = lines
      .slice(header.after, end)
      .map((line) => line.replace(BULLET, '').trim())
      .filter(Boolean)
      .join('\n');
    const parts = classifyHeader(headerLines);
    if (!parts.company && !parts.position) return;
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
    .replace(/^[\s|,–—-]+|[\s|,–—-]+$/g, '')
    .replace(/\s*\|\s*\|\s*/g, ' | ')
    .trim();
}
