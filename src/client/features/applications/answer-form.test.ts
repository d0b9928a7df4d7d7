import { describe, expect, it } from 'vitest';
import type { EmployerQuestion } from '../../../shared/schemas/applications.ts';
import {
  answerControl,
  answersSchema,
  emptyAnswers,
  NOTHING_ANSWERED,
  optionsOf,
  REQUIRED_ANSWER,
  toAnswerBody,
} from './answer-form.ts';

const question = (overrides: Partial<EmployerQuestion>): EmployerQuestion => ({
  key: 'q',
  label: 'Question?',
  type: 'text',
  options: [],
  required: true,
  ...overrides,
});

const many = ['A', 'B', 'C', 'D', 'E', 'F'];

describe('answerControl', () => {
  it('offers the options as radio buttons, or a select when there are many', () => {
    expect(answerControl(question({ type: 'select', options: ['Yes', 'No'] }))).toBe('radio');
    expect(answerControl(question({ type: 'select', options: many }))).toBe('select');
    expect(answerControl(question({ type: 'radio', options: many }))).toBe('radio');
  });

  it('offers several choices as checkboxes', () => {
    expect(answerControl(question({ type: 'multiselect', options: many }))).toBe('checkboxes');
    expect(answerControl(question({ type: 'checkbox', options: ['I agree'] }))).toBe('checkboxes');
  });

  it('asks a yes/no question without options with Yes and No', () => {
    const yesNo = question({ type: 'yesno' });
    expect(answerControl(yesNo)).toBe('radio');
    expect(optionsOf(yesNo)).toEqual(['Yes', 'No']);
  });

  it('gives a box to type in when there are no options', () => {
    expect(answerControl(question({ type: 'text' }))).toBe('text');
    expect(answerControl(question({ type: 'select' }))).toBe('text');
    expect(answerControl(question({ type: 'textarea' }))).toBe('textarea');
    expect(answerControl(question({ type: 'date' }))).toBe('date');
    expect(answerControl(question({ type: 'number' }))).toBe('number');
    expect(answerControl(question({ type: 'file' }))).toBe('file');
  });
});

describe('the answers form', () => {
  const questions = [
    question({ key: 'cards[1][field0]', label: 'Years of Go?' }),
    question({ key: 'langs', type: 'multiselect', options: ['Go', 'Rust'], required: false }),
    question({ key: 'note', required: false }),
  ];

  it('starts empty, with a list for checkboxes', () => {
    expect(emptyAnswers(questions)).toEqual({ answers: ['', [], ''] });
  });

  it('requires the required questions', () => {
    const result = answersSchema(questions).safeParse({ answers: ['  ', ['Go'], ''] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['answers', 0], message: REQUIRED_ANSWER }),
    ]);
  });

  it('asks for at least one answer when all are optional', () => {
    const optional = [question({ required: false })];
    const result = answersSchema(optional).safeParse({ answers: [''] });
    expect(result.error?.issues[0]?.message).toBe(NOTHING_ANSWERED);
  });

  it('sends the answered questions by key, several choices one per line', () => {
    expect(toAnswerBody(questions, { answers: [' 4 ', ['Go', 'Rust'], ''] })).toEqual({
      answers: [
        { key: 'cards[1][field0]', value: '4' },
        { key: 'langs', value: 'Go\nRust' },
      ],
    });
  });

  it('reads a lone unticked checkbox and an untouched radio as no answer', () => {
    const lone = [question({ key: 'agree', type: 'checkbox', options: ['I agree'] })];
    expect(answersSchema(lone).safeParse({ answers: [false] }).error?.issues[0]?.message).toBe(
      REQUIRED_ANSWER,
    );
    expect(toAnswerBody(lone, { answers: ['I agree'] })).toEqual({
      answers: [{ key: 'agree', value: 'I agree' }],
    });
    expect(toAnswerBody(lone, { answers: [null] })).toEqual({ answers: [] });
  });

  it('never sends an answer to a file question', () => {
    const file = [question({ key: 'portfolio', type: 'file' })];
    expect(answersSchema(file).safeParse({ answers: [''] }).error?.issues).toHaveLength(1);
    expect(toAnswerBody(file, { answers: ['x'] })).toEqual({ answers: [] });
  });
});
