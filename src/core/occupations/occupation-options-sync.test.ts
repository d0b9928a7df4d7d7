import { describe, expect, it } from 'vitest';
import { occupationOptions } from '../../shared/occupation-options.ts';
import { occupations } from './occupations.ts';

describe('src/shared/occupation-options.ts', () => {
  it('is in sync with the occupation data (else run: node scripts/generate-occupation-options.ts)', () => {
    const expected = [...occupations()]
      .sort((a, b) => a.title.localeCompare(b.title, 'en'))
      .map(({ soc, title, aliases }) => ({ soc, title, aliases }));
    expect(occupationOptions).toEqual(expected);
  });

  it('lists all 342 occupations alphabetically', () => {
    expect(occupationOptions).toHaveLength(342);
    const titles = occupationOptions.map((option) => option.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
