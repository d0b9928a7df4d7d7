import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';

/**
 * Files the import must refuse with a clear message, generated here rather than checked in:
 * a password-protected PDF, a scan (image only), a file over 5 MB, a PNG named like a PDF,
 * a damaged PDF and an empty file.
 */

/** A PDF whose /Encrypt dictionary needs a user password we do not have (pdf.js asks for it). */
export async function encryptedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  page.drawText('Confidential resume', { font: await document.embedFont(StandardFonts.Helvetica) });
  const random = (length: number) =>
    PDFHexString.of(Buffer.from(crypto.getRandomValues(new Uint8Array(length))).toString('hex'));
  const encrypt = document.context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    Length: 40,
    P: -3904,
    O: random(32),
    U: random(32),
  });
  document.context.trailerInfo.Encrypt = document.context.register(encrypt);
  document.context.trailerInfo.ID = document.context.obj([random(16), random(16)]);
  return document.save({ useObjectStreams: false });
}

/** A scanned resume: one page that is a picture, no text layer. */
export async function imageOnlyPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  const image = await document.embedPng(grayPng(200, 260));
  page.drawImage(image, { x: 56, y: 100, width: 500, height: 650 });
  return document.save();
}

/** A valid-looking PDF header followed by more than 5 MB. */
export function oversizePdf(): Uint8Array {
  const bytes = new Uint8Array(5 * 1024 * 1024 + 1024).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
}

export function pngNamedAsResume(): Uint8Array {
  return grayPng(20, 20);
}

export function damagedPdf(): Uint8Array {
  return new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R');
}

/** A small grayscale PNG with stripes, so it looks like something was scanned. */
function grayPng(width: number, height: number): Uint8Array {
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 0;
    for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = y % 12 < 2 && x > 10 ? 40 : 250;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A Word-looking ZIP (it names word/document.xml) whose one entry inflates to 64 MB of zeros. */
export function zipBombDocx(): Uint8Array {
  const name = Buffer.from('word/document.xml');
  const raw = Buffer.alloc(64 * 1024 * 1024);
  const data = deflateRawSync(raw);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(raw), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(raw.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(raw), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(raw.length, 24);
  central.writeUInt16LE(name.length, 28);
  const directoryOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** Eleven pages: a book, not a resume. */
export async function longPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 11; page++)
    document.addPage().drawText(`Chapter ${page} of a long report`, { x: 50, y: 700, font });
  return document.save();
}

export const notJsonResume = () => new TextEncoder().encode('{"orders": [1, 2, 3]}');
export const brokenJson = () => new TextEncoder().encode('{ "basics": { "name": "Ann" ');
export const damagedDocx = () =>
  new Uint8Array([...new TextEncoder().encode('PK\u0003\u0004word/document.xml'), 0, 0, 0]);
