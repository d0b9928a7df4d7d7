import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** An AES-256-GCM result as stored: three base64 strings. */
export interface Sealed {
  ciphertext: string;
  iv: string;
  tag: string;
}

/** Thrown when a ciphertext, its tag or its binding (AAD) does not check out. Never swallowed. */
export class SensitiveDataIntegrityError extends Error {
  constructor(what: string) {
    super(
      `${what} failed authentication: it was altered, moved to another record, or the key is wrong`,
    );
    this.name = 'SensitiveDataIntegrityError';
  }
}

/** `aad` binds the ciphertext to its owner and purpose: opening it under another fails. */
export function seal(key: Buffer, plaintext: Buffer, aad: string): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return {
    ciphertext: ciphertext.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
  };
}

export function open(key: Buffer, sealed: Sealed, aad: string, what: string): Buffer {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
      decipher.final(),
    ]);
  } catch {
    throw new SensitiveDataIntegrityError(what);
  }
}
