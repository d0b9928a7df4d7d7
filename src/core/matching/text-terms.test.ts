import { describe, expect, it } from 'vitest';
import { companyKeyOf, jobTerms, normalizeName, textTokens } from './text-terms.ts';

describe('text terms', () => {
  it('tokenizes without stop words, keeping C# and C++', () => {
    expect(textTokens('The Senior C# and C++ developer, for our team!')).toEqual([
      'senior',
      'c#',
      'c++',
      'developer',
    ]);
  });

  it('puts title words first, deduplicates and caps the job terms', () => {
    expect(jobTerms('ICU Nurse', 'Nurse for the ICU night shift', 4)).toEqual([
      'icu',
      'nurse',
      'night',
      'shift',
    ]);
    expect(jobTerms('A', 'one two three four five', 3)).toHaveLength(3);
  });

  it('gives one key per name and per company', () => {
    expect(normalizeName('  IV-Therapy ')).toBe('iv therapy');
    expect(companyKeyOf('Acme, Inc.')).toBe(companyKeyOf('ACME'));
    expect(companyKeyOf('The Home Depot')).toBe('home depot');
  });
});
