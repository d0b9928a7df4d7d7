import { describe, expect, it } from 'vitest';
import { eeoAnswersSchema } from './eeo.ts';
import {
  educationEntrySchema,
  personalInfoSchema,
  skillsSchema,
  workBodySchema,
} from './profile.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('personal information (step 1)', () => {
  it('requires a full name and nothing else', () => {
    expect(messages(personalInfoSchema.safeParse({ fullName: '  ' }))).toEqual([
      ['fullName', 'Enter your full name.'],
    ]);
    expect(personalInfoSchema.parse({ fullName: ' Ada ' })).toEqual({
      fullName: 'Ada',
      phone: '',
      linkedIn: '',
    });
  });

  it.each(['+1 555 123 4567', '(555) 123-4567', '555.123.4567', '   '])(
    'accepts the phone %j',
    (phone) => {
      expect(personalInfoSchema.safeParse({ fullName: 'A', phone }).success).toBe(true);
    },
  );

  it.each(['call me', '12345', '+1 555 123 4567 ext. 9', '5'.repeat(21)])(
    'refuses the phone %j once',
    (phone) => {
      expect(messages(personalInfoSchema.safeParse({ fullName: 'A', phone }))).toEqual([
        ['phone', 'Enter a phone number, like +1 555 123 4567.'],
      ]);
    },
  );

  it.each([
    'https://www.linkedin.com/in/ada',
    'http://linkedin.com/in/ada',
    'https://uk.linkedin.com/in/ada',
  ])('accepts the LinkedIn URL %j', (linkedIn) =>
    expect(personalInfoSchema.safeParse({ fullName: 'A', linkedIn }).success).toBe(true),
  );

  it.each([
    'linkedin.com/in/ada',
    'https://evil.example/in/ada',
    'https://linkedin.com.evil.example/in/ada',
    'javascript:alert(1)',
  ])('refuses the LinkedIn URL %j', (linkedIn) =>
    expect(messages(personalInfoSchema.safeParse({ fullName: 'A', linkedIn }))[0]?.[0]).toBe(
      'linkedIn',
    ),
  );
});

describe('education and work entries', () => {
  it('leave every field optional (spec §5) and default them to empty', () => {
    expect(educationEntrySchema.parse({})).toEqual({
      school: '',
      degree: '',
      schoolCityState: '',
      startDate: '',
      endDate: '',
      description: '',
    });
  });

  it('refuse an end before the start, on the end date, and a malformed month', () => {
    const result = workBodySchema.safeParse({
      entries: [{ startDate: '2021-05', endDate: '2021-04' }, { startDate: '2021-5' }],
    });
    expect(messages(result)).toEqual([
      ['entries.0.endDate', 'The end date cannot be before the start date.'],
      ['entries.1.startDate', 'Use a month and year, like 2021-09.'],
    ]);
    expect(
      messages(
        workBodySchema.safeParse({ entries: [{ startDate: '2021-05', endDate: '2021-04' }] }),
      ),
    ).toEqual([['entries.0.endDate', 'The end date cannot be before the start date.']]);
    expect(
      workBodySchema.safeParse({ entries: [{ startDate: '2021-05', endDate: '2021-05' }] }).success,
    ).toBe(true);
  });
});

describe('skills (spec §5)', () => {
  it('trims, ignores blanks and drops case-insensitive duplicates, keeping the first', () => {
    expect(skillsSchema.parse([' SQL ', '', '   ', 'sql', 'Python', 'PYTHON ', 'Go'])).toEqual([
      'SQL',
      'Python',
      'Go',
    ]);
  });
});

describe('EEO answers', () => {
  it('are each optional (null = unanswered) and only from the spec lists', () => {
    expect(Object.values(eeoAnswersSchema.parse({})).every((answer) => answer === null)).toBe(true);
    expect(eeoAnswersSchema.safeParse({ pronouns: 'Prefer Not to Say' }).success).toBe(true);
    expect(messages(eeoAnswersSchema.safeParse({ race: 'Martian' }))).toEqual([
      ['race', 'Choose one of the listed answers.'],
    ]);
  });
});
