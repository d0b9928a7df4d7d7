import { crc32, deflateSync } from 'node:zlib';

/** The brand's indigo (Tailwind indigo-600), as the app's header logo. */
const INDIGO = [0x4f, 0x46, 0xe5, 0xff];
const WHITE = [0xff, 0xff, 0xff, 0xff];
const CLEAR = [0, 0, 0, 0];

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** What colour a pixel is: a rounded indigo square with a white "H", as the app's logo. */
function pixel(x: number, y: number, size: number): number[] {
  const radius = size * 0.22;
  const dx = Math.max(radius - x - 0.5, 0, x + 0.5 - (size - radius));
  const dy = Math.max(radius - y - 0.5, 0, y + 0.5 - (size - radius));
  if (dx * dx + dy * dy > radius * radius) return CLEAR;
  const u = (x + 0.5) / size;
  const v = (y + 0.5) / size;
  const inLetter = v > 0.25 && v < 0.75;
  const stem = (u > 0.3 && u < 0.42) || (u > 0.58 && u < 0.7);
  const bar = u > 0.3 && u < 0.7 && v > 0.45 && v < 0.56;
  return inLetter && (stem || bar) ? WHITE : INDIGO;
}

/**
 * The extension's icon as a PNG of `size` pixels, drawn here rather than kept as a binary: the
 * same bytes on every build, and nothing to fall out of step with the logo's colour.
 */
export function drawIcon(size: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) Buffer.from(pixel(x, y, size)).copy(row, 1 + x * 4);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
