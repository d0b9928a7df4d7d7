import type { TextItem } from './text-item.ts';

/**
 * Text set flush right: most right edges line up while the left edges wander, more often than any
 * left edge is shared. Awesome-CV style places and dates on the title lines are set so, and so
 * are the labels and dates of a Europass-like label column; a real column of text lines up on
 * the left (decision 044). The edge is `edge` (the side's rightmost) or the one most items end
 * at: a line set to the full width ("… \hfill 2015") may end further right than a table of dates
 * and places set a little narrower.
 */
export function flushRight(side: TextItem[], edge: number): boolean {
  if (side.length < 4) return false;
  const ends = side.map((item) => item.x + item.width);
  const endingNear = (at: number) => ends.filter((end) => Math.abs(at - end) < 3).length;
  const flush = Math.max(endingNear(edge), ...ends.map(endingNear));
  const starts = new Map<number, number>();
  for (const item of side)
    starts.set(Math.round(item.x), (starts.get(Math.round(item.x)) ?? 0) + 1);
  const sharedStart = Math.max(...starts.values());
  return flush >= side.length * 0.6 && flush > sharedStart;
}

/** The rightmost edge of some items. */
export const rightEdge = (items: TextItem[]) =>
  Math.max(...items.map((item) => item.x + item.width));
