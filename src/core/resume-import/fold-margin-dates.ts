import { flushRight, rightEdge } from './flush-right.ts';
import { DATE_RANGE, SINGLE_DATE } from './resume-dates.ts';
import type { TextItem } from './text-item.ts';

/**
 * Some designs (moderncv, timelines, label columns) print each entry's dates in a narrow margin
 * left of the main text, wrapped over as many lines as the margin needs: "Feb" / "2018–Jun" /
 * "2022" beside a title and its description. Read line by line, the pieces landed on the wrong
 * lines and the range was lost. Each margin block is folded back into one item on the line of
 * its first piece, so the title line reads "Feb 2018–Jun 2022 | Medical Scientist, …"
 * (decision 044).
 */
export function foldMarginDates(items: TextItem[]): TextItem[] {
  const mainLeft = commonLeft(items);
  if (mainLeft === undefined) return items;
  const inMargin = (item: TextItem) => item.x + item.width <= mainLeft - 2;
  const margin = items.filter(inMargin).sort((a, b) => b.y - a.y || a.x - b.x);
  if (margin.length < 3) return items;
  const blocks = marginBlocks(margin);
  const dated = blocks.filter((block) => SINGLE_DATE.test(textOf(block)));
  // A flush-right label column (Europass) holds section names and labels as well as dates.
  const labelColumn = flushRight(margin, rightEdge(margin));
  if (dated.length < 2 || (!labelColumn && dated.length * 2 < blocks.length)) return items;
  const folded = blocks.map((block): TextItem => {
    const first = block[0] as TextItem;
    const right = Math.max(...block.map((item) => item.x + item.width));
    const x = Math.min(...block.map((item) => item.x));
    return { ...first, str: textOf(block), x, width: right - x, field: true };
  });
  return [...items.filter((item) => !inMargin(item)), ...folded];
}

/** The left edge most lines start at: the main text's. */
function commonLeft(items: TextItem[]): number | undefined {
  const starts = new Map<number, number>();
  for (const item of items)
    starts.set(Math.round(item.x), (starts.get(Math.round(item.x)) ?? 0) + 1);
  const [left] = [...starts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [];
  return left;
}

/**
 * Margin pieces one line apart belong together until they hold a whole range; the space
 * between entries is wider than a line.
 */
function marginBlocks(margin: TextItem[]): TextItem[][] {
  const gaps = margin.slice(1).map((item, index) => (margin[index]?.y ?? 0) - item.y);
  const line = Math.min(...gaps.filter((gap) => gap > 2.5));
  const blocks: TextItem[][] = [];
  margin.forEach((item, index) => {
    const block = blocks.at(-1);
    const gap = index > 0 ? (gaps[index - 1] ?? 0) : Number.POSITIVE_INFINITY;
    const sameLine = gap <= 2.5;
    const text = textOf(block ?? []);
    const wrapped = gap <= line * 1.15 && unfinishedDate(text) && !wholeRange(text);
    if (block && (sameLine || wrapped)) block.push(item);
    else blocks.push([item]);
  });
  return blocks;
}

/**
 * Only a date runs on to the next margin line ("May 2017 –" / "January 2019"); labels one line
 * apart ("Address", "Telephone") stay apart.
 */
function unfinishedDate(text: string): boolean {
  return /\d|[-–—→]$/.test(text) || DATE_PIECE.test(text);
}
const DATE_PIECE =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|spring|summer|fall|autumn|winter)/i;

/** "2016-08 → 2020-" still waits for its month. */
function wholeRange(text: string): boolean {
  return DATE_RANGE.test(text) && !/[-–—→]$/.test(text);
}

/** A year-month cut at its hyphen ("2020-" / "02") joins without a space. */
function textOf(block: TextItem[]): string {
  return block.reduce((text, item) => {
    const str = item.str.trim();
    if (!text) return str;
    return /\d-$/.test(text) && /^\d/.test(str) ? `${text}${str}` : `${text} ${str}`;
  }, '');
}
