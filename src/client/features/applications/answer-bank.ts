import {
  type AnswerBank,
  type AnswerBankEntry,
  type AnswerBankKey,
  answerBankKeys,
} from '../../../shared/schemas/applications.ts';

/** The fixed questions of the answer bank, as employers tend to ask them. */
export const fixedQuestions: Record<AnswerBankKey, string> = {
  work_authorization: 'Are you legally authorized to work in the country of the job?',
  sponsorship: 'Will you now or in the future require sponsorship?',
  relocation: 'Are you willing to relocate?',
  start_date: 'When can you start?',
  salary_expectation: 'What are your salary expectations?',
  travel: 'Are you willing to travel?',
  shifts: 'Can you work shifts, nights or weekends?',
  heard_about: 'How did you hear about us?',
};

/** One line of the page: a fixed question, or one the user (or a form) added. */
export type BankRow = { id: string; fixed: boolean; question: string; answer: string };

const CUSTOM = 'custom:';
const isFixed = (key: string): key is AnswerBankKey =>
  (answerBankKeys as readonly string[]).includes(key);

/** The stored key of a custom question: its text, trimmed, lower case, spaces collapsed. */
export const customKey = (question: string) =>
  `${CUSTOM}${question.trim().toLowerCase().replace(/\s+/g, ' ')}`;

/** The page's rows: every fixed question in order (answered or not), then the custom ones. */
export function toRows(bank: Pick<AnswerBank, 'entries'>): BankRow[] {
  const byKey = new Map(bank.entries.map((entry) => [entry.key, entry]));
  const fixed = answerBankKeys.map((key) => ({
    id: key,
    fixed: true,
    question: fixedQuestions[key],
    answer: byKey.get(key)?.answer ?? '',
  }));
  const custom = bank.entries
    .filter((entry) => !isFixed(entry.key))
    .map((entry) => ({
      id: entry.key,
      fixed: false,
      question: entry.question,
      answer: entry.answer,
    }));
  return [...fixed, ...custom];
}

/** Indexes of custom rows that repeat an earlier question (the bank keys them by their text). */
export function repeatedRows(rows: BankRow[]): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  rows.forEach((row, index) => {
    if (row.fixed || row.question.trim() === '') return;
    const key = customKey(row.question);
    if (seen.has(key)) repeated.add(index);
    seen.add(key);
  });
  return repeated;
}

/**
 * What PUT /answer-bank stores: the fixed questions that have an answer, and the custom ones
 * that have a question (a repeated question once). A question typed but not yet answered is
 * kept, so nothing typed is lost.
 */
export function toEntries(rows: BankRow[]): AnswerBankEntry[] {
  const repeated = repeatedRows(rows);
  return rows.flatMap((row, index): AnswerBankEntry[] => {
    if (row.fixed) {
      if (row.answer.trim() === '' || !isFixed(row.id)) return [];
      return [{ key: row.id, question: row.question, answer: row.answer.trim() }];
    }
    if (row.question.trim() === '' || repeated.has(index)) return [];
    return [
      { key: customKey(row.question), question: row.question.trim(), answer: row.answer.trim() },
    ];
  });
}

let added = 0;
/** A new, empty custom row with an id of its own (its key follows its text once typed). */
export const newCustomRow = (): BankRow => ({
  id: `new-${Date.now()}-${++added}`,
  fixed: false,
  question: '',
  answer: '',
});
