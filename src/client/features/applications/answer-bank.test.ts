import { describe, expect, it } from 'vitest';
import { answerBankKeys } from '../../../shared/schemas/applications.ts';
import {
  customKey,
  fixedQuestions,
  newCustomRow,
  repeatedRows,
  toEntries,
  toRows,
} from './answer-bank.ts';

const entries = [
  { key: 'sponsorship', question: 'stored text', answer: 'No' },
  { key: 'custom:years of go?', question: 'Years of Go?', answer: '4' },
];

describe('the answer bank page', () => {
  it('shows every fixed question in order, with its human text, then the custom ones', () => {
    const rows = toRows({ entries });
    expect(rows.map((row) => row.id)).toEqual([...answerBankKeys, 'custom:years of go?']);
    expect(rows[1]).toEqual({
      id: 'sponsorship',
      fixed: true,
      question: 'Will you now or in the future require sponsorship?',
      answer: 'No',
    });
    expect(rows[0]?.answer).toBe('');
    expect(rows.at(-1)).toMatchObject({ fixed: false, question: 'Years of Go?', answer: '4' });
  });

  it('has a question for every fixed key', () => {
    for (const key of answerBankKeys) expect(fixedQuestions[key]).toMatch(/\?$/);
  });

  it('keys a custom question by its normalized text', () => {
    expect(customKey('  Years   of GO? ')).toBe('custom:years of go?');
  });

  it('stores answered fixed questions and custom questions, trimmed', () => {
    const rows = toRows({ entries });
    const added = { ...newCustomRow(), question: ' Notice period? ', answer: '' };
    expect(toEntries([...rows, added])).toEqual([
      {
        key: 'sponsorship',
        question: 'Will you now or in the future require sponsorship?',
        answer: 'No',
      },
      { key: 'custom:years of go?', question: 'Years of Go?', answer: '4' },
      { key: 'custom:notice period?', question: 'Notice period?', answer: '' },
    ]);
  });

  it('finds a repeated custom question and stores it once', () => {
    const first = { ...newCustomRow(), question: 'Notice period?', answer: '1 month' };
    const again = { ...newCustomRow(), question: 'notice  period?', answer: '2 months' };
    const blank = newCustomRow();
    const rows = [first, again, blank];
    expect(repeatedRows(rows)).toEqual(new Set([1]));
    expect(toEntries(rows)).toEqual([
      { key: 'custom:notice period?', question: 'Notice period?', answer: '1 month' },
    ]);
    expect(first.id).not.toBe(again.id);
  });
});
