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
  ])('%s is %s', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });
});
