import { describe, expect, it } from 'vitest';
import { joinWrappedLines } from './join-wrapped-lines.ts';
import { parseCertificationsSection } from './parse-certifications-section.ts';
import { parseEducationSection } from './parse-education-section.ts';

describe('names a narrow sidebar wrapped', () => {
  it('runs a line that stops on "in" or "of" on into the next, and closes a bracketed tail', () => {
    expect(
      joinWrappedLines([
        'CIPD Level 5 Associate Diploma in',
        'People Management',
        'SHRM Certified Professional',
        '(SHRM-CP)',
        'Hogan Assessment Certification',
      ]),
    ).toEqual([
      'CIPD Level 5 Associate Diploma in People Management',
      'SHRM Certified Professional (SHRM-CP)',
      'Hogan Assessment Certification',
    ]);
  });

  it('does not run on from a capital letter that ends a name', () => {
    expect(joinWrappedLines(['CDL Class A', 'Forklift Operator'])).toEqual([
      'CDL Class A',
      'Forklift Operator',
    ]);
  });

  it('pairs each certificate with the issuer and year printed under it', () => {
    expect(
      parseCertificationsSection([
        'OSHA 10-Hour General Industry',
        'OSHA, 2019',
        'Certified Forklift Operator',
        'Sun Valley Distribution, 2018',
      ]),
    ).toEqual([
      // The issuer after a dash, so the Job Search form can take it apart (decision 045).
      'OSHA 10-Hour General Industry — OSHA, 2019',
      'Certified Forklift Operator — Sun Valley Distribution, 2018',
    ]);
  });

  it('keeps one certificate a line when the lines do not alternate', () => {
    expect(
      parseCertificationsSection(['First Aid at Work', 'Forklift Licence, 2018', 'Food Hygiene']),
    ).toEqual(['First Aid at Work', 'Forklift Licence, 2018', 'Food Hygiene']);
  });

  it('puts a degree’s wrapped tail back into the degree, not the school', () => {
    const { entries } = parseEducationSection([
      'Master of Arts in Human',
      'Resource Management',
      'Masaryk University',
      '09/2010 – 06/2012',
      'Certificate in Supply Chain',
      'Management',
      'Mesa Community College',
    ]);
    expect(entries.map(({ degree, school }) => [degree, school])).toEqual([
      ['Master of Arts in Human Resource Management', 'Masaryk University'],
      ['Certificate in Supply Chain Management', 'Mesa Community College'],
    ]);
  });

  it("runs a school's name on into its last word when the line wrapped before it", () => {
    expect(
      joinWrappedLines([
        '08/2013 - 05/2015 | Associate in Applied Science | Central Piedmont Community',
        'College | Charlotte, NC',
        'Tulsa Community College',
        'College Station, TX',
      ]),
    ).toEqual([
      '08/2013 - 05/2015 | Associate in Applied Science | Central Piedmont Community College | Charlotte, NC',
      'Tulsa Community College',
      'College Station, TX',
    ]);
  });
});

describe('a certifications line with a label', () => {
  it('holds one credential per comma after the label, and a line without one stays whole', () => {
    expect(
      parseCertificationsSection([
        'Licenses: Journeyman Electrician (TX #12345), OSHA 30',
        'Certifications: CompTIA A+, Network+, Security+',
        'CPR/AED Certified, American Red Cross, exp. 06/2026',
      ]),
    ).toEqual([
      'Journeyman Electrician (TX #12345)',
      'OSHA 30',
      'CompTIA A+',
      'Network+',
      'Security+',
      'CPR/AED Certified, American Red Cross, exp. 06/2026',
    ]);
  });

  it('parts credentials a dot lists on one line, but not one credential with its details', () => {
    expect(
      parseCertificationsSection([
        'Registered Nurse, Illinois (License #041-123456) · BLS · ACLS · CCRN',
        'CPR · American Heart Association · 2024',
      ]),
    ).toEqual([
      'Registered Nurse, Illinois (License #041-123456)',
      'BLS',
      'ACLS',
      'CCRN',
      'CPR · American Heart Association · 2024',
    ]);
  });

  it('parts credentials a bar divides when each holds its own issuer or year', () => {
    expect(
      parseCertificationsSection([
        'CCMA – National Healthcareer Association (2018)  |  BLS – AHA (2024)',
        'Forklift Operator | Sunbelt Rentals | 2019',
      ]),
    ).toEqual([
      'CCMA – National Healthcareer Association (2018)',
      'BLS – AHA (2024)',
      'Forklift Operator, Sunbelt Rentals, 2019',
    ]);
  });
});
