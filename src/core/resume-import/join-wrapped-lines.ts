/**
 * A narrow sidebar wraps long names: "Master of Arts in Human" / "Resource Management",
 * "SHRM Certified Professional" / "(SHRM-CP)". A line that stops on a word no name ends with
 * (in, of, and, &…) or a dash runs on into the next, a line that is only a bracketed
 * abbreviation closes the one above, and so does one that closes a bracket the line above left
 * open, or opens with a school's last word alone ("College | Charlotte, NC") (decision 044).
 */
// Lower case only: "CDL Class A" ends a name.
const OPEN_ENDING =
  /(?:^|\s)(?:in|of|and|&|for|with|to|at|on|the|a|an|de|du|des|la|le|und|für|der|[-–—/])$/;
const BRACKETED_TAIL = /^\([^()]{1,30}\)$/;
/** "… | Central Piedmont Community" / "College | Charlotte, NC": the school's last word, alone. */
const SCHOOL_NOUN_FIRST = /^(?:College|University|Institute|School|Academy)(?:\s*[|,]|$)/;

export function joinWrappedLines(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const runsOn =
      previous !== undefined &&
      line.trim() !== '' &&
      (OPEN_ENDING.test(previous.trim()) ||
        BRACKETED_TAIL.test(line.trim()) ||
        (SCHOOL_NOUN_FIRST.test(line.trim()) && /\p{Lu}\p{L}*$/u.test(previous.trim())) ||
        closesBracket(previous, line));
    if (runsOn) joined[joined.length - 1] = `${previous.trim()} ${line.trim()}`;
    else joined.push(line);
  }
  return joined;
}

/** "… Columbus, OH (Dec" / "2019)": a bracket the line left open, closed by a short next line. */
function closesBracket(previous: string, line: string): boolean {
  const open = (previous.match(/\(/g) ?? []).length > (previous.match(/\)/g) ?? []).length;
  return open && /^[^()]{1,30}\)/.test(line.trim());
}
