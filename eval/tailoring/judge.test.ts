import { describe, expect, it } from 'vitest';
import type { ApplicationPackage, DocumentLine } from '../../src/shared/schemas/tailoring.ts';
import { findUntraced } from './find-untraced.ts';
import { type EvalPair, loadPairs } from './load-pairs.ts';
import { showsRequirement } from './match-terms.ts';
import { firstThird, printResume } from './print-package.ts';
import { emptyParagraphs, maskedSentences, sharedSentenceShare } from './score-letters.ts';

const source = { kind: 'work' as const, index: 0, label: 'Work experience' };
const line = (id: string, text: string): DocumentLine => ({ id, text, hidden: false, sources: [] });

/** A package written by hand for Keisha Morgan (rn-atlanta) and the Med Surg RN posting. */
function keishaPackage(
  change: { bullet?: string; letter?: string[]; headline?: string } = {},
): ApplicationPackage {
  return {
    resume: {
      contact: {
        fullName: 'Keisha Morgan',
        email: 'rn-atlanta@example.com',
        phone: '',
        linkedIn: '',
        location: 'Atlanta, GA',
      },
      headline: line('h', change.headline ?? 'Registered Nurse · 10 years of experience'),
      sections: [
        {
          id: 's',
          kind: 'summary',
          heading: 'Summary',
          hidden: false,
          lines: [line('s1', 'Med/Surg and cardiac step-down nurse with BLS and ACLS.')],
          entries: [],
        },
        {
          id: 'e',
          kind: 'experience',
          heading: 'Experience',
          hidden: false,
          lines: [],
          entries: [
            {
              id: 'e1',
              title: 'Registered Nurse, Cardiac Step-Down',
              organization: 'Piedmont Atlanta Hospital',
              dates: 'Apr 2020 – Present',
              hidden: false,
              condensed: false,
              bullets: [
                line('b1', change.bullet ?? 'Charge nurse rotation on a cardiac step-down unit.'),
              ],
              source,
            },
            {
              id: 'e2',
              title: 'Registered Nurse, Med/Surg',
              organization: 'Emory University Hospital',
              dates: 'Jul 2016 – Mar 2020',
              hidden: false,
              condensed: false,
              bullets: [
                line('b2', 'Med/surg floor, 5-6 patients per shift, telemetry monitoring.'),
              ],
              source,
            },
          ],
        },
        {
          id: 'ed',
          kind: 'education',
          heading: 'Education',
          hidden: false,
          lines: [],
          entries: [
            {
              id: 'ed1',
              title: 'BSN, Nursing',
              organization: 'Georgia State University',
              dates: '2016',
              hidden: false,
              condensed: false,
              bullets: [],
              source: { kind: 'education', index: 0, label: 'Education' },
            },
          ],
        },
      ],
    },
    coverLetter: {
      greeting: line('g', 'Dear PWW Recruiting client hospital hiring team,'),
      paragraphs: (
        change.letter ?? [
          'You are building the core team of a med/surg unit and ask for nurses on the cusp of charging.',
          'At Piedmont Atlanta Hospital I work in cardiac step-down with a charge nurse rotation, and at Emory University Hospital I cared for 5-6 patients per shift.',
        ]
      ).map((text, index) => line(`p${index}`, text)),
      closing: line('c', 'Sincerely,\nKeisha Morgan'),
    },
    coverage: [],
    layout: { template: 'classic', paper: 'letter' },
    generator: 'rules',
    replacements: [],
  };
}

function keishaPair(): EvalPair {
  const pair = loadPairs().find((p) => p.id === 'rn-atlanta--rn-pww-medsurg');
  if (!pair) throw new Error('the rn-atlanta pair is missing');
  return pair;
}

describe('the independent truth check', () => {
  it('finds nothing untraced in a package built only from the profile and the posting', () => {
    const pair = keishaPair();
    expect(findUntraced(keishaPackage(), pair.input, pair.meets)).toEqual([]);
  });

  it('catches an invented employer, number and date in a resume bullet', () => {
    const pair = keishaPair();
    const claims = findUntraced(
      keishaPackage({ bullet: 'Floated to Mayo Clinic ICU for 14 weeks in Jun 2021.' }),
      pair.input,
      pair.meets,
    );
    const texts = claims.map((claim) => `${claim.kind}:${claim.text}`);
    expect(texts).toEqual(
      expect.arrayContaining([
        'name:Mayo',
        'name:Clinic',
        'name:ICU',
        'number:14',
        'date:Jun 2021',
      ]),
    );
  });

  it('catches years of experience the work history does not add up to', () => {
    const pair = keishaPair();
    const claims = findUntraced(
      keishaPackage({ headline: 'Registered Nurse · 15 years of experience' }),
      pair.input,
      pair.meets,
    );
    expect(claims.map((claim) => claim.text)).toContain('15');
  });

  it('catches a certification the applicant claims in a letter, but not one the posting asks for', () => {
    const pair = keishaPair();
    const claimed = findUntraced(
      keishaPackage({ letter: ['I also hold CCRN certification and TNCC.'] }),
      pair.input,
      pair.meets,
    );
    expect(claimed.map((claim) => claim.text)).toEqual(expect.arrayContaining(['CCRN', 'TNCC']));
    const quoted = findUntraced(
      keishaPackage({ letter: ['Your unit takes step-down patients from ICU/IMUs.'] }),
      pair.input,
      pair.meets,
    );
    expect(quoted).toEqual([]);
  });

  it('takes a number said of the employer only from the posting', () => {
    const pair = keishaPair();
    const borrowed = findUntraced(
      keishaPackage({ letter: ['You are looking for someone with 5 years of experience.'] }),
      pair.input,
      pair.meets,
    );
    expect(borrowed.map((claim) => claim.text)).toEqual(['5']);
    const quoted = findUntraced(
      keishaPackage({ letter: ['You will hire nurses with less than 1.5 years later.'] }),
      pair.input,
      pair.meets,
    );
    expect(quoted).toEqual([]);
  });
});

describe('the first-third rule', () => {
  it('reads a requirement in any of its spellings and a stated number of years', () => {
    expect(showsRequirement('Licensed RN on a med-surg floor', 'Med/Surg|med-surg')).toBe(true);
    expect(showsRequirement('Learned fast', 'RN')).toBe(false);
    expect(showsRequirement('Nurse · 10 years of experience', 'years>=5')).toBe(true);
    expect(showsRequirement('Nurse · 3+ years', 'years>=5')).toBe(false);
  });

  it('looks only at the first third of the printed resume', () => {
    const printed = printResume(keishaPackage());
    const top = firstThird(printed);
    expect(top.length).toBe(Math.ceil(printed.join('\n').length / 3));
    expect(showsRequirement(top, 'Med/Surg')).toBe(true);
    expect(showsRequirement(top, 'Georgia State')).toBe(false);
  });
});

describe('the letter rules', () => {
  it('flags a paragraph that names neither a requirement nor a profile fact', () => {
    const pair = keishaPair();
    const pkg = keishaPackage({
      letter: [
        'I am a hard worker who loves helping people.',
        'I worked at Emory University Hospital.',
      ],
    });
    expect(emptyParagraphs(pkg, pair.input, pair.meets)).toEqual([
      'I am a hard worker who loves helping people.',
    ]);
  });

  it('counts the same sentence with another name and company as shared', () => {
    const pairs = loadPairs();
    const nurse = pairs.find((p) => p.id === 'rn-atlanta--rn-pww-medsurg');
    const cook = pairs.find((p) => p.id === 'line-cook-new-orleans--cook-bakers-crust');
    if (!nurse || !cook) throw new Error('pairs missing');
    const a = keishaPackage({
      letter: ['I would be glad to bring my experience to PWW Recruiting client hospital.'],
    });
    const b = keishaPackage({
      letter: ["I would be glad to bring my experience to Baker's Crust."],
    });
    b.coverLetter.closing = line('c', 'Sincerely,\nAndre Batiste');
    b.coverLetter.greeting = line('g', "Dear Baker's Crust hiring team,");
    const share = sharedSentenceShare(
      maskedSentences(a, nurse.input),
      maskedSentences(b, cook.input),
    );
    expect(share).toBe(1);
  });
});
