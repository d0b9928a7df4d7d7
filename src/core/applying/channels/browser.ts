import type { BrowserContext } from 'playwright-core';
import { mergeFormDefinition } from '../form-definitions/merge-form-definition.ts';
import { planPublishedForm } from '../form-definitions/plan-published-form.ts';
import { readFormDefinition } from '../form-definitions/read-form-definition.ts';
import { planAnswers, toEmployerQuestion } from '../plan-answers.ts';
import { describeFiles } from '../record-receipt.ts';
import type { AttemptInput, AttemptOutcome, Channel, Screenshots } from '../types.ts';
import { blockerNeedsYou } from './browser/blocker-messages.ts';
import { fillAgainAfterParser, fillAll } from './browser/fill-form.ts';
import { openForm } from './browser/open-form.ts';
import { needsYou, prepare, unreadable } from './browser/outcomes.ts';
import { readPage, runAgent } from './browser/page-agent.ts';
import { reviewedAnswers } from './browser/reviewed-answers.ts';
import { sharedBrowser } from './browser/shared-browser.ts';
import { submitAndWait } from './browser/submit-form.ts';

async function attempt(
  context: BrowserContext,
  input: AttemptInput,
  hooks: Parameters<Channel>[1],
): Promise<AttemptOutcome> {
  const host = new URL(input.applyUrl).host;
  const page = await context.newPage();
  page.setDefaultTimeout(input.stepTimeoutMs);
  await hooks.progress('Opening the employer’s form');
  const published = input.formDefinition
    ? readFormDefinition(input.formDefinition, input.stepTimeoutMs)
    : Promise.resolve(null);
  const opened = await openForm(page, input, host);
  const definition = await published;
  if ('outcome' in opened) return opened.outcome;
  const { reading } = opened;
  const form = mergeFormDefinition(reading.fields, definition);
  const blocker = reading.blockers[0];
  if (blocker)
    return needsYou(blockerNeedsYou(blocker, host), {}, prepare(form, definition, input));
  if (reading.fields.length === 0)
    return unreadable(
      input,
      host,
      'Hireloop could not read this form. Finish it on the employer’s page with the answers below.',
      definition,
    );
  if (reading.fields.length > 150)
    return unreadable(
      input,
      host,
      `This form has ${reading.fields.length} fields, more than Hireloop fills safely. Finish it on the employer’s page.`,
    );
  const plan = planPublishedForm(form, input.facts, input.files);
  if (input.mode === 'inspect')
    return {
      kind: 'inspected',
      fields: [...plan.planned, ...plan.ahead.planned].map((answer) => answer.sent),
      files: describeFiles(
        input.files.filter((file) =>
          plan.planned.some((p) => p.value.kind === 'file' && p.value.fileName === file.fileName),
        ),
      ),
      unanswered: [...plan.unanswered, ...plan.ahead.unanswered],
    };
  const reviewed = reviewedAnswers(input.approved);
  const unreviewed = plan.planned.filter((answer) => !reviewed(answer));
  if (plan.unanswered.length > 0 || unreviewed.length > 0)
    return needsYou({
      reason: 'unknown_question',
      message:
        'The employer’s form changed since you reviewed it. Check the questions below, then review it again.',
      host,
      questions: plan.unanswered,
      formErrors: unreviewed.map((answer) => `Not reviewed: ${answer.field.label}`),
    });
  await hooks.progress('Filling in your answers');
  const shownBefore = (await runAgent(page, { op: 'status' })).fieldCount;
  const refused = await fillAll(page, plan.planned);
  const stillRefused =
    refused.length > 0 || plan.planned.some((p) => p.value.kind === 'file')
      ? await fillAgainAfterParser(page, plan.planned, input.formKind === 'lever' ? 1000 : 100)
      : [];
  if (stillRefused.length > 0)
    return needsYou({
      reason: 'form_unreadable',
      message:
        'Some answers would not stay in the employer’s form. Finish it on the employer’s page with the answers below.',
      host,
      questions: [],
      formErrors: stillRefused.map((label) => `Would not take an answer: ${label}`),
    });
  // Questions a page shows only after an answer (conditional ones) are filled only from what the
  // user reviewed (from the form's definition, when the ATS publishes one); anything else is asked
  // before Submit.
  if ((await runAgent(page, { op: 'status' })).fieldCount !== shownBefore) {
    const known = new Set(reading.fields.map((field) => field.key));
    const appeared = mergeFormDefinition(
      (await readPage(page)).fields.filter((field) => !known.has(field.key)),
      form.notShown,
    ).fields;
    const extra = planAnswers(appeared, input.facts, input.files);
    const unseen = extra.planned.filter((answer) => !reviewed(answer));
    if (extra.unanswered.length > 0 || unseen.length > 0)
      return needsYou({
        reason: 'unknown_question',
        message:
          'The employer’s form asked more after your first answers. Answer below; your answers are saved for next time.',
        host,
        questions: [
          ...extra.unanswered,
          ...unseen.map((answer) => toEmployerQuestion(answer.field)),
        ],
        formErrors: [],
      });
    const notTaken = await fillAll(page, extra.planned);
    if (notTaken.length > 0)
      return unreadable(
        input,
        host,
        'Some answers would not stay in the employer’s form. Finish it on the employer’s page.',
      );
    plan.planned.push(...extra.planned);
  }
  const screenshots: Screenshots = {
    form: await page.screenshot({ fullPage: true }).catch(() => undefined),
  };
  const before = await runAgent(page, { op: 'status' });
  if (before.blockers[0]) return needsYou(blockerNeedsYou(before.blockers[0], host), screenshots);
  const submit = await runAgent(page, { op: 'findSubmit' });
  if (!submit.found)
    return unreadable(
      input,
      host,
      'Hireloop could not find the form’s Submit button. Finish it on the employer’s page.',
    );
  await hooks.progress('Submitting');
  await hooks.markSubmitting();
  return submitAndWait(page, input, plan.planned, host, screenshots);
}

/**
 * The employer's hosted form in Debian's Chromium (decision 057): read by the in-page agent,
 * answered from the plan the user approved, verified, submitted once, or handed to the user at the
 * first CAPTCHA, sign-in wall, e-mail code or question nothing answers.
 */
export function browserChannel(executablePath: string): Channel {
  return async (input, hooks) => {
    let context: BrowserContext | null = null;
    let submitting = false;
    try {
      const browser = await sharedBrowser(executablePath);
      context = await browser.newContext({
        acceptDownloads: false,
        viewport: { width: 1280, height: 900 },
      });
      return await attempt(context, input, {
        progress: hooks.progress,
        markSubmitting: async () => {
          await hooks.markSubmitting();
          submitting = true;
        },
      });
    } catch (error) {
      const host = new URL(input.applyUrl).host;
      if (!submitting && /Executable doesn't exist|ENOENT|Failed to launch/i.test(String(error)))
        return needsYou(
          {
            reason: 'browser_unavailable',
            message:
              'No browser is installed on the server, so Hireloop cannot fill this form. Finish it yourself with the answers below (an operator installs one with `apt-get install -y chromium-headless-shell`).',
            host,
            questions: [],
            formErrors: [],
          },
          {},
          prepare({ fields: [], notShown: [] }, null, input),
        );
      return {
        kind: 'failed',
        failure: {
          message: `Something went wrong on ${host}'s form. Try again, or finish it yourself.`,
          retryable: !submitting,
        },
        afterSubmit: submitting,
        screenshots: {},
      };
    } finally {
      await context?.close().catch(() => {});
    }
  };
}
