import { titleCase } from './find-contact-details.ts';
import type { LayoutLine } from './order-text-items.ts';

/**
 * The name is the largest type near the top of the first page. Designers break it over two
 * lines ("CHRIS" / "OH") or letter-space it; text order alone misses both, so the lines set in
 * that size are joined (decision 044). Undefined when nothing stands out from the body text.
 */
const DOCUMENT_TITLE = /^(?:r[ée]sum[ée]|resume|curriculum vitae|cv)$/i;

export function findNameBySize(
  firstPage: LayoutLine[],
): { value: string; snippet: string } | undefined {
  const sizes = firstPage.map((line) => line.size).filter((size) => size > 0);
  if (sizes.length === 0) return undefined;
  const body = median(sizes);
  // A title over the page ("Résumé", "Curriculum Vitae") may be set larger than the name.
  const top = firstPage.slice(0, 8).filter((line) => !DOCUMENT_TITLE.test(line.text.trim()));
  const largest = Math.max(...top.map((line) => line.size));
  if (largest < body * 1.3) return undefined;
  const start = top.findIndex((line) => line.size === largest);
  const parts: string[] = [];
  for (const line of top.slice(start)) {
    if (Math.abs(line.size - largest) > 0.5) break;
    parts.push(line.sizedText ?? line.text);
  }
  const name = parts
    .join(' ')
    .replace(/\s*\|\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = name.split(' ');
  if (words.length < 2 || words.length > 5 || /[@\d]/.test(name)) return undefined;
  const value = words
    .map((word) => (word === word.toUpperCase() && word.length > 1 ? titleCase(word) : word))
    .join(' ');
  return { value, snippet: parts.join(' / ') };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
