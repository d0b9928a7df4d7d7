import { describe, expect, it } from 'vitest';
import { certificationRows, containsPattern } from './job-filters.ts';

describe('containsPattern', () => {
  it('escapes the LIKE wildcards and the escape character itself', () => {
    expect(containsPattern('nurse')).toBe('%nurse%');
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\path')).toBe('%c:\\\\path%');
  });
});

describe('certificationRows', () => {
  it('pairs names and organizations by position and drops rows missing either', () => {
    expect(
      certificationRows({
        certificationName: ['RN', '', 'CDL', 'BLS'],
        certificationOrganization: ['State Board', 'AHA', ''],
      }),
    ).toEqual([{ name: 'RN', organization: 'State Board' }]);
  });
});
