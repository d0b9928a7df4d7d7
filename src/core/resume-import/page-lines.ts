/**
 * Positioned text items grouped into printed lines, and a line's text with its fields apart
 * (decision 044): the pieces the page readers share.
 */

import type { TextItem } from './text-item.ts';

export interface Line {
  y: number;
  items: TextItem[];
}

const SAME_LINE_TOLERANCE = 2.5;
/** A gap this wide between items on one line parts two fields. */
export const WIDE_GAP = 24;

export function groupLines(items: TextItem[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const item of sorted) {
    const last = lines.at(-1);
    if (last && Math.abs(last.y - item.y) <= SAME_LINE_TOLERANCE) last.items.push(item);
    else lines.push({ y: item.y, items: [item] });
  }
  return lines;
}

export function lineText(line: Line): string {
  const items = [...line.items].sort((a, b) => a.x - b.x);
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  let afterField = false;
  for (const item of items) {
    const gap = item.x - end;
    const previous = text.trim().split(' ').at(-1) ?? '';
    // A wide gap separates fields ("Acme Corp      Jan 2020 – Present"); keep that as a divider,
    // except between the words of one date range a justified cell spread apart.
    // A list item set an em or so after a label ("Certificates   – CIPD …") opens a field too.
    const itemAfterLabel = gap > (item.fontSize ?? 10) * 0.8 && /^[–•▪]\s/.test(item.str.trim());
    const divider =
      afterField ||
      itemAfterLabel ||
      (gap > WIDE_GAP && !(DATE_WORD.test(previous) && DATE_WORD.test(item.str.trim())));
    const separator = divider ? ' | ' : gap > 1 ? ' ' : '';
    const str = collapseLetterSpacing(item.str);
    text += text ? `${separator}${str}` : str;
    end = item.x + item.width;
    afterField = item.field === true;
  }
  return composeAccents(text.replace(/\s+/g, ' ').trim());
}

/** Spacing accents pdfTeX draws over a letter its font lacks, and the marks they stand for. */
const COMBINING: Record<string, string> = {
  '´': '\u0301',
  '`': '\u0300',
  '¨': '\u0308',
  ˆ: '\u0302',
  '˜': '\u0303',
  '¸': '\u0327',
  '˛': '\u0328',
  ˇ: '\u030C',
  '˘': '\u0306',
  '˙': '\u0307',
  '˝': '\u030B',
  '¯': '\u0304',
  '˚': '\u030A',
};

/**
 * "Pozna ´n", "Kraków" as "Krak ´ow": a TeX document builds a letter its font lacks from the
 * letter and a spacing accent, which text extraction returns apart. Put back together, inside
 * the word when the letter is lower case ("Poznań"), a word of its own when it opens one.
 */
function composeAccents(text: string): string {
  return text.replace(
    /(\p{L} )?([´`¨ˆ˜¸˛ˇ˘˙˝¯˚])(\p{L})/gu,
    (whole, before: string | undefined, accent: string, letter: string) => {
      const mark = COMBINING[accent];
      if (!mark) return whole;
      const composed = `${letter}${mark}`.normalize('NFC');
      if (!before) return composed;
      return /\p{Ll}/u.test(letter) ? `${before.trim()}${composed}` : `${before}${composed}`;
    },
  );
}

const DATE_WORD =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$|^(?:19|20)\d{2}$|^[-–—~]$|^(?:present|current|now)$/i;

/**
 * Letter-spaced display type arrives as "D A N A": one word, one item. Kerned pairs may come
 * without their space ("FAT O U"), so short chunks among single letters count too.
 */
function collapseLetterSpacing(str: string): string {
  const tokens = str.trim().split(' ');
  const letters = tokens.filter((token) => [...token].length === 1).length;
  const spaced =
    tokens.length >= 3 &&
    !/\s{2}/.test(str.trim()) &&
    letters * 3 >= tokens.length * 2 &&
    tokens.every((token) => [...token].length <= 3);
  return spaced ? str.replace(/ /g, '') : str;
}
