import { z } from 'zod';
import type { FormField } from '../types.ts';

/**
 * The part of Recruitee's offer detail (`GET /api/offers/{slug}`, job-sources.md §2.4) the
 * candidates API needs: its open questions. Parsed loosely: unknown kinds become text, and a
 * question without a body is skipped rather than sent blind.
 */
const optionSchema = z.object({ id: z.union([z.number(), z.string()]), body: z.string() });
const questionSchema = z.object({
  id: z.union([z.number(), z.string()]),
  body: z.string().nullish(),
  kind: z.string().nullish(),
  required: z.boolean().nullish(),
  open_question_options: z.array(optionSchema).nullish(),
});
export const recruiteeOfferSchema = z.object({
  offer: z.object({
    slug: z.string(),
    open_questions: z.array(questionSchema).nullish(),
  }),
});
export type RecruiteeQuestion = z.infer<typeof questionSchema>;

const kinds: Record<string, FormField['type']> = {
  string: 'text',
  text: 'textarea',
  boolean: 'yesno',
  single_choice: 'radio',
  multi_choice: 'checkbox',
  date: 'date',
  file: 'file',
};

export const questionKey = (id: RecruiteeQuestion['id']) => `open_question_${id}`;

/** The API's fixed candidate fields and the offer's questions, as the answer planner reads a form. */
export function recruiteeFields(questions: readonly RecruiteeQuestion[]): FormField[] {
  const fixed = (
    key: string,
    label: string,
    type: FormField['type'],
    required: boolean,
  ): FormField => ({
    key,
    id: null,
    name: key,
    label,
    type,
    options: [],
    required,
    eeo: false,
  });
  return [
    fixed('candidate[name]', 'Full name', 'text', true),
    fixed('candidate[email]', 'Email', 'email', true),
    fixed('candidate[phone]', 'Phone', 'tel', false),
    fixed('candidate[cv]', 'Resume/CV', 'file', true),
    fixed('candidate[cover_letter]', 'Cover letter', 'textarea', false),
    ...questions
      .filter((question) => question.body?.trim())
      .map((question) => ({
        key: questionKey(question.id),
        id: String(question.id),
        name: null,
        label: question.body?.trim() ?? '',
        type: kinds[question.kind ?? ''] ?? 'text',
        options:
          question.kind === 'boolean'
            ? ['Yes', 'No']
            : (question.open_question_options ?? []).map((option) => option.body),
        required: question.required ?? false,
        eeo: false,
      })),
  ];
}
