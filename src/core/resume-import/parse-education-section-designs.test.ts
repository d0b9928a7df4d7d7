import { describe, expect, it } from 'vitest';
import { educationEntries } from './testing/read-sections.ts';

/**
 * Education sections of designs people send and of lines people commonly write (2026-11-30):
 * a federal resume's school and place, a profile export's years (docs/quality.md, "Nine more
 * designs people send"). Each case failed on the reader before its fix.
 */
const read = educationEntries;

describe('parseEducationSection on common designs and lines', () => {
  it('splits a school from its US place printed with only a space between', () => {
    expect(
      read([
        'Central Piedmont Community College Charlotte, NC United States',
        'Associate in Applied Science in Office Administration 05/2015',
        'New Mexico State University Las Cruces, NM United States',
        'Bachelor of Science in Nursing 05/2012',
      ]).map(({ school, schoolCityState }) => ({ school, schoolCityState })),
    ).toEqual([
      {
        school: 'Central Piedmont Community College',
        schoolCityState: 'Charlotte, NC United States',
      },
      { school: 'New Mexico State University', schoolCityState: 'Las Cruces, NM United States' },
    ]);
  });

  it('drops the middle dot a profile export sets before the years', () => {
    expect(
      read([
        'UTHealth Houston Cizik School of Nursing',
        'Bachelor of Science in Nursing · (2015 - 2017)',
      ]),
    ).toMatchObject([
      {
        school: 'UTHealth Houston Cizik School of Nursing',
        degree: 'Bachelor of Science in Nursing',
      },
    ]);
  });

  it('reads "Some college" as what was done, and a school no word marks before its place', () => {
    expect(
      read([
        'Some college — Tarrant County College (2014–2015)',
        'Diploma in Culinary Arts, Le Cordon Bleu, Scottsdale, AZ, 2011',
      ]).map(({ school, degree, schoolCityState }) => ({ school, degree, schoolCityState })),
    ).toEqual([
      { school: 'Tarrant County College', degree: 'Some college', schoolCityState: '' },
      {
        school: 'Le Cordon Bleu',
        degree: 'Diploma in Culinary Arts',
        schoolCityState: 'Scottsdale, AZ',
      },
    ]);
  });

  it('reads a program a school ran as what was earned there', () => {
    expect(
      read([
        'Central Georgia Technical College — Macon, GA',
        'Certified Nursing Assistant Program, 2021',
      ]).map(({ school, degree }) => ({ school, degree })),
    ).toEqual([
      {
        school: 'Central Georgia Technical College',
        degree: 'Certified Nursing Assistant Program',
      },
    ]);
  });
});
