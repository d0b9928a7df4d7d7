/** Words that say nothing about a job's fit. */
const stopWords = new Set(
  'a an and are as at be but by for from has have in into is it its of on or our that the their this to we will with you your us who what all any can do not more than per job jobs role work team'.split(
    ' ',
  ),
);

/** Lower-case word tokens of a text, without stop words, 2+ characters ("c#" and "c++" kept). */
export function textTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const raw of text.toLowerCase().split(/[^a-z0-9#+]+/)) {
    const token = raw.replace(/^\++/, '');
    if (token.length >= 2 && !stopWords.has(token)) tokens.push(token);
  }
  return tokens;
}

/**
 * A word's singular, by the plain English rules ("nurses" → "nurse", "secretaries" →
 * "secretary", "coaches" → "coach"); words that only look plural ("bus", "analysis", "boss")
 * stay. Occupation titles are plural and postings singular, so both sides go through this.
 */
export function singularWord(word: string): string {
  if (word.length <= 3 || !word.endsWith('s')) return word;
  if (/(ss|us|is|ics)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Title words in one number: how a wanted title and a posting's title are compared. */
export function titleTokens(title: string): string[] {
  return textTokens(title).map(singularWord);
}

/**
 * The job's learning terms: distinct title and description tokens, title words first, at most
 * `limit` of them so that ranking and feedback stay bounded per job.
 */
export function jobTerms(title: string, description: string, limit = 48): string[] {
  const terms = new Set<string>();
  for (const token of textTokens(title)) terms.add(token);
  for (const token of textTokens(description)) {
    if (terms.size >= limit) break;
    terms.add(token);
  }
  return [...terms].slice(0, limit);
}

/** One key per skill, tool or certification name: case, spacing and punctuation ignored. */
export const normalizeName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9#+]+/g, ' ')
    .trim();

/** One key per company: "Acme, Inc." and "ACME" are the same employer. */
export const companyKeyOf = (company: string) =>
  normalizeName(company)
    .replace(/\b(inc|llc|ltd|co|corp|corporation|company|the)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
