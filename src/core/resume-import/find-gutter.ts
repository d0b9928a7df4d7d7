/**
 * Where a page parts into two columns, if it does (decision 044): an x that few items cross, with
 * a real share of the text on each side, that is neither a flush-right column of dates and
 * places nor a label column, nor a run of word gaps lining up.
 */

import { flushRight, rightEdge } from './flush-right.ts';
import { groupLines, lineText } from './page-lines.ts';
import { DATE_RANGE, SINGLE_DATE } from './resume-dates.ts';
import type { TextItem } from './text-item.ts';

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

export function findGutter(items: TextItem[]): number | undefined {
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
