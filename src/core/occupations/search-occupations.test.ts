import { describe, expect, it } from 'vitest';
import { searchOccupations } from './search-occupations.ts';

describe('searchOccupations', () => {
  it('puts "Registered nurses" first for "nurse"', () => {
    expect(searchOccupations('nurse')[0]?.title).toBe('Registered nurses');
  });

  it('finds occupations by prefix and by alias, saying which alias matched', () => {
    expect(searchOccupations('electr')[0]?.title).toBe('Electricians');
    const rn = searchOccupations('RN').find((hit) => hit.soc === '29-1141');
    expect(rn?.matchedAlias).toBe('RN');
    expect(searchOccupations('truck driver')[0]?.soc).toBe('53-3032');
    expect(searchOccupations('accountant')[0]?.soc).toBe('13-2011');
  });

  it('requires every word of the query and honours the limit', () => {
    expect(searchOccupations('software tester').map((hit) => hit.soc)).toContain('15-1252');
    expect(searchOccupations('nurse zzz')).toEqual([]);
    expect(searchOccupations('a', 3)).toHaveLength(3);
    expect(searchOccupations('')).toEqual([]);
  });
});
