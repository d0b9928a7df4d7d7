import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

// One key per purpose, derived from AUTH_SECRET, so a value sealed for one cookie can never be
// opened as another and the raw secret never touches a cipher.
function keyFor(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'hireloop sealed value', purpose, 32));
}

/**
 * Encrypts and authenticates `payload` (AES-256-GCM) so the browser that keeps it can neither
 * read nor alter it. The expiry travels inside the seal: a cookie's Max-Age is only advice.
 */
export function sealValue(
  secret: string,
  input: { purpose: string; payload: unknown; maxAgeSeconds: number; now?: Date },
): string {
  const expiresAt = (input.now ?? new Date()).getTime() + input.maxAgeSeconds * 1000;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, input.purpose), iv);
  cipher.setAAD(Buffer.from(input.purpose));
  const plain = Buffer.from(JSON.stringify({ expiresAt, payload: input.payload }));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The payload of a value sealed for `purpose`, or null when it was forged, altered or expired. */
export function openSealedValue(
  secret: string,
  input: { purpose: string; sealed: string; now?: Date },
): unknown {
  const bytes = Buffer.from(input.sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES + 1) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFor(secret, input.purpose),
      bytes.subarray(0, IV_BYTES),
    );
    decipher.setAAD(Buffer.from(input.purpose));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    const opened = JSON.parse(plain.toString('utf8')) as { expiresAt: number; payload: unknown };
    if (opened.expiresAt <= (input.now ?? new Date()).getTime()) return null;
    return opened.payload;
  } catch {
    return null;
  }
}
