import { describe, expect, it } from 'vitest';
import { classifyHeader } from './classify-header-text.ts';
import { headingKind } from './split-sections.ts';

describe('classifyHeader', () => {
  it.each([
    [['Senior Accountant at Reyes & Cole CPAs'], 'Reyes & Cole CPAs', 'Senior Accountant', ''],
    [
      ["St. Mary's Hospital | Tulsa, OK", 'Charge Nurse'],
      "St. Mary's Hospital",
      'Charge Nurse',
      'Tulsa, OK',
    ],
    [
      ['OTR Truck Driver | Heartland Freight Lines | Joplin, MO'],
      'Heartland Freight Lines',
      'OTR Truck Driver',
      'Joplin, MO',
    ],
    [
      ['Sous Chef', 'Trattoria Nonna, New York, NY'],
      'Trattoria Nonna',
      'Sous Chef',
      'New York, NY',
    ],
    [['Staff Accountant, Lakeshore Foods'], 'Lakeshore Foods', 'Staff Accountant', ''],
    [['Brightwave — Remote'], 'Brightwave', '', 'Remote'],
    [['Care Assistant', 'HomeFirst Care, Sutton'], 'HomeFirst Care', 'Care Assistant', 'Sutton'],
    [['Analyst', 'Acme, Inc.'], 'Acme, Inc.', 'Analyst', ''],
    // A department after the title's comma stays with the title when the employer is named apart.
    [
      ['Staff Nurse, Intensive Care', 'Hospices Civils de Lyon, Lyon'],
      'Hospices Civils de Lyon',
      'Staff Nurse, Intensive Care',
      'Lyon',
    ],
    [
      ['Hospices Civils de Lyon | Lyon', 'Night Shift Coordinator, Intensive Care'],
      'Hospices Civils de Lyon',
      'Night Shift Coordinator, Intensive Care',
      'Lyon',
    ],
    // A hyphenated unit is a department, though "Medical" is a word employers' names use.
    [
      ["Registered Nurse, Medical-Surgical · St. David's Medical Center · Austin, TX"],
      "St. David's Medical Center",
      'Registered Nurse, Medical-Surgical',
      'Austin, TX',
    ],
    // "IN" closing the employer's line is Indiana, not a word left hanging.
    [
      ['Walmart Distribution Center, Plainfield, IN', 'Forklift Operator | Mar 2015 – Present'],
      'Walmart Distribution Center',
      'Forklift Operator',
      'Plainfield, IN',
    ],
    // All on one comma line: the last part before the place is the employer.
    [
      ['Medical Scientist, Transfusion, Austin Health, Heidelberg, VIC'],
      'Austin Health',
      'Medical Scientist, Transfusion',
      'Heidelberg, VIC',
    ],
    [
      ['Room Leader, Preschool Room, Little Acorns Day Nursery, Stockport'],
      'Little Acorns Day Nursery',
      'Room Leader, Preschool Room',
      'Stockport',
    ],
    [
      ['Nursery Practitioner, Bright Horizons, Manchester'],
      'Bright Horizons',
      'Nursery Practitioner',
      'Manchester',
    ],
    [['Care Assistant, HomeFirst Care | Sutton'], 'HomeFirst Care', 'Care Assistant', 'Sutton'],
    // The last word names the person: "Freight" does not make the title an employer.
    [['Freight Team Associate, Home Depot'], 'Home Depot', 'Freight Team Associate', ''],
    // Places in brackets and towns that are not ASCII.
    [
      ['Diesel Mechanic II at VIA Metropolitan Transit (San Antonio, TX)'],
      'VIA Metropolitan Transit',
      'Diesel Mechanic II',
      'San Antonio, TX',
    ],
    [
      ['Senior Paralegal — Van Bael & Bellis (Brussels)'],
      'Van Bael & Bellis',
      'Senior Paralegal',
      'Brussels',
    ],
    [['Nurse (Part-time) | Clinique du Parc'], 'Clinique du Parc', 'Nurse (Part-time)', ''],
    [
      ['Truck Driver, Trans-Pol Sp. z o.o., Poznań'],
      'Trans-Pol Sp. z o.o.',
      'Truck Driver',
      'Poznań',
    ],
    // A town closing a line is the place when title and employer are named besides.
    [['Rosa Canteen | Manchester', 'Line Cook'], 'Rosa Canteen', 'Line Cook', 'Manchester'],
    [['Paralegal | Liedekerke'], 'Liedekerke', 'Paralegal', ''],
    // Capitals in brackets are an abbreviation, not a place.
    [
      ['Marien-Apotheke | Augsburg', 'Pharmacist in Training (PJ)'],
      'Marien-Apotheke',
      'Pharmacist in Training (PJ)',
      'Augsburg',
    ],
  ])('splits %j', (lines, company, position, location) => {
    expect(classifyHeader(lines)).toEqual({ company, position, location });
  });
});

describe('headingKind', () => {
  it.each([
    ['Experience', 'work'],
    ['EMPLOYMENT HISTORY', 'work'],
    ['Professional Experience:', 'work'],
    ['Academic Background', 'education'],
    ['Core Competencies', 'skills'],
    ['References', 'other'],
    ['E X P E R I E N C E', 'work'],
    ['W O R K  H I S T O R Y', 'work'],
    ['Managed a team of five', undefined],
    ['A B C', undefined],
    ['\uf0b1 Experience', 'work'],
    ['✎ Education', 'education'],
    ['Career History', 'work'],
    ['• Skills', undefined],
  ])('%s is %s', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });
});
