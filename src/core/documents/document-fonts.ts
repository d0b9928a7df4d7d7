import { readFileSync } from 'node:fs';
import type { FontFamily } from './document-templates.ts';

/** assets/fonts at the repository root: the same files in a test, the server and the bench. */
const fontDirectory = new URL('../../../assets/fonts/', import.meta.url);

const fileNames: Record<FontFamily, { regular: string; bold: string }> = {
  'DejaVu Sans': { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' },
  'DejaVu Serif': { regular: 'DejaVuSerif.ttf', bold: 'DejaVuSerif-Bold.ttf' },
};

const cache = new Map<string, Buffer>();

/** The TTF bytes, read once per process: a render should not touch the disk. */
export function fontBytes(family: FontFamily, weight: 'regular' | 'bold'): Buffer {
  const name = fileNames[family][weight];
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = readFileSync(new URL(name, fontDirectory));
    cache.set(name, bytes);
  }
  return bytes;
}
