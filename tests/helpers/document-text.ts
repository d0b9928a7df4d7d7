import { inflateRawSync } from 'node:zlib';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';

/** Whitespace collapsed: a PDF wraps a paragraph over lines, a test compares its words. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of a PDF as a reader extracts it (unpdf, pdf.js), and its page count. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { text } = await extractText(document, { mergePages: true });
    return { text: squash(text), pages: document.numPages };
  } finally {
    await document.loadingTask.destroy();
  }
}

/** The text of a DOCX as mammoth reads it. */
export async function docxText(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return squash(value);
}

const unspaced = (text: string) => text.replace(/\s+/g, '');

/**
 * The parts that are not found in the text in the given order (each searched after the previous
 * one's end): [] when every part is there, in reading order. Spaces are ignored: a line that
 * wraps after a hyphen ("48-" / "state") comes out of a PDF as "48- state".
 */
export function missingInOrder(text: string, parts: string[]): string[] {
  const haystack = unspaced(text);
  const missing: string[] = [];
  let from = 0;
  for (const part of parts.filter((part) => unspaced(part))) {
    const at = haystack.indexOf(unspaced(part), from);
    if (at < 0) missing.push(part);
    else from = at + unspaced(part).length;
  }
  return missing;
}

/**
 * One file of a ZIP (a DOCX part, "word/document.xml") as text, read from its local header with
 * node:zlib: enough for the DOCX files the renderers write, stored or deflated.
 */
export function zipEntryText(bytes: Uint8Array, name: string): string {
  const buffer = Buffer.from(bytes);
  for (let offset = 0; offset + 30 <= buffer.length; ) {
    if (buffer.readUInt32LE(offset) !== 0x04034b50) break;
    const method = buffer.readUInt16LE(offset + 8);
    const compressed = buffer.readUInt32LE(offset + 18);
    const nameLength = buffer.readUInt16LE(offset + 26);
    const extraLength = buffer.readUInt16LE(offset + 28);
    const entryName = buffer.toString('utf8', offset + 30, offset + 30 + nameLength);
    const start = offset + 30 + nameLength + extraLength;
    const data = buffer.subarray(start, start + compressed);
    if (entryName === name) return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    offset = start + compressed;
  }
  throw new Error(`${name} is not in this ZIP`);
}
