import { planAnswers } from '../plan-answers.ts';
import { describeFiles } from '../record-receipt.ts';
import type { AttemptOutcome, Channel, PlannedAnswer } from '../types.ts';
import { questionKey, recruiteeFields, recruiteeOfferSchema } from './recruitee-offer.ts';
import { APPLYING_USER_AGENT } from './user-agent.ts';

function offerOrigin(applyUrl: string) {
  return new URL(applyUrl).origin;
}

/** Recruitee's 422 body names fields and messages in a few shapes; each message is kept verbatim. */
function errorsOf(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const found: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') found.push(path ? `${path}: ${value}` : value);
    else if (Array.isArray(value)) for (const item of value) walk(item, path);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value))
        walk(inner, key === 'error' || key === 'errors' ? path : key);
  };
  walk(body, '');
  return found.slice(0, 50).map((text) => text.slice(0, 1000));
}

function appendAnswer(form: FormData, index: number, answer: PlannedAnswer) {
  const prefix = `candidate[open_question_answers_attributes][${index}]`;
  form.append(`${prefix}[open_question_id]`, answer.field.id ?? '');
  if (answer.value.kind === 'text') form.append(`${prefix}[content]`, answer.value.text);
  else if (answer.value.kind === 'choice' && answer.field.type === 'checkbox')
    for (const option of answer.value.options) form.append(`${prefix}[multi_content][]`, option);
  else if (answer.value.kind === 'choice')
    form.append(`${prefix}[content]`, answer.value.options[0] ?? '');
}

/**
 * Recruitee's public candidates API (job-sources.md §2.4), the one applicant-side API that needs
 * no employer key: the offer's questions are read first, planned like any form, and the approved
 * answers go as multipart with the resume file. 201 is success, 422 carries the field errors.
 */
export const recruiteeChannel: Channel = async (input, hooks) => {
  const slug = input.atsIds?.offerSlug;
  const origin = offerOrigin(input.applyUrl);
  const fail = (message: string, retryable: boolean, afterSubmit = false): AttemptOutcome => ({
    kind: 'failed',
    failure: { message, retryable },
    afterSubmit,
    screenshots: {},
  });
  if (!slug) return fail('This Recruitee posting has no offer id to apply to.', false);
  await hooks.progress('Reading the employer’s questions');
  const signal = AbortSignal.timeout(input.stepTimeoutMs);
  let offer: ReturnType<typeof recruiteeOfferSchema.parse>;
  try {
    const response = await fetch(`${origin}/api/offers/${encodeURIComponent(slug)}`, {
      headers: { accept: 'application/json', 'user-agent': APPLYING_USER_AGENT },
      signal,
    });
    if (response.status === 404) return fail('The employer has closed this posting.', false);
    if (!response.ok)
      return fail(`Recruitee answered ${response.status} when asked for the posting.`, true);
    offer = recruiteeOfferSchema.parse(await response.json());
  } catch {
    return fail(
      'Recruitee could not be reached or sent an unreadable posting. Try again later.',
      true,
    );
  }
  const fields = recruiteeFields(offer.offer.open_questions ?? []);
  const plan = planAnswers(fields, input.facts, input.files);
  const sent = plan.planned.map((answer) => answer.sent);
  const files = describeFiles(input.files.filter((file) => file.role === 'resume'));
  if (input.mode === 'inspect')
    return { kind: 'inspected', fields: sent, files, unanswered: plan.unanswered };
  const approvedKeys = new Set(input.approved.map((field) => field.key));
  const unreviewed = plan.planned.filter((answer) => !approvedKeys.has(answer.field.key));
  if (plan.unanswered.length > 0 || unreviewed.some((answer) => answer.field.required))
    return {
      kind: 'needs_you',
      needsYou: {
        reason: 'unknown_question',
        message:
          'The employer changed its questions since you approved. Answer them, then review again.',
        host: new URL(origin).host,
        questions: plan.unanswered,
        formErrors: [],
      },
      screenshots: {},
    };

  const form = new FormData();
  const resume = input.files.find((file) => file.role === 'resume');
  let answerIndex = 0;
  for (const answer of plan.planned) {
    if (answer.field.key.startsWith(questionKey(''))) appendAnswer(form, answerIndex++, answer);
    else if (answer.value.kind === 'text') form.append(answer.field.key, answer.value.text);
  }
  if (resume)
    form.append(
      'candidate[cv]',
      new Blob([new Uint8Array(resume.content)], { type: resume.contentType }),
      resume.fileName,
    );
  await hooks.progress('Sending your application');
  await hooks.markSubmitting();
  let response: Response;
  try {
    response = await fetch(`${origin}/api/offers/${encodeURIComponent(slug)}/candidates`, {
      method: 'POST',
      headers: { accept: 'application/json', 'user-agent': APPLYING_USER_AGENT },
      body: form,
      signal: AbortSignal.timeout(input.stepTimeoutMs),
    });
  } catch {
    return fail('The connection to Recruitee broke while sending.', false, true);
  }
  const body = await response.json().catch(() => null);
  if (response.status === 201 || response.status === 200)
    return {
      kind: 'submitted',
      confirmationText: `Recruitee accepted the application (HTTP ${response.status}).`,
      fields: sent,
      files,
      screenshots: {},
    };
  if (response.status === 422)
    return {
      kind: 'needs_you',
      needsYou: {
        reason: 'validation_errors',
        message:
          'Recruitee refused the application and said why. Fix the answers, or finish it on the employer’s page.',
        host: new URL(origin).host,
        questions: [],
        formErrors: errorsOf(body),
      },
      screenshots: {},
    };
  // Any other answer after the request left: it may have been stored, so it is not sent again.
  return fail(`Recruitee answered ${response.status} to the application.`, false, true);
};
