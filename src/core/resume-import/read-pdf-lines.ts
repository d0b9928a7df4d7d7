import { extractTextItems, getDocumentProxy } from 'unpdf';
import { unreadable } from './detect-file-type.ts';
import { orderPageLines } from './order-text-items.ts';

export const ENCRYPTED_PDF_MESSAGE =
  'This PDF is password-protected. Save an unprotected copy (or export it again without a password) and upload that.';
export const NO_TEXT_LAYER_MESSAGE =
  'This PDF has no text layer: it looks like a scan or a picture of a resume. Upload the original document, or a PDF saved from a word processor.';
export const CORRUPT_PDF_MESSAGE =
  'This PDF could not be read. It may be damaged; try saving it again.';

/** Resumes are short; a long PDF is another kind of document and would only cost time. */
const MAX_PAGES = 10;
export const TOO_MANY_PAGES_MESSAGE = `This PDF has more than ${MAX_PAGES} pages. Upload your resume on its own.`;

/** Lines in reading order, page by page. */
export async function readPdfLines(bytes: Uint8Array): Promise<string[]> {
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
    const lines = items.flatMap((page) =>
      orderPageLines(page.map(({ str, x, y, width }) => ({ str, x, y, width }))),
    );
    if (lines.join('').replace(/\s/g, '').length < 20) throw unreadable(NO_TEXT_LAYER_MESSAGE);
    return lines;
  } finally {
    await document.loadingTask.destroy();
  }
}
