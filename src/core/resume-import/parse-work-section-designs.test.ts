import { describe, expect, it } from 'vitest';
import { workHeaders } from './testing/read-sections.ts';

/**
 * Work sections of designs people send and of lines people commonly write (2026-11-30): profile
 * exports, federal resumes, Europass and TeX classes (docs/quality.md, "Nine more designs people
 * send"). Each case failed on the reader before its fix.
 */
const header = workHeaders;

describe('parseWorkSection on common designs and lines', () => {
  it('gives roles a profile export groups under one employer that employer, its stay lengths read as nothing', () => {
    expect(
      header([
        'Hendrick Turner Engineering, PLLC',
        '8 years 9 months',
        'Office Manager',
        'January 2021 - Present (5 years 11 months)',
        'Charlotte, North Carolina, United States',
        '• Run the office for 40 engineers.',
        'Administrative Assistant',
        'March 2018 - December 2020 (2 years 10 months)',
        'Charlotte, North Carolina, United States',
        '• Calendars and travel for three principals.',
      ]).map(({ position, company, location }) => ({ position, company, location })),
    ).toEqual([
      {
        position: 'Office Manager',
        company: 'Hendrick Turner Engineering, PLLC',
        location: 'Charlotte, North Carolina, United States',
      },
      {
        position: 'Administrative Assistant',
        company: 'Hendrick Turner Engineering, PLLC',
        location: 'Charlotte, North Carolina, United States',
      },
    ]);
  });

  it("reads a federal resume's title past its hours and leaves the supervisor's details out", () => {
    expect(
      header([
        'Brothers Plumbing, Heating & Electric',
        'Denver, CO United States',
        '05/2020 - Present',
        'Hours per week: 40',
        'Journeyman Plumber',
        'Duties, Accomplishments and Related Skills:',
        '• Service calls and repipes.',
        'Supervisor: Pat Morgan (720-555-1000)',
        'Okay to contact this Supervisor: Contact me first',
      ]),
    ).toEqual([
      {
        position: 'Journeyman Plumber',
        company: 'Brothers Plumbing, Heating & Electric',
        location: 'Denver, CO United States',
        description: 'Service calls and repipes.',
      },
    ]);
  });

  it('keeps an employer that lists trades whole after a title and its comma', () => {
    expect(
      header([
        'May 2020 – Present',
        'Journeyman Plumber, Brothers Plumbing, Heating & Electric',
        'Denver, CO',
        'Journeyman Plumber, Brothers Plumbing, Heating & Electric, Denver, CO, May 2020 – present',
      ]),
    ).toMatchObject([
      { position: 'Journeyman Plumber', company: 'Brothers Plumbing, Heating & Electric' },
      {
        position: 'Journeyman Plumber',
        company: 'Brothers Plumbing, Heating & Electric',
        location: 'Denver, CO',
      },
    ]);
  });

  it('takes an employer line whose place follows a spaced hyphen', () => {
    expect(
      header([
        '07/2018 - 12/2021 | Staff Accountant, Audit & Assurance',
        'Baker Tilly US, LLP - Minneapolis, MN',
        'Audits of manufacturing clients.',
      ]),
    ).toMatchObject([
      {
        position: 'Staff Accountant, Audit & Assurance',
        company: 'Baker Tilly US, LLP',
        location: 'Minneapolis, MN',
      },
    ]);
  });

  it('reads a bare town under the dates as the place of every entry, grouped roles included', () => {
    expect(
      header([
        'Hospices Civils de Lyon',
        'Night Shift Coordinator, Intensive Care',
        'September 2021 - Present (5 years 3 months)',
        'Lyon',
        '• Coordinate a night team.',
        'Staff Nurse, Intensive Care',
        'March 2018 - August 2021 (3 years 6 months)',
        'Lyon',
        '• Cared for ventilated patients.',
        'Centre Hospitalier de Villefranche',
        'Nurse, Internal Medicine',
        'July 2015 - December 2015 (6 months)',
        'Villefranche-sur-Saône',
      ]).map(({ position, company, location }) => ({ position, company, location })),
    ).toEqual([
      {
        position: 'Night Shift Coordinator, Intensive Care',
        company: 'Hospices Civils de Lyon',
        location: 'Lyon',
      },
      {
        position: 'Staff Nurse, Intensive Care',
        company: 'Hospices Civils de Lyon',
        location: 'Lyon',
      },
      // "Saône" holds no "sa" (a legal form): words end at any letter, not only ASCII ones.
      {
        position: 'Nurse, Internal Medicine',
        company: 'Centre Hospitalier de Villefranche',
        location: 'Villefranche-sur-Saône',
      },
    ]);
  });

  it('reads a title no list knows before a staffing agency and its place, and a state wrapped alone', () => {
    expect(
      header([
        'Jun 2015–Dec 2015 | Yard Jockey, Roadrunner Staffing, Irving, TX',
        'Moved trailers in a distribution center yard.',
        '03/2018–12/2020 | Administrative Assistant, Hendrick Turner Engineering, PLLC, Charlotte,',
        'NC',
        'Calendars and travel for three principals.',
      ]).map(({ position, company, location }) => ({ position, company, location })),
    ).toEqual([
      { position: 'Yard Jockey', company: 'Roadrunner Staffing', location: 'Irving, TX' },
      {
        position: 'Administrative Assistant',
        company: 'Hendrick Turner Engineering, PLLC',
        location: 'Charlotte, NC',
      },
    ]);
  });

  it('reads common one-line headers: a title no list knew, the employer first, self-employment, a schedule', () => {
    expect(
      header([
        'Lifeguard, YMCA of Tulsa, Summer 2019',
        'Watched the pool.',
        'Walmart, Cashier, 2016-2018',
        'Rang up customers.',
        'Self-employed, Handyman, 2012 – 2016',
        'Repairs for neighbours.',
        'Cashier, Walmart (Part-time) | Jun 2018 – Aug 2018',
        'Weekend shifts.',
      ]).map(({ position, company, location }) => ({ position, company, location })),
    ).toEqual([
      { position: 'Lifeguard', company: 'YMCA of Tulsa', location: '' },
      { position: 'Cashier', company: 'Walmart', location: '' },
      { position: 'Handyman', company: 'Self-employed', location: '' },
      { position: 'Cashier (Part-time)', company: 'Walmart', location: '' },
    ]);
  });

  it("keeps a hospital unit after the title's dash in the title", () => {
    expect(
      header([
        'Northwestern Memorial Hospital, Chicago, IL | 2019 – Present',
        'Registered Nurse – Cardiac ICU',
        'Care for 2 critically ill patients per shift.',
        'Rush University Medical Center, Chicago, IL | 2016 – 2019',
        'Registered Nurse - Medical-Surgical',
        'Five patients per shift.',
        'Line Cook – Olive Garden | 2014 – 2016',
      ]).map(({ position, company }) => ({ position, company })),
    ).toEqual([
      { position: 'Registered Nurse – Cardiac ICU', company: 'Northwestern Memorial Hospital' },
      {
        position: 'Registered Nurse – Medical-Surgical',
        company: 'Rush University Medical Center',
      },
      { position: 'Line Cook', company: 'Olive Garden' },
    ]);
  });

  it('keeps a school and its district together as the employer', () => {
    expect(
      header([
        'Fourth Grade Teacher, Lincoln Elementary School, Houston ISD | 2019–present',
        'Self-contained classroom of 22 students.',
      ]).map(({ position, company, location }) => ({ position, company, location })),
    ).toEqual([
      {
        position: 'Fourth Grade Teacher',
        company: 'Lincoln Elementary School, Houston ISD',
        location: '',
      },
    ]);
  });

  it("reads a resident's title before the hospital", () => {
    expect(
      header(['Pharmacy Resident (PGY-1), Mayo Clinic Hospital — Phoenix, AZ (2016–2017)']).map(
        ({ position, company }) => ({ position, company }),
      ),
    ).toEqual([{ position: 'Pharmacy Resident (PGY-1)', company: 'Mayo Clinic Hospital' }]);
  });

  it('reads a town under a whole header as the place of every entry after it', () => {
    expect(
      header([
        'Oct 2019 – Present',
        'Hospital Pharmacist, Oncology Compounding, Klinikum rechts der Isar',
        'München',
        'Validate and supervise 60 cytotoxic preparations a day.',
        'Jan 2016 – Sep 2019',
        'Pharmacist, Marien-Apotheke',
        'Augsburg',
        'Dispensing and medication reviews.',
      ]).map(({ position, company, location }) => ({ position, company, location })),
    ).toEqual([
      {
        position: 'Hospital Pharmacist, Oncology Compounding',
        company: 'Klinikum rechts der Isar',
        location: 'München',
      },
      { position: 'Pharmacist', company: 'Marien-Apotheke', location: 'Augsburg' },
    ]);
  });

  it('never takes a heading inside a description for a place', () => {
    expect(
      header([
        'Cook, Blue Bottle Coffee | 2019 – 2021',
        'Key Achievements',
        'Opened the second kitchen.',
      ]),
    ).toMatchObject([
      { location: '', description: 'Key Achievements\nOpened the second kitchen.' },
    ]);
  });
});
