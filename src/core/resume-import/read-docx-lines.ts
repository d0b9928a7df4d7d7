import mammoth from 'mammoth';
import { unreadable } from './detect-file-type.ts';

export const CORRUPT_DOCX_MESSAGE =
  'This Word document could not be read. It may be damaged; try saving it again as .docx.';

/** Paragraphs in document order (table cells row by row, as Word reads them). */
export async function readDocxLines(bytes: Uint8Array): Promise<string[]> {
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) }).catch(() => {
    throw unreadable(CORRUPT_DOCX_MESSAGE);
  });
  const lines = result.value.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length === 0) throw unreadable('This Word document has no text.');
  return lines;
}
