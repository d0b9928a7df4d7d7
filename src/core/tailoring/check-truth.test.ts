import { describe, expect, it } from 'vitest';
import type { ApplicationPackage } from '../../shared/schemas/tailoring.ts';
import { findUntracedClaims, removeUntracedClaims } from './check-truth.ts';
import { findClaims } from './find-claims.ts';
import { tailorApplicationPackage } from './tailor-application-package.ts';
import { inputFor } from './testing/persona-input.ts';
import { nursePosting } from './testing/postings.ts';

const input = inputFor('rn-atlanta', nursePosting);
const untraced = (text: string, context: 'resume' | 'letter') =>
  findClaims(text, input, context)
    .filter((claim) => claim.source === null)
    .map((claim) => [claim.kind, claim.text]);

describe('findClaims', () => {
  it('traces each claim to the fact it comes from', () => {
    const claims = findClaims(
      'Registered Nurse at Piedmont Atlanta Hospital since Apr 2020, 10 years of experience, BSN.',
      input,
      'resume',
    );
    expect(claims.map((claim) => [claim.kind, claim.text, claim.source?.label])).toEqual([
      ['duration', '10 years', 'Work experience dates'],
      ['date', 'Apr 2020', 'Work experience dates'],
      ['degree', 'BSN', 'Education, Georgia State University, 2016'],
      ['title', 'Registered Nurse', 'Work experience, Emory University Hospital, 2016–2020'],
      [
        'employer',
        'Piedmont Atlanta Hospital',
        'Work experience, Piedmont Atlanta Hospital, 2020–Present',
      ],
    ]);
  });

  it('catches invented employers, credentials, numbers, durations and degrees', () => {
    expect(untraced('Charge nurse at Grady Memorial Hospital.', 'resume')).toEqual([
      ['employer', 'Grady Memorial Hospital'],
    ]);
    expect(
      untraced('I hold a CCRN certification and a Master of Science in Nursing.', 'letter'),
    ).toEqual([
      ['degree', 'Master'],
      ['certification', 'CCRN'],
    ]);
    expect(untraced('Cared for 12 patients per shift over 9 years.', 'resume')).toEqual([
      ['duration', '9 years'],
      ['number', '12'],
    ]);
  });

  it('lets a letter say what the posting asks, but not claim it for the writer', () => {
    expect(untraced('Your posting asks for a Georgia RN license.', 'letter')).toEqual([]);
    expect(untraced('I hold a Georgia RN license.', 'letter')).toEqual([['licence', 'RN license']]);
    expect(untraced('Your posting asks for a Georgia RN license.', 'resume')).toEqual([
      ['licence', 'RN license'],
    ]);
    // The posting's own title and company are fine anywhere.
    expect(untraced('I am applying to Piedmont Atlanta Hospital.', 'letter')).toEqual([]);
  });

  it('reads names in Greek, Cyrillic and Vietnamese', () => {
    expect(untraced('Νοσηλεύτρια στο Γενικό Νοσοκομείο Αθηνών.', 'resume')).toEqual([
      ['employer', 'Γενικό Νοσοκομείο Αθηνών'],
    ]);
    expect(untraced('Работала в Городская Больница.', 'resume')).toEqual([
      ['employer', 'Городская Больница'],
    ]);
    expect(untraced('Làm việc tại Bệnh Viện Chợ Rẫy.', 'resume')).toEqual([
      ['employer', 'Bệnh Viện Chợ Rẫy'],
    ]);
  });
});

describe('removeUntracedClaims', () => {
  const clean = tailorApplicationPackage(input);
  const tampered: ApplicationPackage = structuredClone(clean);
  const first = tampered.coverLetter.paragraphs[0];
  if (first) first.text = `${first.text} I also led a team of 40 nurses at Mayo Clinic.`;
  const summary = tampered.resume.sections[0]?.lines[0];
  if (summary) summary.text = `${summary.text} Holds a PhD.`;
  tampered.coverLetter.greeting.text = 'Dear Dr. Invented Person,';

  it('finds every invention and nothing in the clean package', () => {
    expect(findUntracedClaims(clean, input)).toEqual([]);
    const found = findUntracedClaims(tampered, input).map((u) => [u.lineId, u.claim.text]);
    expect(found).toEqual([
      ['summary-1', 'PhD'],
      ['greeting', 'Invented Person'],
      ['letter-1', 'Mayo Clinic'],
      ['letter-1', '40'],
    ]);
  });

  it('drops the sentences holding them, says so, and keeps the rest', () => {
    const fixed = removeUntracedClaims(tampered, input);
    expect(findUntracedClaims(fixed, input)).toEqual([]);
    expect(fixed.coverLetter.paragraphs[0]?.text).toBe(clean.coverLetter.paragraphs[0]?.text);
    expect(fixed.resume.sections[0]?.lines[0]?.text).toBe(clean.resume.sections[0]?.lines[0]?.text);
    expect(fixed.coverLetter.greeting.text).toBe('Dear hiring team,');
    expect(fixed.replacements).toHaveLength(3);
    expect(fixed.replacements.join('\n')).toMatch(
      /Removed “Holds a PhD\.”: “PhD” not supported by your profile/,
    );
    // Idempotent: checking again changes nothing.
    expect(removeUntracedClaims(fixed, input)).toEqual(fixed);
  });
});
