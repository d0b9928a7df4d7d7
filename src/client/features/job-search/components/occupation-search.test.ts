import { describe, expect, it } from 'vitest';
import { searchOccupations } from './occupation-search.ts';

describe('searchOccupations', () => {
  it('finds Registered nurses from "nurse" through its title words and aliases', () => {
    const titles = searchOccupations('nurse').map((hit) => hit.option.title);
    expect(titles).toContain('Registered nurses');
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('matches an alias and says which', () => {
    const hit = searchOccupations('RN').find((found) => found.option.title === 'Registered nurses');
    expect(hit?.matchedAlias).toBe('RN');
  });

  it('lists everything alphabetically for an empty query and nothing for nonsense', () => {
    expect(searchOccupations('', 400)).toHaveLength(342);
    expect(searchOccupations('zzqqx')).toEqual([]);
  });
});
