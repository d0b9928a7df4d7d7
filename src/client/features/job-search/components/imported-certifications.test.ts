import { describe, expect, it } from 'vitest';
import { withCertificationNames } from './imported-certifications.ts';
import { emptyCertification, emptyWizardValues } from './wizard-values.ts';

describe('withCertificationNames', () => {
  it('adds names as rows, skipping ones already listed in any letter case', () => {
    const start = {
      ...emptyWizardValues,
      certifications: [{ ...emptyCertification, name: 'BLS', organization: 'AHA' }],
    };
    const { values, added, left } = withCertificationNames(start, [
      'Registered Nurse, California',
      ' bls ',
      'ACLS',
      'acls',
      '',
    ]);
    expect(added).toEqual(['Registered Nurse, California', 'ACLS']);
    expect(left).toEqual([]);
    expect(values.certifications).toEqual([
      { ...emptyCertification, name: 'BLS', organization: 'AHA' },
      { ...emptyCertification, name: 'Registered Nurse, California' },
      { ...emptyCertification, name: 'ACLS' },
    ]);
    expect(start.certifications).toHaveLength(1);
  });

  it('stops at the form limit of 20 and says which did not fit', () => {
    const names = Array.from({ length: 22 }, (_, index) => `Licence ${index + 1}`);
    const { values, added, left } = withCertificationNames(emptyWizardValues, names);
    expect(values.certifications).toHaveLength(20);
    expect(added).toHaveLength(20);
    expect(left).toEqual(['Licence 21', 'Licence 22']);
  });
});
