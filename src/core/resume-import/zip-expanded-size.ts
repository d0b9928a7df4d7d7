/**
 * The total uncompressed size a ZIP's central directory declares, read without inflating
 * anything, so a small .docx that would expand to gigabytes (a zip bomb) is refused before
 * mammoth opens it. Undefined when the directory cannot be found (the file is damaged).
 */
export function zipExpandedSize(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const END_OF_DIRECTORY = 0x06054b50;
  const ENTRY = 0x02014b50;
  // The end record is 22 bytes plus a comment of at most 65535 bytes, at the end of the file.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === END_OF_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  let total = 0;
  for (let index = 0; index < entries; index++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== ENTRY) return undefined;
    const uncompressed = view.getUint32(offset + 24, true);
    // 0xFFFFFFFF means a ZIP64 size we do not read: treat it as too large.
    total += uncompressed === 0xffffffff ? Number.POSITIVE_INFINITY : uncompressed;
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
  }
  return total;
}
