import { continueColumns } from './continue-columns.ts';
import { unreadable } from './detect-file-type.ts';
import { dropPageFurniture } from './drop-page-furniture.ts';
import { findNameBySize } from './find-name-by-size.ts';
import { joinColumnWraps } from './join-column-wraps.ts';
import { orderPageLayoutLines } from './order-text-items.ts';
import type { ResumeLines } from './resume-lines.ts';

export const ENCRYPTED_PDF_MESSAGE =
  'This PDF is password-protected. Save an unprotected copy (or export it again without a password) and upload that.';
export const NO_TEXT_LAYER_MESSAGE =
  'This PDF has no text layer: it looks like a scan or a picture of a resume, and we do not read text from pictures (no OCR). Upload the original document, or a PDF saved from a word processor.';
export const CORRUPT_PDF_MESSAGE =
  'This PDF could not be read. It may be damaged; try saving it again.';

/** Resumes are short; a long PDF is another kind of document and would only cost time. */
const MAX_PAGES = 10;
export const TOO_MANY_PAGES_MESSAGE = `This PDF has more than ${MAX_PAGES} pages. Upload your resume on its own.`;

/**
 * Lines in reading order, page by page, with the page furniture dropped and the name read from
 * the largest type (decision 044).
 */
export async function readPdfLines(bytes: Uint8Array): Promise<ResumeLines> {
  // Loaded when a PDF arrives, not at every process's start (docs/performance.md, "Start-up").
  const { extractTextItems, getDocumentProxy } = await import('unpdf');
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 }).catch(
    (error: unknown) => {
      const name = error instanceof Error ? error.name : '';
      throw unreadable(name === 'PasswordException' ? ENCRYPTED_PDF_MESSAGE : CORRUPT_PDF_MESSAGE);
    },
  );
  try {
    if (document.numPages > MAX_PAGES) throw unreadable(TOO_MANY_PAGES_MESSAGE);
    const { items } = await extractTextItems(document).catch(() => {
      throw unreadable(CORRUPT_PDF_MESSAGE);
    });
    const pages = [];
    for (const [index, page] of items.entries()) {
      const { view } = await document.getPage(index + 1);
      pages.push({
        height: (view[3] ?? 792) - (view[1] ?? 0),
        lines: joinColumnWraps(
          orderPageLayoutLines(
            page.map(({ str, x, y, width, fontSize }) => ({ str, x, y, width, fontSize })),
          ),
        ),
      });
    }
    const kept = dropPageFurniture(pages);
    const flat = continueColumns(kept);
    const lines = flat.map((line) => line.text);
    if (lines.join('').replace(/\s/g, '').length < 20) throw unreadable(NO_TEXT_LAYER_MESSAGE);
    const columnStarts = flat.flatMap((line, index) => (line.columnStart ? [index] : []));
    return { lines, name: findNameBySize(kept[0] ?? []), columnStarts };
  } finally {
    await document.loadingTask.destroy();
  }
}
