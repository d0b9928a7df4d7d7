import { describe, expect, it } from 'vitest';
import { sameTerm, termVariants } from './term-synonyms.ts';

describe('term synonyms', () => {
  it.each([
    ['RN', 'Registered Nurse'],
    ['Excel', 'Microsoft Excel'],
    ['CDL-A', 'Class A CDL'],
    ['BLS', 'Basic Life Support'],
    ['LPN', 'Licensed Practical Nurse'],
    ['CPA', 'Certified Public Accountant'],
    ['Prep', 'Food preparation'],
    ["Food Handler's Certificate", 'ServSafe Food Handler'],
  ])('%s names the same thing as %s', (a, b) => {
    expect(sameTerm(a, b)).toBe(true);
    expect(sameTerm(b, a)).toBe(true);
  });

  it('joins only an abbreviation and what it abbreviates', () => {
    // "ARRT (CT)" is a specialty of the ARRT credential, not "CT" nor "ARRT".
    expect(sameTerm('ARRT (CT)', 'CT')).toBe(false);
    expect(sameTerm('ARRT', 'CT')).toBe(false);
    expect(sameTerm('BLS', 'ACLS')).toBe(false);
    expect(sameTerm('Class A CDL', 'Class B CDL')).toBe(false);
    // Whole terms only: "Test prep" is a tutor's skill, not a cook's.
    expect(sameTerm('Test prep', 'Food preparation')).toBe(false);
    // Single letters never join anything.
    expect(termVariants('R')).toEqual(['r']);
  });
});
