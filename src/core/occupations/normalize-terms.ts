import { asciiWordCharacters, scanWordSpans, scanWords, type WordSpans } from './scan-words.ts';

/**
 * The one tokenizer shared by title matching and term extraction, so that data entries and
 * posting text always meet in the same form: lower-case, split on anything but letters, digits,
 * `+` and `#` (C++, C#), with a light plural fold ("nurses" → "nurse", "therapies" → "therapy").
 */
const tokenCharacters = asciiWordCharacters('+#');

export function foldToken(token: string): string {
  const lower = token.toLowerCase();
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (
    lower.length > 3 &&
    lower.endsWith('s') &&
    !lower.endsWith('ss') &&
    !lower.endsWith('us') &&
    !lower.endsWith('is')
  ) {
    return lower.slice(0, -1);
  }
  return lower;
}

/** Raw tokens in text order (original spelling kept for case-sensitive terms). */
export function rawTokens(text: string): string[] {
  return scanWords(text, tokenCharacters);
}

/** Where rawTokens' tokens are, for a caller that looks them up without cutting them out. */
export function scanTokenSpans(text: string, spans: WordSpans): void {
  scanWordSpans(text, tokenCharacters, spans);
}

export function foldedTokens(text: string): string[] {
  return rawTokens(text).map(foldToken);
}
