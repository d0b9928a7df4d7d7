import { describe, expect, it } from 'vitest';
import { prepPackSchema } from '../../shared/schemas/interview-prep.ts';
import { occupationBySoc } from '../occupations/occupations.ts';
import { extractRequirements } from '../tailoring/extract-requirements.ts';
import { findClaims } from '../tailoring/find-claims.ts';
import { tailorApplicationPackage } from '../tailoring/tailor-application-package.ts';
import { inputFor, jobOf } from '../tailoring/testing/persona-input.ts';
import {
  accountantPosting,
  electricianPosting,
  nursePosting,
} from '../tailoring/testing/postings.ts';
import type { TailorInput } from '../tailoring/types.ts';
import { buildPrepPack, type PrepPackInput } from './build-prep-pack.ts';
import { evidenceOf, wordsNotInSource } from './testing/prep-oracle.ts';

function packInput(tailor: TailorInput, over: Partial<PrepPackInput> = {}): PrepPackInput {
  const { job } = tailor;
  return {
    tailor,
    item: { id: 'item-1', title: job.title, company: job.company, interviewDates: ['2026-12-03'] },
    occupation: job.occupationSoc ? (occupationBySoc(job.occupationSoc) ?? null) : null,
    sent: null,
    sentFields: [],
    basis: 'The posting and your profile',
    ...over,
  };
}

const people = [
  ['a nurse', 'rn-atlanta', nursePosting],
  ['an electrician', 'electrician-houston', electricianPosting],
  ['an accountant', 'accountant-chicago', accountantPosting],
] as const;

describe.each(people)('the prep pack of %s', (_, persona, posting) => {
  const tailor = inputFor(persona, posting);
  const pack = buildPrepPack(packInput(tailor));
  const occupation = occupationBySoc(posting.occupationSoc ?? '');

  it('asks about every requirement, the occupation and behaviour, and fits the contract', () => {
    const requirements = extractRequirements(posting);
    const asked = pack.questions.filter((q) => q.kind === 'requirement');
    expect(asked.map((q) => q.id)).toEqual(requirements.map((r) => r.id));
    expect(asked.map((q) => q.about)).toEqual(requirements.map((r) => r.text));
    const role = pack.questions.filter((q) => q.kind === 'role');
    expect(role.length).toBeGreaterThanOrEqual(4);
    for (const question of role) {
      expect(question.about.startsWith(`${occupation?.title}: `)).toBe(true);
      expect([
        ...(occupation?.skills ?? []),
        ...(occupation?.tools ?? []),
        ...(occupation?.certifications.map((c) => c.name) ?? []),
      ]).toContain(question.keyTerms[0]);
    }
    expect(pack.questions.filter((q) => q.kind === 'behavioural')).toHaveLength(5);
    expect(new Set(pack.questions.map((q) => q.id)).size).toBe(pack.questions.length);
    expect(() =>
      prepPackSchema.parse({ ...pack, access: 'full', lockedQuestions: 0, practice: [] }),
    ).not.toThrow();
  });

  it('draws every evidence line from the profile, traced like the tailoring truth check', () => {
    const lines = evidenceOf(pack.questions);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(findClaims(line.text, tailor, 'resume').filter((c) => c.source === null)).toEqual([]);
      expect(wordsNotInSource(line, tailor), line.text).toEqual([]);
    }
  });

  it('says what to think about when there is no evidence', () => {
    for (const question of pack.questions) {
      expect(question.evidence.length > 0 || (question.noEvidence ?? '').length > 20).toBe(true);
    }
  });

  it('lists the credentials the posting names, marked held or not', () => {
    const credentials = pack.bring.filter((item) => item.kind !== 'document');
    const named = extractRequirements(posting).filter(
      (r) => r.kind === 'licence' || r.kind === 'certification',
    );
    expect(credentials.map((item) => item.name)).toEqual(named.map((r) => r.text));
    for (const item of credentials) expect(item.held === (item.heldSource !== null)).toBe(true);
  });
});

describe('a prep pack', () => {
  it('marks the evidence that is in the resume that was sent, and leaves EEO answers out', () => {
    const tailor = inputFor('rn-atlanta', nursePosting);
    const pkg = tailorApplicationPackage(tailor);
    const pack = buildPrepPack(
      packInput(tailor, {
        sent: { version: 2, pkg },
        sentFields: [
          {
            key: 'phone',
            label: 'Phone',
            value: '+1 404 555 0100',
            sensitive: false,
            source: 'Profile',
          },
          {
            key: 'race',
            label: 'Race',
            value: 'Prefer not to say',
            sensitive: true,
            source: 'EEO',
          },
        ],
      }),
    );
    expect(evidenceOf(pack.questions).some((line) => line.inSentResume)).toBe(true);
    expect(pack.sentAnswers).toEqual([{ label: 'Phone', value: '+1 404 555 0100' }]);
    expect(pack.bring.map((item) => item.name)).toContain(
      'A printed copy of the resume you sent (version 2)',
    );
  });

  it('is built for an application made elsewhere from its title and the user’s notes', () => {
    const tailor = inputFor(
      'accountant-chicago',
      jobOf({
        title: 'Senior Accountant',
        company: 'Elsewhere LLC',
        descriptionText: 'They asked for QuickBooks and a CPA license.',
        occupationSoc: '13-2011',
      }),
    );
    const pack = buildPrepPack(packInput(tailor));
    expect(pack.questions.some((q) => q.kind === 'requirement' && q.about === 'QuickBooks')).toBe(
      true,
    );
    expect(pack.questions.filter((q) => q.kind === 'role').length).toBeGreaterThan(3);
  });

  it('still asks its questions for an empty profile, with no evidence and a suggestion each', () => {
    const tailor = inputFor('rn-atlanta', nursePosting);
    tailor.profile = { ...tailor.profile, workExperience: [], education: [], skills: [] };
    tailor.preferences = null;
    const pack = buildPrepPack(packInput(tailor));
    expect(evidenceOf(pack.questions)).toEqual([]);
    expect(pack.questions.every((q) => q.noEvidence)).toBe(true);
  });
});
