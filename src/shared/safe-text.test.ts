import { describe, expect, it } from 'vitest';
import { cleanStrings, cleanText, unsafeTextIn } from './safe-text.ts';

describe('safe text', () => {
  it('finds C0 control characters and lone surrogates, but not tab, newline, CR or emoji', () => {
    expect(unsafeTextIn('a\u0000b')).toBe('control');
    expect(unsafeTextIn('\u001f')).toBe('control');
    expect(unsafeTextIn('half \ud83d')).toBe('surrogate');
    expect(unsafeTextIn('\udc00 first')).toBe('surrogate');
    expect(unsafeTextIn('tab\tnew\nline\r😀 ü')).toBeNull();
  });

  it('cleans them out, keeping the rest of the text', () => {
    expect(cleanText('Ad\u0000a \ud800Lovelace\u0007\t😀')).toBe('Ada Lovelace\t😀');
  });

  it('cleans every string and key of a value, and returns the same value when clean', () => {
    expect(cleanStrings({ 'k\u0000': ['a\u0001', 1, null, { b: '\udfff' }] })).toEqual({
      k: ['a', 1, null, { b: '' }],
    });
    const clean = { a: ['b', { c: 'd' }], e: 1 };
    expect(cleanStrings(clean)).toBe(clean);
  });

  it('drops what is nested deeper than any real payload instead of overflowing the stack', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 5000; i++) deep = { a: [deep] };
    expect(() => cleanStrings(deep)).not.toThrow();
  });
});
