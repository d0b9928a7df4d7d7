import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, SensitiveDataIntegrityError, seal } from './aes-gcm.ts';
import { masterKeyId, masterKeyring } from './master-keyring.ts';

const key = randomBytes(32);
const plaintext = Buffer.from('{"race":"Asian"}');

describe('AES-256-GCM seal/open', () => {
  it('round-trips with the same key and AAD, with a fresh IV each time', () => {
    const first = seal(key, plaintext, 'eeo:user-1');
    const second = seal(key, plaintext, 'eeo:user-1');
    expect(first.iv).not.toBe(second.iv);
    expect(first.ciphertext).not.toBe(second.ciphertext);
    expect(open(key, first, 'eeo:user-1', 'test')).toEqual(plaintext);
  });

  it('refuses another AAD, another key, and any flipped bit of ciphertext, IV or tag', () => {
    const sealed = seal(key, plaintext, 'eeo:user-1');
    expect(() => open(key, sealed, 'eeo:user-2', 'test')).toThrow(SensitiveDataIntegrityError);
    expect(() => open(randomBytes(32), sealed, 'eeo:user-1', 'test')).toThrow(
      SensitiveDataIntegrityError,
    );
    for (const field of ['ciphertext', 'iv', 'tag'] as const) {
      const bytes = Buffer.from(sealed[field], 'base64');
      bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x80;
      const tampered = { ...sealed, [field]: bytes.toString('base64') };
      expect(() => open(key, tampered, 'eeo:user-1', 'test'), field).toThrow(
        SensitiveDataIntegrityError,
      );
    }
  });
});

describe('master keyring', () => {
  it('names keys by a hash that does not contain the key, and knows current and previous', () => {
    const previous = randomBytes(32);
    const keyring = masterKeyring({ current: key, previous: [previous] });
    expect(keyring.current.id).toBe(masterKeyId(key));
    expect(keyring.current.id).toMatch(/^[0-9a-f]{16}$/);
    expect(key.toString('hex')).not.toContain(keyring.current.id);
    expect(keyring.byId.get(masterKeyId(previous))).toEqual(previous);
    expect(keyring.byId.size).toBe(2);
  });
});
