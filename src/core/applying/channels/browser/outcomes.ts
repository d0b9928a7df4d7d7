import type { NeedsYou } from '../../../../shared/schemas/applications.ts';
import type { MergedForm } from '../../form-definitions/merge-form-definition.ts';
import { planPublishedForm } from '../../form-definitions/plan-published-form.ts';
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
export const unreadable = (
  input: AttemptInput,
  host: string,
  message: string,
  definition: FormField[] | null = null,
): AttemptOutcome =>
  needsYou(
    { reason: 'form_unreadable', message, host, questions: [], formErrors: [] },
    {},
    prepare({ fields: [], notShown: [] }, definition, input),
  );

/**
 * The answers a user copies when a page stops the attempt: planned for the form's own fields when
 * they can be read under the challenge, else for its published definition, else for the questions
 * nearly every form asks.
 */
export function prepare(read: MergedForm, definition: FormField[] | null, input: AttemptInput) {
  const form =
    read.fields.length > 2
      ? read
      : { fields: definition ?? usualFields, notShown: [] satisfies FormField[] };
  const plan = planPublishedForm(form, input.facts, input.files);
  const planned = [...plan.planned, ...plan.ahead.planned];
  const sentFiles = planned.flatMap((p) => (p.value.kind === 'file' ? [p.value.fileName] : []));
  return {
    fields: planned.map((answer) => answer.sent),
    files: describeFiles(input.files.filter((file) => sentFiles.includes(file.fileName))),
  };
}
