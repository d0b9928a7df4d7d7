import { describe, expect, it } from 'vitest';
import { declineOption, matchOption } from './answers/match-option.ts';
import { planAnswers } from './plan-answers.ts';
import { formField as field } from './testing/form-field.ts';
import type { ApplicantFacts, DocumentFile } from './types.ts';

const driver: ApplicantFacts = {
  firstName: 'Marcus',
  lastName: 'Reed',
  email: 'marcus@example.test',
  phone: '+1 214 555 0199',
  location: 'Dallas, TX',
  links: [],
  currentCompany: 'Lone Star Freight',
  currentTitle: 'Truck Driver',
  skillYears: { 'class a cdl': 9, 'hazmat endorsement': 4 },
  licences: ['Class A CDL', 'HazMat endorsement'],
  answerBank: [
    { key: 'work_authorization', question: 'Authorized?', answer: 'Yes' },
    { key: 'shifts', question: 'Shifts?', answer: 'Yes' },
    { key: 'relocation', question: 'Relocate?', answer: '' },
  ],
  eeo: null,
  coverLetterText: 'Dear Swift Transportation hiring team,',
};
const files: DocumentFile[] = [
  {
    role: 'resume',
    fileName: 'Marcus Reed - Resume.pdf',
    contentType: 'application/pdf',
    content: Buffer.from('%PDF-1.4'),
  },
];

describe('planAnswers for a truck driver', () => {
  const fields = [
    field('first_name', 'First Name', { required: true }),
    field('email', 'Email', { type: 'email', required: true }),
    field('resume', 'Resume/CV', { type: 'file', required: true }),
    field('cdl', 'Do you hold a valid Class A CDL license?', {
      type: 'select',
      options: ['Yes', 'No'],
      required: true,
    }),
    field('years', 'How many years of experience do you have with Class A CDL driving?', {
      required: true,
    }),
    field('nights', 'Are you able to work nights and weekends?', {
      type: 'radio',
      options: ['Yes', 'No'],
      required: true,
    }),
    field('relocate', 'Are you willing to relocate?', {
      type: 'radio',
      options: ['Yes', 'No'],
      required: true,
    }),
    field('twic', 'Do you have a TWIC card?', {
      type: 'select',
      options: ['Yes', 'No'],
      required: true,
    }),
    field('notes', 'Anything else we should know?', { type: 'textarea' }),
    field('gender', 'Gender', {
      type: 'select',
      options: ['Male', 'Female', 'Decline to self-identify'],
      eeo: true,
    }),
  ];
  const plan = planAnswers(fields, driver, files);
  const sent = Object.fromEntries(plan.planned.map((p) => [p.field.key, p.sent]));

  it('answers from the profile, the licences, the work history and the bank, saying where from', () => {
    expect(sent.first_name).toMatchObject({ value: 'Marcus', source: 'Profile: first name' });
    expect(sent.resume).toMatchObject({
      value: 'Marcus Reed - Resume.pdf',
      source: 'Tailored resume',
    });
    expect(sent.cdl).toMatchObject({ value: 'Yes', source: 'Profile: Class A CDL' });
    expect(sent.years).toMatchObject({ value: '9', source: 'Profile: work history' });
    expect(sent.nights).toMatchObject({ value: 'Yes', source: 'Answer bank' });
  });

  it('declines EEO questions unless the user shares them, and marks them sensitive', () => {
    expect(sent.gender).toMatchObject({ value: 'Decline to self-identify', sensitive: true });
    const shared = planAnswers(fields, { ...driver, eeo: { gender: 'Male' } }, files);
    expect(shared.planned.find((p) => p.field.key === 'gender')?.sent).toMatchObject({
      value: 'Male',
      sensitive: true,
    });
  });

  it('never invents: an empty bank answer or an unknown question is returned with its exact text', () => {
    expect(plan.unanswered.map((q) => q.key)).toEqual(['relocate', 'twic']);
    expect(plan.unanswered[1]).toEqual({
      key: 'twic',
      label: 'Do you have a TWIC card?',
      type: 'select',
      options: ['Yes', 'No'],
      required: true,
    });
    expect(sent.notes).toBeUndefined();
  });
});

describe('questions that only look like a bank question', () => {
  it('does not answer "which visa" from the sponsorship answer', () => {
    const facts = {
      ...driver,
      answerBank: [{ key: 'sponsorship', question: 'Sponsorship?', answer: 'No' }],
    };
    const plan = planAnswers(
      [field('visa', 'Which visa do you hold?', { required: true })],
      facts,
      files,
    );
    expect(plan.planned).toEqual([]);
    expect(plan.unanswered.map((q) => q.key)).toEqual(['visa']);
  });
});

describe('matchOption', () => {
  it('matches the same words, then the same yes or no, never a guess', () => {
    expect(matchOption(['Yes', 'No'], 'yes')).toBe('Yes');
    expect(
      matchOption(['I am a veteran', 'I am not a veteran', 'Decline to self-identify'], 'No'),
    ).toBe('I am not a veteran');
    expect(matchOption(['1-3', '4-6', '7 or more'], 'Yes')).toBeNull();
    expect(matchOption(['Days', 'Nights'], 'Evenings')).toBeNull();
    expect(declineOption(['Male', "I don't wish to answer"])).toBe("I don't wish to answer");
  });
});
