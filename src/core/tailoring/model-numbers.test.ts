import { describe, expect, it } from 'vitest';
import { allowedNumbers, hasForeignNumber, numbersOf } from './model-numbers.ts';
import { tailorApplicationPackage } from './tailor-application-package.ts';
import { inputFor, jobOf } from './testing/persona-input.ts';

describe("numbers in a model's lines", () => {
  it('reads whole numbers, never a part of one', () => {
    expect(numbersOf('Team of 14, since 2014-05, 1,200 miles, 5-6 patients, 98.6%')).toEqual([
      '14',
      '2014',
      '05',
      '1200',
      '5',
      '6',
      '98.6',
    ]);
  });

  it('refuses a number the facts do not hold, even when a date contains its digits', () => {
    // The welder started at Wyoming Machinery in 2014: "14" is not in the profile.
    const input = inputFor(
      'welder-casper',
      jobOf({ title: 'Welder', company: 'Northwind', descriptionText: 'A 40-person shop.' }),
    );
    const allowed = allowedNumbers(input, tailorApplicationPackage(input));
    expect(hasForeignNumber('Supervised a team of 14.', allowed.resume)).toBe(true);
    expect(hasForeignNumber('Welded since 2014.', allowed.resume)).toBe(false);
    // The posting's numbers are for the letter, not the resume.
    expect(hasForeignNumber('Ready for your 40-person shop.', allowed.letter)).toBe(false);
    expect(hasForeignNumber('Led a 40-person shop.', allowed.resume)).toBe(true);
  });
});
