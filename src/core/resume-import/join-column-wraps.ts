import type { LayoutLine } from './order-text-items.ts';

/**
 * A narrow sidebar wraps names a full-width page prints on one line: "Certificate in Supply
 * Chain" / "Management", "Columbus State Community" / "College". Read as lines, the tail looks
 * like a name of its own (a school, a degree). The layout tells: the first line runs to the
 * column's edge, so the next line's first word did not fit beside it, and the next line starts
 * where it did, in the same type, right under it (decision 044). Only a lone word, and only in
 * a column narrower than half the page: a main column's description lines are left as they are.
 */
const NARROW = 0.5;
/** Share of the type size an average letter takes: the next word's width, roughly. */
const LETTER = 0.55;
const ABBREVIATION_ALONE = /^\([\p{Lu}\d&/-]{2,10}\)$/u;

export function joinColumnWraps(lines: LayoutLine[]): LayoutLine[] {
  if (lines.length === 0) return lines;
  const pageLeft = Math.min(...lines.map((line) => line.left));
  const pageRight = Math.max(...lines.map((line) => line.right));
  const edges = new Map<string, { left: number; right: number }>();
  for (const line of lines) {
    if (!line.column) continue;
    const edge = edges.get(line.column.side) ?? { left: line.left, right: line.right };
    edges.set(line.column.side, {
      left: Math.min(edge.left, line.left),
      right: Math.max(edge.right, line.right),
    });
  }
  const joined: LayoutLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (previous && wrapsInto(previous, line, edges, pageRight - pageLeft)) {
      joined[joined.length - 1] = {
        ...previous,
        // A broken address or compound ("amara-okafor-" / "teach") joins without a space.
        text: /[-/]$/.test(previous.text)
          ? `${previous.text}${line.text}`
          : `${previous.text} ${line.text}`,
        // The text now ends where the tail ends, on the lower line.
        y: line.y,
        right: line.right,
      };
    } else joined.push(line);
  }
  return joined;
}

function wrapsInto(
  above: LayoutLine,
  below: LayoutLine,
  edges: Map<string, { left: number; right: number }>,
  pageWidth: number,
): boolean {
  const side = above.column?.side;
  if (!side || side !== below.column?.side) return false;
  const edge = edges.get(side);
  if (!edge || edge.right - edge.left > pageWidth * NARROW) return false;
  const sameType = Math.abs(above.size - below.size) < 0.5;
  // Designs space a wrapped line as far as the next item, so the gap only rules out the far.
  const underIt = above.y - below.y > 0 && above.y - below.y <= above.size * 2;
  const sameStart = Math.abs(above.left - below.left) <= 1.5;
  const firstWord = below.text.split(' ')[0] ?? '';
  const full = above.right >= edge.right - (firstWord.length + 1) * below.size * LETTER;
  // A sentence, a list item or a date ends where it ends; so does a line the next one opens
  // with a bullet, a digit or a symbol.
  const closed = /[.:;,!?)]$/.test(above.text) || /\d$/.test(above.text);
  // A name's abbreviation in brackets is its tail: "Critical Care Registered Nurse" / "(CCRN)".
  const abbreviation = ABBREVIATION_ALONE.test(below.text.trim());
  const opensAnew = !/^\p{L}/u.test(below.text) && !abbreviation;
  // Only a lone word is taken for a tail: a line of several ("Whetstone High School") under a
  // full one ("High School Diploma") is as likely the next item; a word in capitals is a heading.
  // A year may close it ("New Mexico Public Education" / "Department, 2022"), and so may the
  // name's abbreviation ("Advanced Cardiovascular Life" / "Support (ACLS)").
  const loneWord =
    abbreviation ||
    /^\p{Lu}?\p{Ll}[\p{L}'’-]*(?:\s+\([\p{Lu}\d&/-]{2,10}\))?(?:,?\s+\(?(?:19|20)\d{2}\)?)?$/u.test(
      below.text.trim(),
    );
  return sameType && underIt && sameStart && full && !closed && !opensAnew && loneWord;
}
