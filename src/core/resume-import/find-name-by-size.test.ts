import { describe, expect, it } from 'vitest';
import { findNameBySize } from './find-name-by-size.ts';
import type { LayoutLine } from './order-text-items.ts';

const line = (text: string, size: number, sizedText?: string): LayoutLine => ({
  text,
  y: 0,
  size,
  left: 40,
  right: 400,
  ...(sizedText ? { sizedText } : {}),
});
const body = (count: number) => Array.from({ length: count }, (_, at) => line(`Body ${at}`, 10));

describe('findNameBySize', () => {
  it('passes over a title set larger than the name', () => {
    expect(
      findNameBySize([
        line('Miguel A. Santos | 720-555-0133', 14.4, 'Miguel A. Santos'),
        line('Résumé', 17.3),
        ...body(12),
      ])?.value,
    ).toBe('Miguel A. Santos');
  });

  it('reads only the largest type of a line a label in smaller type shares', () => {
    expect(
      findNameBySize([
        line('PERSONAL INFORMATION | Dariusz Kowalczyk', 14.3, 'Dariusz Kowalczyk'),
        ...body(12),
      ])?.value,
    ).toBe('Dariusz Kowalczyk');
  });
});
