import type { NeedsYou } from '../../../../shared/schemas/applications.ts';
import { planAnswers } from '../../plan-answers.ts';
import { describeFiles } from '../../record-receipt.ts';
import type { AttemptInput, AttemptOutcome, FormField, Screenshots } from '../../types.ts';
import { usualFields } from '../manual.ts';

export const needsYou = (
  needs: NeedsYou,
  screenshots: Screenshots = {},
  prepared?: Extract<AttemptOutcome, { kind: 'needs_you' }>['prepared'],
): AttemptOutcome => ({
  kind: 'needs_you',
  needsYou: needs,
  screenshots,
  ...(prepared ? { prepared } : {}),
});
export const unreadable = (input: AttemptInput, host: string, message: string): AttemptOutcome =>
  needsYou(
    { reason: 'form_unreadable', message, host, questions: [], formErrors: [] },
    {},
    prepare([], input),
  );

/**
 * The answers a user copies when a page stops the attempt: planned for the form's own fields when
 * it can be read under the challenge, else for the questions nearly every form asks.
 */
export function prepare(fields: FormField[], input: AttemptInput) {
  const plan = planAnswers(fields.length > 2 ? fields : usualFields, input.facts, input.files);
  const sentFiles = plan.planned.flatMap((p) =>
    p.value.kind === 'file' ? [p.value.fileName] : [],
  );
  return {
    fields: plan.planned.map((answer) => answer.sent),
    files: describeFiles(input.files.filter((file) => sentFiles.includes(file.fileName))),
  };
}
