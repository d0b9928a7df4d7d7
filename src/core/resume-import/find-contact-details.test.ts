import { describe, expect, it } from 'vitest';
import { findContactDetails } from './find-contact-details.ts';

const nameOf = (...lines: string[]) => findContactDetails(lines, lines).fullName;

describe('findContactDetails', () => {
  it.each([
    [['JOSÉ GARCÍA', 'Electrician'], 'José García'],
    [['María de la Cruz', 'Nurse'], 'María de la Cruz'],
    [['Curriculum Vitae', 'Zoë Brontë-Smith'], 'Zoë Brontë-Smith'],
    [['jane@example.com | 555-123-4567', 'Jane Q. Public'], 'Jane Q. Public'],
    [['Miguel A.', 'Santos', 'Phone'], 'Miguel A. Santos'],
    [['Priya Shah, RN, BSN', 'Chicago, IL'], 'Priya Shah'],
    [['ROBERT "BOBBY" NGUYEN', 'Journeyman Electrician'], 'Robert "Bobby" Nguyen'],
    [['Sarah-Jane', 'Boise, ID', 'Miller-Lopez'], ''],
    [['jo@example.com', 'College Park, MD'], ''],
    [['MARIA ELENA GARCIA-LOPEZ', 'Medical Assistant'], 'Maria Elena Garcia-Lopez'],
    [["JAMES O'CONNELL", 'Forklift Operator'], "James O'Connell"],
    [['Dr. Anita Desai, PharmD', 'Clinical Pharmacist'], 'Anita Desai'],
    [['Experienced welder looking for work'], ''],
    // A sidebar or Word title block sets the name on two lines.
    [['Ji-woo', 'Park', 'Phone', '+82 10-4821-7730'], 'Ji-woo Park'],
    [['Contact', 'Phone', '+82 10-4821-7730'], ''],
    [['Résumé', 'Dana Kim'], 'Dana Kim'],
  ])('finds the name in %j', (lines, name) => {
    expect(nameOf(...lines)).toBe(name);
  });

  it('finds e-mail, phone and LinkedIn anywhere, but not a date range as a phone', () => {
    const lines = [
      'Ann Lee',
      '2016 - 2019 | Somewhere',
      'Phone: +44 20 7946 0958 · ann.lee@example.co.uk',
      'www.linkedin.com/in/ann-lee/',
    ];
    expect(findContactDetails(lines, lines)).toEqual({
      fullName: 'Ann Lee',
      email: 'ann.lee@example.co.uk',
      phone: '+44 20 7946 0958',
      linkedIn: 'https://www.linkedin.com/in/ann-lee',
    });
  });

  it('reads a LinkedIn address wrapped at a hyphen and a phone with five-digit groups', () => {
    const lines = ['Phoenix, AZ | +91 98450 12345 | linkedin.com/in/luis-hernandez-', 'warehouse'];
    expect(findContactDetails(lines, lines)).toMatchObject({
      phone: '+91 98450 12345',
      linkedIn: 'https://linkedin.com/in/luis-hernandez-warehouse',
    });
  });

  it('finds the phone after a ZIP code on the same line', () => {
    expect(
      findContactDetails(['Seattle, WA 98101 • (206) 555-0144 • bobby@example.com'], []).phone,
    ).toBe('(206) 555-0144');
  });
});
