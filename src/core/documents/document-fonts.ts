import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FontFamily } from './document-templates.ts';

/** assets/fonts at the repository root: the same files in a test, the server and the bench. */
const fontDirectory = new URL('../../../assets/fonts/', import.meta.url);

const fileNames: Record<FontFamily, { regular: string; bold: string }> = {
  'DejaVu Sans': { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' },
  'DejaVu Serif': { regular: 'DejaVuSerif.ttf', bold: 'DejaVuSerif-Bold.ttf' },
};

type Weight = 'regular' | 'bold';
const bytesCache = new Map<string, Buffer>();
const parsedCache = new Map<string, unknown>();

/** The TTF bytes, read once per process: a render should not touch the disk. */
export function fontBytes(family: FontFamily, weight: Weight): Buffer {
  const name = fileNames[family][weight];
  let bytes = bytesCache.get(name);
  if (!bytes) {
    bytes = readFileSync(new URL(name, fontDirectory));
    bytesCache.set(name, bytes);
  }
  return bytes;
}

/**
 * fontkit as pdfkit itself resolves it, so the parsed font is one pdfkit's own version made.
 * pdfkit takes a parsed fontkit font wherever it takes font bytes (PDFFontFactory.open).
 */
const fontkit = createRequire(createRequire(import.meta.url).resolve('pdfkit'))('fontkit') as {
  create(bytes: Uint8Array): unknown;
};

/**
 * The font parsed once per process and shared by every render: parsing the TTF was about 40 % of
 * a resume's CPU time (decision 051). pdfkit makes each document's subset from it and never
 * changes it. Typed as bytes because @types/pdfkit does not list the parsed form.
 */
export function parsedFont(family: FontFamily, weight: Weight): Buffer {
  const name = fileNames[family][weight];
  let font = parsedCache.get(name);
  if (!font) {
    font = fontkit.create(fontBytes(family, weight));
    parsedCache.set(name, font);
  }
  return font as Buffer;
}
