import { describe, expect, it } from 'vitest';
import { educationEntries } from './testing/read-sections.ts';

const read = educationEntries;

describe('parseEducationSection', () => {
  it('keeps a degree with a comma whole and the town out of the school', () => {
    expect(
      read(['09/2011–04/2015 Bachelor of Arts, Psychology, York University, Toronto, ON']),
    ).toEqual([
      {
        school: 'York University',
        degree: 'Bachelor of Arts, Psychology',
        schoolCityState: 'Toronto, ON',
        startDate: '2011-09',
        endDate: '2015-04',
      },
    ]);
    expect(
      read(['Associate Degree in Electrical Engineering, Korea Polytechnics, Busan Campus, Busan']),
    ).toMatchObject([
      {
        school: 'Korea Polytechnics, Busan Campus',
        degree: 'Associate Degree in Electrical Engineering',
        schoolCityState: 'Busan',
      },
    ]);
  });

  it('reads school words in any script and degrees outside the US', () => {
    expect(
      read(['Licence en droit — Université Cheikh Anta Diop, Dakar | Oct 2011–Jul 2015']),
    ).toMatchObject([
      {
        school: 'Université Cheikh Anta Diop',
        degree: 'Licence en droit',
        schoolCityState: 'Dakar',
      },
    ]);
    expect(
      read([
        'PGCE Secondary Science (Chemistry) | Sep 2016 – Jun 2017',
        'UCL Institute of Education | London',
      ]),
    ).toMatchObject([
      {
        school: 'UCL Institute of Education',
        degree: 'PGCE Secondary Science (Chemistry)',
        schoolCityState: 'London',
      },
    ]);
  });

  it('takes an unnamed first piece for the school and the next for its degree', () => {
    expect(
      read(['IFSI Lyon Sud | Lyon', "Diplôme d'État d'Infirmier | September 2012 – July 2015"]),
    ).toMatchObject([
      {
        school: 'IFSI Lyon Sud',
        degree: "Diplôme d'État d'Infirmier",
        schoolCityState: 'Lyon',
        startDate: '2012-09',
      },
    ]);
    expect(
      read([
        'Alströmergymnasiet | Alingsås',
        'Building and Construction Programme | August 2004 – June 2007',
      ]),
    ).toMatchObject([
      {
        school: 'Alströmergymnasiet',
        degree: 'Building and Construction Programme',
        schoolCityState: 'Alingsås',
      },
    ]);
  });

  it('gives an unnamed first piece to the degree when a school follows it', () => {
    expect(
      read(['State Examination in Pharmacy', 'Ludwig-Maximilians-Universität München, München']),
    ).toMatchObject([
      {
        school: 'Ludwig-Maximilians-Universität München',
        degree: 'State Examination in Pharmacy',
        schoolCityState: 'München',
      },
    ]);
    expect(read(['Korea Polytechnics, Busan Campus | Busan', 'Associate Degree'])).toMatchObject([
      { school: 'Korea Polytechnics, Busan Campus', schoolCityState: 'Busan' },
    ]);
  });

  it('takes towns no list holds for the place when they follow the school on its line', () => {
    expect(
      read([
        'University of Lagos | Akoka, Lagos',
        'BSc Computer Science | September 2011 – July 2015',
      ]),
    ).toEqual([
      {
        school: 'University of Lagos',
        degree: 'BSc Computer Science',
        schoolCityState: 'Akoka, Lagos',
        startDate: '2011-09',
        endDate: '2015-07',
      },
    ]);
  });

  it('splits "High School Diploma, School, Place": a diploma named after a school is the degree', () => {
    expect(read(['High School Diploma, Whetstone High School, Columbus, OH | 2013'])).toEqual([
      {
        school: 'Whetstone High School',
        degree: 'High School Diploma',
        schoolCityState: 'Columbus, OH',
        startDate: '',
        endDate: '2013-01',
      },
    ]);
  });

  it('reads entries on consecutive lines that each start with a whole date range', () => {
    expect(
      read([
        '01/2015 - 04/2015 | CDL Training Certificate | Dallas College | Dallas, TX',
        '08/2009 - 05/2013 | High School Diploma | Skyline High School | Dallas, TX',
      ]),
    ).toEqual([
      {
        school: 'Dallas College',
        degree: 'CDL Training Certificate',
        schoolCityState: 'Dallas, TX',
        startDate: '2015-01',
        endDate: '2015-04',
      },
      {
        school: 'Skyline High School',
        degree: 'High School Diploma',
        schoolCityState: 'Dallas, TX',
        startDate: '2009-08',
        endDate: '2013-05',
      },
    ]);
  });

  it('keeps a university and its college, split at a dash, as one school', () => {
    expect(
      read([
        'University of Minnesota – Carlson School of Management | Minneapolis, MN',
        'B.S. in Accounting | 09/2012 - 05/2016',
      ]),
    ).toEqual([
      {
        school: 'University of Minnesota – Carlson School of Management',
        degree: 'B.S. in Accounting',
        schoolCityState: 'Minneapolis, MN',
        startDate: '2012-09',
        endDate: '2016-05',
      },
    ]);
  });

  it('reads "Boston, MA" as a place and "Counseling Psychology, MA" as a degree', () => {
    expect(
      read([
        'Bunker Hill Community College, Boston, MA',
        'Medical Assisting Certificate | 09/2015 - 06/2016',
        'BUNKER HILL COMMUNITY COLLEGE, Boston, MA — Phlebotomy Certificate',
        'Counseling Psychology, MA | Boston College | 2014',
      ]),
    ).toEqual([
      {
        school: 'Bunker Hill Community College',
        degree: 'Medical Assisting Certificate',
        schoolCityState: 'Boston, MA',
        startDate: '2015-09',
        endDate: '2016-06',
      },
      {
        school: 'BUNKER HILL COMMUNITY COLLEGE',
        degree: 'Phlebotomy Certificate',
        schoolCityState: 'Boston, MA',
        startDate: '',
        endDate: '',
      },
      {
        school: 'Boston College',
        degree: 'Counseling Psychology, MA',
        schoolCityState: '',
        startDate: '',
        endDate: '2014-01',
      },
    ]);
  });

  it('closes a bracketed date the line wrapped: "… Columbus, OH (Dec" / "2019)"', () => {
    expect(
      read([
        'Certificate in Supply Chain Management, Columbus State Community College, Columbus, OH (Dec',
        '2019)',
        'High School Diploma, Whetstone High School, Columbus, OH (May 2013)',
      ]).map(({ school, degree, endDate }) => ({ school, degree, endDate })),
    ).toEqual([
      {
        school: 'Columbus State Community College',
        degree: 'Certificate in Supply Chain Management',
        endDate: '2019-12',
      },
      { school: 'Whetstone High School', degree: 'High School Diploma', endDate: '2013-05' },
    ]);
  });

  it('takes an apprenticeship for what was earned and the JATC that ran it for the school', () => {
    expect(
      read([
        'Puget Sound Electrical JATC | Renton, WA',
        'Inside Wireman Apprenticeship | 09/2014 - 01/2019',
        'Inside Wireman Apprenticeship, Puget Sound Electrical JATC, Renton, WA',
      ]).map(({ school, degree }) => ({ school, degree })),
    ).toEqual([
      { school: 'Puget Sound Electrical JATC', degree: 'Inside Wireman Apprenticeship' },
      { school: 'Puget Sound Electrical JATC', degree: 'Inside Wireman Apprenticeship' },
    ]);
  });

  it('keeps a campus name but drops a repeated town', () => {
    expect(read(['University of California, Berkeley', 'BA History'])).toMatchObject([
      { school: 'University of California, Berkeley', degree: 'BA History' },
    ]);
    expect(read(['University of Nottingham, Nottingham', 'BSc (Hons) Chemistry'])).toMatchObject([
      { school: 'University of Nottingham', schoolCityState: 'Nottingham' },
    ]);
  });

  it('joins a range wrapped between the end month and its year', () => {
    expect(
      read([
        'Certificate in Supply Chain Management — Mesa Community College, Mesa, AZ Jan 2019–May',
        '2020',
      ]),
    ).toMatchObject([
      {
        school: 'Mesa Community College',
        schoolCityState: 'Mesa, AZ',
        startDate: '2019-01',
        endDate: '2020-05',
      },
    ]);
  });
});
