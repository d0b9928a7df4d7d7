import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ashbyDefinitionFields } from './ashby-definition.ts';
import { greenhouseDefinitionFields } from './greenhouse-definition.ts';

const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../tests/fixtures/ats-definitions/${name}`, import.meta.url),
      'utf8',
    ),
  );

describe('Greenhouse board API questions (the documented sample)', () => {
  const fields =
    greenhouseDefinitionFields(fixture('greenhouse-acmerobotics-questions.json')) ?? [];
  const byKey = Object.fromEntries(fields.map((field) => [field.key, field]));

  it('reads every question by the name the hosted form uses as its id', () => {
    expect(fields.map((field) => field.key)).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'resume',
      'cover_letter',
      'question_31011006',
      'question_31012006',
      'question_31013006',
      'location',
      'gender',
      'hispanic_ethnicity',
      'veteran_status',
      'disability_status',
      'demographic_question_87',
    ]);
  });

  it('takes the file of a resume question, options as their labels, required as published', () => {
    expect(byKey.resume).toMatchObject({ type: 'file', required: true, label: 'Resume/CV' });
    expect(byKey.email?.type).toBe('email');
    expect(byKey.phone?.type).toBe('tel');
    expect(byKey.question_31012006).toMatchObject({
      type: 'select',
      options: ['Yes', 'No'],
      required: true,
    });
    expect(byKey.question_31013006).toMatchObject({
      type: 'checkbox',
      options: ['TypeScript', 'Go'],
    });
  });

  it('marks compliance and demographic questions as EEO, with readable labels', () => {
    expect(byKey.veteran_status).toMatchObject({ eeo: true, label: 'Veteran Status' });
    expect(byKey.demographic_question_87).toMatchObject({
      eeo: true,
      options: ['She/Her', 'He/Him', 'Prefer to self-describe'],
    });
    expect(fields.filter((field) => field.eeo)).toHaveLength(5);
    expect(byKey.first_name?.eeo).toBe(false);
  });

  it('skips a malformed question and keeps the rest; refuses a body with no questions', () => {
    const body = fixture('greenhouse-acmerobotics-questions.json') as { questions: unknown[] };
    body.questions.splice(1, 0, { label: 'Broken', fields: 'nope' }, null);
    expect(greenhouseDefinitionFields(body)).toHaveLength(15);
    expect(greenhouseDefinitionFields({ id: 1, title: 'No questions asked for' })).toBeNull();
    expect(greenhouseDefinitionFields('<html>')).toBeNull();
  });
});

describe('Ashby posting GraphQL (the documented shape)', () => {
  const fields = ashbyDefinitionFields(fixture('ashby-api-job-posting.json')) ?? [];

  it('keys fields by path, maps types, and leaves out hidden and unknown kinds', () => {
    expect(fields.map((field) => [field.key, field.type, field.required])).toEqual([
      ['_systemfield_name', 'text', true],
      ['_systemfield_email', 'email', true],
      ['_systemfield_phone', 'tel', false],
      ['_systemfield_resume', 'file', true],
      ['0f6a2b1c-7d8e-4f90-a1b2-c3d4e5f60718', 'yesno', true],
      ['2a3b4c5d-6e7f-4081-92a3-b4c5d6e7f809', 'select', false],
      ['3b4c5d6e-7f80-4192-a3b4-c5d6e7f8091a', 'checkbox', false],
      ['4c5d6e7f-8091-42a3-b4c5-d6e7f8091a2b', 'textarea', false],
    ]);
    expect(fields[4]?.options).toEqual(['Yes', 'No']);
    expect(fields[5]?.options).toEqual(['LinkedIn', 'A friend', 'Other']);
  });

  it('a posting that is gone, or an error answer, is no definition', () => {
    expect(ashbyDefinitionFields({ data: { jobPosting: null } })).toBeNull();
    expect(ashbyDefinitionFields({ errors: [{ message: 'Unknown field' }] })).toBeNull();
  });
});
