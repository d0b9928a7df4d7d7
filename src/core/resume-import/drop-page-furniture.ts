import type { LayoutLine } from './order-text-items.ts';

/**
 * Running headers, footers and page numbers are printed by the page, not written in the resume;
 * read as text they land between jobs and become employers ("February 10, 2026", "Name ·
 * Résumé"). A line in the top or bottom band of a page is furniture when it repeats on another
 * page (digits aside) or reads like furniture on its own: a page number, a full date, the word
 * résumé or CV (decision 044).
 */
const BAND = 0.07;
const FURNITURE =
  /^(?:page\s*)?\d{1,2}(?:\s*(?:of|\/)\s*\d{1,2})?$|\b(?:r[ée]sum[ée]|curriculum vitae|cv|confidential)\b|references (?:are )?available|^(?:[A-Z][a-z]+\.? \d{1,2}, \d{4}|\d{1,2} [A-Z][a-z]+ \d{4}|\d{4}[./-]\d{2}[./-]\d{2})(?:\s*\|.*)?$/i;

const DOCUMENT_TITLE = /^(?:r[ée]sum[ée]|curriculum vitae|cv)$/i;
const PAGE_NUMBER = /^page \d{1,2}(?:\s*(?:of|\/)\s*\d{1,2})?$|^\d{1,2} (?:of|\/) \d{1,2}$/i;

export interface LayoutPage {
  height: number;
  lines: LayoutLine[];
}

export function dropPageFurniture(pages: LayoutPage[]): LayoutLine[][] {
  const key = (line: LayoutLine) => line.text.replace(/\d+/g, '#').toLowerCase();
  const inBand = (page: LayoutPage, line: LayoutLine) =>
    line.y < page.height * BAND || line.y > page.height * (1 - BAND);
  const bandCounts = new Map<string, number>();
  for (const page of pages) {
    const seen = new Set(page.lines.filter((line) => inBand(page, line)).map(key));
    for (const text of seen) bandCounts.set(text, (bandCounts.get(text) ?? 0) + 1);
  }
  return pages.map((page, pageIndex) =>
    page.lines.filter((line, lineIndex) => {
      // "Curriculum vitae | Hana Novotná" opening a later page: the document's running title,
      // wherever the class sets it.
      const parts = line.text.split(/ \| | — /).map((part) => part.trim());
      if (pageIndex > 0 && lineIndex === 0 && parts.some((part) => DOCUMENT_TITLE.test(part)))
        return false;
      if (!inBand(page, line)) return true;
      // The name at the very top of the first page is the resume's, not a running header.
      if (pageIndex === 0 && line === page.lines[0] && !FURNITURE.test(line.text)) return true;
      const repeated = (bandCounts.get(key(line)) ?? 0) > 1;
      const pageNumber = parts.some((part) => PAGE_NUMBER.test(part));
      return !repeated && !pageNumber && !parts.every((part) => FURNITURE.test(part));
    }),
  );
}
