/**
 * Turns a PDF page's positioned text items into lines in reading order. A two-column layout (a
 * sidebar beside the main column) is read column by column: full-width lines above the columns
 * first, then the left column top to bottom, then the right one, then full-width lines below.
 * Right-aligned dates on a one-column page are not a second column (`find-gutter.ts`).
 */

import { findGutter } from './find-gutter.ts';
import { foldMarginDates } from './fold-margin-dates.ts';
import { groupLines, type Line, lineText, WIDE_GAP } from './page-lines.ts';
import type { TextItem } from './text-item.ts';

export type { TextItem } from './text-item.ts';

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
