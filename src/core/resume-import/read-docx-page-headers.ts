import { inflateRawSync } from 'node:zlib';

/**
 * The text of a Word document's page headers (word/header1.xml…), paragraph by paragraph. Many
 * templates put the name and contact line there, and mammoth reads only the body. The ZIP is
 * read by hand (central directory → local entry → raw inflate); callers have already checked
 * its declared sizes (zip-expanded-size.ts).
 */
export function readDocxPageHeaders(bytes: Uint8Array): string[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lines: string[] = [];
  for (const entry of zipEntries(buffer)) {
    if (!/^word\/header\d*\.xml$/.test(entry.name)) continue;
    const xml = inflateEntry(buffer, entry)?.toString('utf8') ?? '';
    for (const paragraph of xml.split(/<\/w:p>/)) {
      const text = [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
        .map((match) => decodeXml(match[1] ?? ''))
        .join('')
        .trim();
      if (text) lines.push(text);
    }
  }
  return lines;
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

function* zipEntries(buffer: Buffer): Generator<ZipEntry> {
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > buffer.length) return;
  let offset = buffer.readUInt32LE(end + 16);
  for (let index = buffer.readUInt16LE(end + 10); index > 0; index--) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== 0x02014b50) return;
    const nameLength = buffer.readUInt16LE(offset + 28);
    yield {
      name: buffer.toString('utf8', offset + 46, offset + 46 + nameLength),
      method: buffer.readUInt16LE(offset + 10),
      compressedSize: buffer.readUInt32LE(offset + 20),
      localOffset: buffer.readUInt32LE(offset + 42),
    };
    offset += 46 + nameLength + buffer.readUInt16LE(offset + 30) + buffer.readUInt16LE(offset + 32);
  }
}

function inflateEntry(buffer: Buffer, entry: ZipEntry): Buffer | undefined {
  const local = entry.localOffset;
  if (local + 30 > buffer.length || buffer.readUInt32LE(local) !== 0x04034b50) return undefined;
  const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
  const data = buffer.subarray(start, start + entry.compressedSize);
  try {
    if (entry.method === 0) return data;
    return entry.method === 8 ? inflateRawSync(data) : undefined;
  } catch {
    return undefined;
  }
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
