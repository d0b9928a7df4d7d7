/**
 * Turns a PDF page's positioned text items into lines in reading order. A two-column layout (a
 * sidebar beside the main column) is read column by column: full-width lines above the columns
 * first, then the left column top to bottom, then the right one, then full-width lines below.
 * Right-aligned dates on a one-column page are not a second column: the right side must hold a
 * real share of the text and lines that are not dates.
 */

import { flushRight, rightEdge } from './flush-right.ts';
import { foldMarginDates } from './fold-margin-dates.ts';
import { DATE_RANGE, SINGLE_DATE } from './resume-dates.ts';
import type { TextItem } from './text-item.ts';

export type { TextItem } from './text-item.ts';

interface Line {
  y: number;
  items: TextItem[];
}

/** A printed line with what the layout says about it (decision 044). */
export interface LayoutLine {
  text: string;
  /** Baseline, from the bottom of the page. */
  y: number;
  /** The largest font size on the line. */
  size: number;
  /**
   * The line's text in that size alone, when smaller type shares the line: a label column's
   * "PERSONAL INFORMATION" beside the name.
   */
  sizedText?: string;
  /** The first line of a column read after another one (decision 044): no section runs on. */
  columnStart?: boolean;
  /** Where the line's text starts and ends on the page. */
  left: number;
  right: number;
  /** For a line in a column: which one, and the gutter between them. */
  column?: { side: 'left' | 'right'; gutter: number };
}

const SAME_LINE_TOLERANCE = 2.5;
const WIDE_GAP = 24;

export function orderPageLines(items: TextItem[]): string[] {
  return orderPageLayoutLines(items).map((line) => line.text);
}

export function orderPageLayoutLines(items: TextItem[]): LayoutLine[] {
  const visible = items.filter((item) => item.str.trim() !== '');
  const gutter = findGutter(visible);
  if (gutter === undefined) return groupLines(foldMarginDates(visible)).map(layoutLine);

  // A sidebar's line too long for its column runs a little past the gutter
  // ("Critical Care Registered Nurse (CCRN)" into the main column's margin): it is still the
  // sidebar's when it starts at the sidebar's edge and most of it lies left of the gutter.
  const sidebarLeft = Math.min(...visible.map((item) => item.x));
  const mainLeft = Math.min(...visible.filter((item) => item.x >= gutter).map((item) => item.x));
  const overflows = (item: TextItem) =>
    Math.abs(item.x - sidebarLeft) <= 1.5 && mainLeft - item.x >= item.width * 0.75;
  const crosses = (item: TextItem) =>
    item.x < gutter && item.x + item.width > gutter && !overflows(item);
  const fullWidth = groupLines(visible.filter(crosses));
  const columnItems = visible.filter((item) => !crosses(item));
  const columnTop = Math.max(...columnItems.map((item) => item.y));
  const left = groupLines(columnItems.filter((item) => item.x < gutter));
  const right = groupLines(columnItems.filter((item) => item.x >= gutter));
  const inColumn = (side: 'left' | 'right') => (line: Line) => ({
    ...layoutLine(line),
    column: { side, gutter },
  });
  const rightLines = right.map(inColumn('right'));
  if (left.length > 0 && rightLines[0]) rightLines[0].columnStart = true;
  return [
    ...fullWidth.filter((line) => line.y > columnTop).map(layoutLine),
    ...left.map(inColumn('left')),
    ...rightLines,
    ...fullWidth.filter((line) => line.y <= columnTop).map(layoutLine),
  ];
}

function layoutLine(line: Line): LayoutLine {
  const size = Math.max(0, ...line.items.map((item) => item.fontSize ?? 0));
  const right = Math.max(...line.items.map((item) => item.x + item.width));
  const left = Math.min(...line.items.map((item) => item.x));
  const sizedText = largestField(line, size);
  return {
    text: lineText(line),
    y: line.y,
    size,
    left,
    right,
    ...(sizedText ? { sizedText } : {}),
  };
}

/**
 * The fields (parts a wide gap, or a gap where the type size changes, divides) that hold type of
 * the line's largest size, when others do not: a label column's "PERSONAL INFORMATION" beside
 * the name. Small capitals mix sizes with no gap inside one field, which stays whole.
 */
function largestField(line: Line, size: number): string | undefined {
  const fields: TextItem[][] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const item of [...line.items].sort((a, b) => a.x - b.x)) {
    const before = fields.at(-1)?.at(-1);
    const resized = Math.abs((before?.fontSize ?? 0) - (item.fontSize ?? 0)) > 2;
    const gap = item.x - end;
    if (!before || gap > WIDE_GAP || (resized && gap > 3)) fields.push([item]);
    else fields.at(-1)?.push(item);
    end = item.x + item.width;
  }
  const sized = fields.filter((field) => field.some((item) => (item.fontSize ?? 0) >= size - 0.5));
  if (sized.length === fields.length) return undefined;
  return lineText({ ...line, items: sized.flat() });
}

/**
 * Text that runs across the gutter at a word's spacing is one column, though no item crosses
 * it: an exporter that writes each word as its own item leaves gaps between words at any x.
 * Lines with text on both sides of a real gutter stand more than a word space apart.
 */
function runsAcross(items: TextItem[], gutter: number): boolean {
  let both = 0;
  let close = 0;
  for (const line of groupLines(items)) {
    const leftEnd = Math.max(
      ...line.items.filter((item) => item.x < gutter).map((item) => item.x + item.width),
    );
    const right = line.items.filter((item) => item.x >= gutter);
    const rightStart = Math.min(...right.map((item) => item.x));
    if (!Number.isFinite(leftEnd) || !Number.isFinite(rightStart)) continue;
    both++;
    // A word space is about a third of the type size; columns stand an em or more apart.
    const size = Math.max(...right.map((item) => item.fontSize ?? 10));
    // A sidebar line running past the gutter is an overflow, not a word space (see `overflows`).
    if (leftEnd <= gutter && rightStart - leftEnd < size * 0.6) close++;
  }
  return both > 0 && close > both * 0.25;
}

function findGutter(items: TextItem[]): number | undefined {
  if (items.length < 12) return undefined;
  const minX = Math.min(...items.map((item) => item.x));
  const maxX = Math.max(...items.map((item) => item.x + item.width));
  const totalChars = items.reduce((sum, item) => sum + item.str.length, 0);
  let best: { x: number; crossing: number } | undefined;
  for (let x = minX + (maxX - minX) * 0.2; x <= minX + (maxX - minX) * 0.8; x += 2) {
    const crossing = items.filter((item) => item.x < x && item.x + item.width > x).length;
    if (!best || crossing < best.crossing) best = { x, crossing };
  }
  if (!best || best.crossing > items.length * 0.1) return undefined;
  const gutter = best.x;
  if (runsAcross(items, gutter)) return undefined;
  const rightSide = items.filter((item) => item.x >= gutter);
  const leftSide = items.filter((item) => item.x + item.width <= gutter);
  const chars = (side: TextItem[]) => side.reduce((sum, item) => sum + item.str.length, 0);
  const notDates = rightSide.filter(
    (item) => !DATE_RANGE.test(item.str) && !SINGLE_DATE.test(item.str),
  );
  const isColumn = (side: TextItem[]) =>
    chars(side) > totalChars * 0.2 || (side === leftSide && isSidebarBlock(side));
  // Flush-right text on the right is places and dates on title lines; flush-right text on the
  // left is a label column (section names, dates) beside the entries: neither is a column.
  if (flushRight(rightSide, maxX) || flushRight(leftSide, rightEdge(leftSide))) return undefined;
  return isColumn(leftSide) && isColumn(rightSide) && notDates.length >= 5 ? gutter : undefined;
}

/**
 * A sidebar that holds little text (contacts, three skills, certificate names) is still a column:
 * many lines, most of them set at a line's distance from the next, few of them dates. Labels
 * beside entries (section names, dates) stand apart from each other, so they do not pass.
 */
function isSidebarBlock(side: TextItem[]): boolean {
  const lines = groupLines(side);
  if (lines.length < SIDEBAR_LINES) return false;
  const set = lines.filter((line, index) => {
    const size = Math.max(1, ...line.items.map((item) => item.fontSize ?? 10));
    const gaps = [lines[index - 1], lines[index + 1]].map((other) =>
      other ? Math.abs(other.y - line.y) : Number.POSITIVE_INFINITY,
    );
    return Math.min(...gaps) <= size * 1.8;
  });
  const dates = lines.filter((line) => {
    const text = lineText(line);
    return DATE_RANGE.test(text) || SINGLE_DATE.test(text);
  });
  return set.length >= lines.length * 0.7 && dates.length <= lines.length * 0.2;
}

const SIDEBAR_LINES = 8;

function groupLines(items: TextItem[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const item of sorted) {
    const last = lines.at(-1);
    if (last && Math.abs(last.y - item.y) <= SAME_LINE_TOLERANCE) last.items.push(item);
    else lines.push({ y: item.y, items: [item] });
  }
  return lines;
}

function lineText(line: Line): string {
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
