/**
 * Text helpers shared by tailoring and the truth check (decision 050). Everything that compares
 * two texts goes through `keyOf`, so a profile fact, a posting phrase and a generated line meet in
 * the same form whatever their script, case or punctuation.
 */

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Profile text may hold pasted HTML: tags become spaces, common entities their characters. */
export function stripHtml(text: string): string {
  if (!text.includes('<') && !text.includes('&')) return text;
  return text
    .replace(/<(?:br|\/p|\/li|\/div|li)[^>]*>/gi, '\n')
    .replace(/<[^>]{0,500}>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => entities[name] ?? ' ');
}

/** One line of clean text: no tags, no control characters, single spaces. */
export function cleanText(text: string): string {
  return stripHtml(text)
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const tokenPattern = /[\p{L}\p{M}\p{N}+#]+/gu;

/** Lower-case words (letters, digits, + and #) joined by single spaces: "Med/Surg" → "med surg". */
export function keyOf(text: string): string {
  const tokens = text.normalize('NFC').toLowerCase().match(tokenPattern);
  return tokens ? tokens.join(' ') : '';
}

/** Whether `needle` (a key) occurs in `haystack` (a key) on word boundaries. */
export function containsKey(haystack: string, needle: string): boolean {
  if (!needle) return false;
  if (haystack === needle) return true;
  let at = haystack.indexOf(needle);
  while (at >= 0) {
    const before = at === 0 || haystack.charCodeAt(at - 1) === 32;
    const end = at + needle.length;
    const after = end === haystack.length || haystack.charCodeAt(end) === 32;
    if (before && after) return true;
    at = haystack.indexOf(needle, at + 1);
  }
  return false;
}

/**
 * A description as bullets: its lines, and each line's sentences. Bullet markers are dropped;
 * "Dr." or "St." do not end a sentence.
 */
export function splitBullets(description: string): string[] {
  const bullets: string[] = [];
  for (const rawLine of stripHtml(description).split(/\n|\r|•|·|▪|◦|●|(?:^|\s)[-*–]\s+/)) {
    const line = cleanText(rawLine);
    if (!line) continue;
    for (const sentence of splitSentences(line)) if (sentence) bullets.push(sentence);
  }
  return bullets;
}

// Initials ("U.S. Federal Government") do not end a sentence either.
const abbreviations =
  /(?:\b(?:Dr|St|Mr|Mrs|Ms|Jr|Sr|Inc|Co|Ltd|No|vs|etc|e\.g|i\.e|approx)|\b(?:\p{Lu}\.)+\p{Lu})$/iu;

/** Sentences of one line, ending at . ! ? followed by a space and a capital letter or digit. */
export function splitSentences(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  const pattern = /[.!?]+\s+(?=[\p{Lu}\p{N}"“(])/gu;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const candidate = text.slice(start, match.index);
    if (abbreviations.test(candidate)) continue;
    parts.push(text.slice(start, match.index + match[0].trimEnd().length).trim());
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) parts.push(rest);
  return parts;
}

/** FNV-1a: a stable small hash for choosing a letter's structure and making ids. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** "a", "a and b", "a, b and c". */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Cuts to at most `max` characters on a word boundary, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
