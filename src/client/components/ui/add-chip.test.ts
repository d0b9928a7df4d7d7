import { describe, expect, it } from 'vitest';
import { addChip } from './add-chip.ts';

describe('addChip', () => {
  it('adds the trimmed value at the end', () => {
    expect(addChip(['SQL'], '  TypeScript \t')).toEqual(['SQL', 'TypeScript']);
  });

  it('ignores blank and whitespace-only text', () => {
    expect(addChip(['SQL'], '')).toEqual(['SQL']);
    expect(addChip(['SQL'], '   ')).toEqual(['SQL']);
  });

  it('ignores a value already there in another letter case', () => {
    const values = ['TypeScript'];
    expect(addChip(values, 'typescript')).toBe(values);
    expect(addChip(values, ' TYPESCRIPT ')).toBe(values);
  });
});
