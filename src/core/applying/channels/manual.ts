import { planAnswers } from '../plan-answers.ts';
import { describeFiles } from '../record-receipt.ts';
import type { Channel, FormField } from '../types.ts';

const field = (key: string, label: string, type: FormField['type']): FormField => ({
  key,
  id: null,
  name: key,
  label,
  type,
  options: [],
  // Nothing is required: the user sees the employer's real form and decides.
  required: false,
  eeo: false,
});

/** What nearly every application form asks; the finish-yourself page lists each with a copy button. */
export const usualFields: FormField[] = [
  field('first_name', 'First name', 'text'),
  field('last_name', 'Last name', 'text'),
  field('email', 'Email', 'email'),
  field('phone', 'Phone', 'tel'),
  field('location', 'Location (city)', 'text'),
  field('linkedin', 'LinkedIn profile', 'url'),
  field('current_company', 'Current company', 'text'),
  field('current_title', 'Current job title', 'text'),
  field('resume', 'Resume/CV', 'file'),
  field('cover_letter_file', 'Cover letter', 'file'),
  field('cover_letter', 'Cover letter text', 'textarea'),
];

/**
 * "Finish it yourself" (decision 057): for forms Hireloop cannot fill safely (Workday, career
 * pages, aggregators, or no browser on the server). It prepares every answer and document; the
 * user submits on the employer's page and records it. It never submits anything itself.
 */
export const manualChannel: Channel = async (input) => {
  const plan = planAnswers(usualFields, input.facts, input.files);
  const bank = input.facts.answerBank
    .filter((entry) => entry.answer.trim())
    .map((entry) => ({
      key: `bank:${entry.key}`,
      label: entry.question,
      value: entry.answer,
      sensitive: false,
      source: 'Answer bank',
    }));
  const fields = [...plan.planned.map((answer) => answer.sent), ...bank];
  if (input.mode === 'inspect')
    return { kind: 'inspected', fields, files: describeFiles(input.files), unanswered: [] };
  return {
    kind: 'needs_you',
    needsYou: {
      reason: 'finish_yourself',
      message: 'This employer’s form is finished by you: everything is prepared below.',
      questions: [],
      formErrors: [],
    },
    screenshots: {},
  };
};
