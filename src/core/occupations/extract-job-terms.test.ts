import { describe, expect, it } from 'vitest';
import { extractJobTerms } from './extract-job-terms.ts';

const nursePosting = `<p>Join our ICU team as a Registered Nurse.</p><ul>
<li>Current RN License and BLS; ACLS within 90 days</li>
<li>Experience with Epic and Pyxis; infusion pumps</li>
<li>Strong patient assessment, IV therapy and wound care skills</li></ul>
<p>You will excel in a fast-paced unit.</p>`;

describe('extractJobTerms', () => {
  it('finds the skills, tools and certifications a posting names, spelled as the data spells them', () => {
    const terms = extractJobTerms(nursePosting, '29-1141');
    expect(terms.certifications).toEqual(expect.arrayContaining(['RN License', 'BLS', 'ACLS']));
    expect(terms.tools).toEqual(expect.arrayContaining(['Epic', 'Pyxis', 'infusion pump']));
    expect(terms.skills).toEqual(
      expect.arrayContaining(['patient assessment', 'IV therapy', 'wound care']),
    );
  });

  it('respects word boundaries and reports each term once', () => {
    const terms = extractJobTerms('Epicenter, Epic, EPIC and epic again; Pyxis');
    expect(terms.tools.filter((tool) => tool === 'Epic')).toHaveLength(1);
    expect(extractJobTerms('Epicenter of pyxisfoo').tools).toEqual([]);
  });

  it('matches everyday words such as Excel only when written as the product name', () => {
    expect(extractJobTerms('You will excel at teamwork').tools).not.toContain('Excel');
    expect(extractJobTerms('Advanced Excel and SQL').tools).toContain('Excel');
  });

  it('prefers the longest term at a position ("AWS Certified Developer Associate", not "AWS")', () => {
    const terms = extractJobTerms('Holds the AWS Certified Developer Associate certification');
    expect(terms.certifications).toContain('AWS Certified Developer Associate');
    expect(terms.tools).not.toContain('AWS');
  });

  it('works across occupations: trades, transport, finance', () => {
    expect(extractJobTerms('CDL Class A with Hazmat Endorsement, ELD experience')).toMatchObject({
      certifications: expect.arrayContaining(['CDL Class A', 'Hazmat Endorsement']),
      tools: expect.arrayContaining(['ELD']),
    });
    expect(
      extractJobTerms('Conduit bending per NEC code compliance; OSHA 10').certifications,
    ).toContain('OSHA 10');
    expect(extractJobTerms('Month-end close in NetSuite; CPA preferred').tools).toContain(
      'NetSuite',
    );
  });

  it('puts the given occupation’s own terms first', () => {
    const text = 'Python, SQL and patient assessment';
    expect(extractJobTerms(text, '29-1141').skills[0]).toBe('patient assessment');
  });

  it('finds a credential written with another word for its paper, never the bare words', () => {
    const certs = (text: string) => extractJobTerms(text).certifications;
    expect(certs("Food Handler's Certificate and ServSafe Certification preferred")).toEqual([
      'Food Handler Card',
    ]);
    expect(certs('Class A CDL with a clean record')).toEqual(['CDL Class A']);
    expect(certs('Forklift Certificate a plus')).toEqual(['Forklift Certification']);
    // A credential's words without its paper are often the job's title or a skill.
    expect(certs('Journeyman Electrician needed for commercial work')).toEqual([]);
    expect(certs('Journeyman Electrician License required')).toEqual([
      'Journeyman Electrician License',
    ]);
    // "CNA license" is the CNA the data names, not its "CNA Certification" spelling.
    expect(certs('Current CNA license')).toEqual(['CNA']);
  });
});
