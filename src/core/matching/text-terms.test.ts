import { describe, expect, it } from 'vitest';
import {
  companyKeyOf,
  jobTerms,
  normalizeName,
  singularWord,
  textTokens,
  titleTokens,
} from './text-terms.ts';

describe('text terms', () => {
  it('compares titles in the singular, as occupations (plural) and postings (singular) differ', () => {
    expect(titleTokens('Registered Nurses')).toEqual(titleTokens('Registered Nurse'));
    expect(titleTokens('Heavy and Tractor-Trailer Truck Drivers')).toEqual([
      'heavy',
      'tractor',
      'trailer',
      'truck',
      'driver',
    ]);
    expect(
      ['secretaries', 'coaches', 'boxes', 'bus', 'analysis', 'boss', 'physics', 'cooks'].map(
        singularWord,
      ),
    ).toEqual(['secretary', 'coach', 'box', 'bus', 'analysis', 'boss', 'physics', 'cook']);
  });

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
