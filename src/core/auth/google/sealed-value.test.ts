import { describe, expect, it } from 'vitest';
import { openSealedValue, sealValue } from './sealed-value.ts';

const SECRET = 'a-shared-secret-that-is-long-enough-for-production';
const payload = { state: 'the-state', nonce: 'the-nonce', intent: 'login' };
const seal = (purpose = 'google_flow', now = new Date()) =>
  sealValue(SECRET, { purpose, payload, maxAgeSeconds: 600, now });

describe('sealed values', () => {
  it('opens what it sealed, and the sealed text shows none of the payload', () => {
    const sealed = seal();
    expect(openSealedValue(SECRET, { purpose: 'google_flow', sealed })).toEqual(payload);
    const visible = `${sealed} ${Buffer.from(sealed, 'base64url').toString('latin1')}`;
    for (const value of Object.values(payload)) expect(visible).not.toContain(value);
  });

  it('seals the same payload differently each time (a fresh IV)', () => {
    expect(seal()).not.toBe(seal());
  });

  it('refuses any altered byte, a truncated value and garbage', () => {
    const sealed = Buffer.from(seal(), 'base64url');
    for (let index = 0; index < sealed.length; index += 1) {
      const altered = Buffer.from(sealed);
      altered[index] = (altered[index] ?? 0) ^ 1;
      const opened = openSealedValue(SECRET, {
        purpose: 'google_flow',
        sealed: altered.toString('base64url'),
      });
      expect(opened).toBeNull();
    }
    const truncated = sealed.subarray(0, sealed.length - 1).toString('base64url');
    expect(openSealedValue(SECRET, { purpose: 'google_flow', sealed: truncated })).toBeNull();
    expect(openSealedValue(SECRET, { purpose: 'google_flow', sealed: 'not sealed' })).toBeNull();
  });

  it('refuses a value sealed for another purpose or with another secret', () => {
    expect(openSealedValue(SECRET, { purpose: 'google_link', sealed: seal() })).toBeNull();
    const otherSecret = `${SECRET}-rotated`;
    expect(openSealedValue(otherSecret, { purpose: 'google_flow', sealed: seal() })).toBeNull();
  });

  it('refuses a value past its lifetime, whatever the cookie kept', () => {
    const sealedAt = new Date('2026-01-01T00:00:00Z');
    const sealed = seal('google_flow', sealedAt);
    const at = (seconds: number) => new Date(sealedAt.getTime() + seconds * 1000);
    expect(openSealedValue(SECRET, { purpose: 'google_flow', sealed, now: at(599) })).toEqual(
      payload,
    );
    expect(openSealedValue(SECRET, { purpose: 'google_flow', sealed, now: at(600) })).toBeNull();
  });
});
