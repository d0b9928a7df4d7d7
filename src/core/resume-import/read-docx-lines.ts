import mammoth from 'mammoth';
import { unreadable } from './detect-file-type.ts';
import { readDocxPageHeaders } from './read-docx-page-headers.ts';
import { zipExpandedSize } from './zip-expanded-size.ts';

export const CORRUPT_DOCX_MESSAGE =
  'This Word document could not be read. It may be damaged; try saving it again as .docx.';

/** A resume's XML is well under this; a file that expands beyond it is refused unopened. */
const MAX_EXPANDED_BYTES = 50 * 1024 * 1024;

/** Page-header paragraphs, then the body's in document order (table cells row by row). */
export async function readDocxLines(bytes: Uint8Array): Promise<string[]> {
  const expanded = zipExpandedSize(bytes);
  if (expanded === undefined) throw unreadable(CORRUPT_DOCX_MESSAGE);
  if (expanded > MAX_EXPANDED_BYTES)
    throw unreadable(
      'This Word document is too large once unpacked. Save a simpler copy and upload that.',
    );
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) }).catch(() => {
    throw unreadable(CORRUPT_DOCX_MESSAGE);
  });
  const body = result.value.split(/\r?\n/).filter((line) => line.trim() !== '');
  // Page headers come first, as they print: templates often keep the name and contacts there.
  const lines = [...readDocxPageHeaders(bytes), ...body];
  if (lines.length === 0) throw unreadable('This Word document has no text.');
  return lines;
}
