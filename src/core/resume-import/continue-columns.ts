import type { LayoutLine } from './order-text-items.ts';

/**
 * A two-column resume that runs onto a second page carries its main column over: the first
 * lines of page two ("HR Assistant", its employer and description) continue the left column of
 * page one, not the sidebar that was read last there. Page by page, the lines that open a page
 * inside the previous page's left column are moved to follow that column (decision 044).
 */
export function continueColumns(pages: LayoutLine[][]): LayoutLine[] {
  const lines: LayoutLine[] = [];
  let previous: LayoutLine[] = [];
  for (const page of pages) {
    const gutter = previous.find((line) => line.column)?.column?.gutter;
    const leftEnd = lines.findLastIndex((line) => line.column?.side === 'left');
    const carried = gutter === undefined || leftEnd < 0 ? 0 : leadingLeftLines(page, gutter);
    lines.splice(leftEnd + 1, 0, ...page.slice(0, carried));
    lines.push(...page.slice(carried));
    previous = page;
  }
  return lines;
}

/**
 * How many lines open the page inside the left column of a page whose gutter was `gutter`: its
 * own left column, or the whole page when nothing on it reaches past the gutter (a short
 * line of a full-width page, such as a heading, does not count on its own).
 */
function leadingLeftLines(page: LayoutLine[], gutter: number): number {
  if (!page.some((line) => line.column))
    return page.every((line) => line.right <= gutter) ? page.length : 0;
  const count = page.findIndex((line) => line.column?.side !== 'left');
  return count < 0 ? page.length : count;
}
