import { z } from 'zod';
import type { EmployerQuestion } from '../../../shared/schemas/applications.ts';

/** How a question is asked on the page: its options as a choice, else a box to type in. */
export type AnswerControl =
  | 'radio'
  | 'select'
  | 'checkboxes'
  | 'text'
  | 'textarea'
  | 'date'
  | 'number'
  | 'file';

/** Up to this many options read best as radio buttons; more become a select. */
const RADIO_MAX = 5;
export const YES_NO = ['Yes', 'No'] as const;

/** The options offered: the form's own, or Yes and No for a yes/no question without them. */
export const optionsOf = (question: EmployerQuestion): readonly string[] =>
  question.options.length === 0 && question.type === 'yesno' ? YES_NO : question.options;

export function answerControl(question: EmployerQuestion): AnswerControl {
  if (question.type === 'file') return 'file';
  const options = optionsOf(question);
  if (options.length > 0) {
    if (question.type === 'multiselect' || question.type === 'checkbox') return 'checkboxes';
    if (question.type === 'radio' || question.type === 'yesno' || options.length <= RADIO_MAX)
      return 'radio';
    return 'select';
  }
  if (question.type === 'textarea') return 'textarea';
  if (question.type === 'date') return 'date';
  if (question.type === 'number') return 'number';
  return 'text';
}

/**
 * The form's values: one entry per question, by position, since a question's key may hold
 * dots and brackets (`cards[…][field0]`) that react-hook-form would read as a path.
 */
export type AnswerValues = { answers: AnswerValue[] };
/** A box's text, the checked options, or (one lone checkbox unticked, a radio untouched) nothing. */
type AnswerValue = string | string[] | boolean | null;

export const emptyAnswers = (questions: EmployerQuestion[]): AnswerValues => ({
  answers: questions.map((question) => (answerControl(question) === 'checkboxes' ? [] : '')),
});

/** Several choices go as one value, one choice per line; no choice is an empty answer. */
function joined(value: AnswerValue | undefined): string {
  if (Array.isArray(value)) return value.join('\n').trim();
  return typeof value === 'string' ? value.trim() : '';
}

export const REQUIRED_ANSWER = 'Please answer this question.';
export const NOTHING_ANSWERED = 'Answer at least one question.';

/** Checks the answers as the employer's form would: required ones must be given. */
export function answersSchema(questions: EmployerQuestion[]) {
  return z
    .object({
      answers: z.array(z.union([z.string(), z.array(z.string()), z.boolean(), z.null()])),
    })
    .superRefine(({ answers }, context) => {
      questions.forEach((question, index) => {
        const askable = answerControl(question) !== 'file';
        if (askable && question.required && joined(answers[index]) === '')
          context.addIssue({ code: 'custom', path: ['answers', index], message: REQUIRED_ANSWER });
      });
      if (!answers.some((answer) => joined(answer) !== ''))
        context.addIssue({ code: 'custom', path: ['answers'], message: NOTHING_ANSWERED });
    });
}

/** The POST …/answers body: the answered questions, by key. */
export function toAnswerBody(questions: EmployerQuestion[], values: AnswerValues) {
  return {
    answers: questions.flatMap((question, index) => {
      const value = joined(values.answers[index]);
      return value === '' || answerControl(question) === 'file'
        ? []
        : [{ key: question.key, value }];
    }),
  };
}
