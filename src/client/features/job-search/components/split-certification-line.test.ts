import { describe, expect, it } from 'vitest';
import { splitCertificationLine } from './split-certification-line.ts';

describe('splitCertificationLine', () => {
  it.each([
    ['OSHA 10-Hour General Industry — OSHA (2018)', 'OSHA 10-Hour General Industry', 'OSHA'],
    ['BLS (American Heart Association)', 'BLS', 'American Heart Association'],
    [
      'Forklift Operator Certification | Crown Equipment | 2017',
      'Forklift Operator Certification',
      'Crown Equipment',
    ],
    [
      'Certified Forklift Operator – Sun Valley Distribution, 2018',
      'Certified Forklift Operator',
      'Sun Valley Distribution',
    ],
    [
      'ServSafe Food Handler - National Restaurant Association (May 2023)',
      'ServSafe Food Handler',
      'National Restaurant Association',
    ],
    // An abbreviation in brackets, a comma part and a lone year stay with the name.
    ['Critical Care Registered Nurse (CCRN)', 'Critical Care Registered Nurse (CCRN)', ''],
    ['Registered Nurse, Oregon', 'Registered Nurse, Oregon', ''],
    ['OSHA 30 2021', 'OSHA 30', ''],
    ['Class A CDL', 'Class A CDL', ''],
    ['EPA Section 608 Universal', 'EPA Section 608 Universal', ''],
  ])('%s', (line, name, organization) => {
    expect(splitCertificationLine(line)).toEqual({ name, organization });
  });
});
