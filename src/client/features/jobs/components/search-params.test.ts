import { describe, expect, it } from 'vitest';
import { activeFilterCount } from './search-params.ts';

describe('activeFilterCount', () => {
  it('counts filters, not the search text, match mode, sort or page', () => {
    expect(activeFilterCount(new URLSearchParams('q=nurse&match=any&sort=date&page=2'))).toBe(0);
    expect(activeFilterCount(new URLSearchParams('q=nurse&location=TX&workplace=onsite'))).toBe(2);
  });

  it('counts a list of skills once, and a certification row (name + organization) once', () => {
    const params = new URLSearchParams(
      'skills=triage&skills=IV+therapy&certificationName=BLS&certificationOrganization=AHA',
    );
    expect(activeFilterCount(params)).toBe(2);
  });

  it('ignores blank values', () => {
    expect(activeFilterCount(new URLSearchParams('title=&location=%20'))).toBe(0);
  });
});
