import { unreadable } from './detect-file-type.ts';
import { docxHtmlLines } from './docx-html-lines.ts';
import { readDocxPageHeaders } from './read-docx-page-headers.ts';
import type { ResumeLines } from './resume-lines.ts';
import { zipExpandedSize } from './zip-expanded-size.ts';

export const CORRUPT_DOCX_MESSAGE =
  'This Word document could not be read. It may be damaged; try saving it again as .docx.';

/** A resume's XML is well under this; a file that expands beyond it is refused unopened. */
const MAX_EXPANDED_BYTES = 50 * 1024 * 1024;

/** A page header that is only a page number or the word résumé/CV is furniture. */
const RUNNING_HEADER =
  /^(?:page\s*)?\d{1,3}(?:\s*of\s*\d{1,3})?$|^(?:r[ée]sum[ée]|cv|curriculum vitae)$/i;

/**
 * Page-header paragraphs, then the body's in document order, read from mammoth's HTML so the
 * structure survives: a table row is one line with its cells divided, a soft line break ends a
 * line, a list item is a bullet, and a Title or Heading 1 paragraph names the person. Footers
 * are never read, so their page numbers and dates cannot become employers (decision 044).
 */
export async function readDocxLines(bytes: Uint8Array): Promise<ResumeLines> {
  const expanded = zipExpandedSize(bytes);
  if (expanded === undefined) throw unreadable(CORRUPT_DOCX_MESSAGE);
  if (expanded > MAX_EXPANDED_BYTES)
    throw unreadable(
      'This Word document is too large once unpacked. Save a simpler copy and upload that.',
    );
  // Loaded when a Word file arrives, not at every process's start (docs/performance.md).
  const { default: mammoth } = await import('mammoth');
  const result = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }).catch(() => {
    throw unreadable(CORRUPT_DOCX_MESSAGE);
  });
  const body = docxHtmlLines(result.value);
  // Page headers come first, as they print: templates often keep the name and contacts there.
  const headers = readDocxPageHeaders(bytes).filter((line) => !RUNNING_HEADER.test(line));
  const lines = [...headers, ...body.lines];
  if (lines.length === 0) throw unreadable('This Word document has no text.');
  return {
    lines,
    name: body.title ? { value: body.title, snippet: body.title } : undefined,
    columnStarts: body.columnStarts.map((start) => start + headers.length),
  };
}
