import type { BrowserContext, Page } from 'playwright-core';
import type { NeedsYou } from '../../../shared/schemas/applications.ts';
import { AGENT_KEY_ATTRIBUTE, AGENT_SUBMIT_ATTRIBUTE } from '../form-agent/agent-protocol.ts';
import { planAnswers } from '../plan-answers.ts';
import { describeFiles } from '../record-receipt.ts';
import type {
  AttemptInput,
  AttemptOutcome,
  Channel,
  FormField,
  PlannedAnswer,
  Screenshots,
} from '../types.ts';
import { blockerNeedsYou } from './browser/blocker-messages.ts';
import { readPage, runAgent } from './browser/page-agent.ts';
import { sharedBrowser } from './browser/shared-browser.ts';
import { usualFields } from './manual.ts';

const needsYou = (
  needs: NeedsYou,
  screenshots: Screenshots = {},
  prepared?: Extract<AttemptOutcome, { kind: 'needs_you' }>['prepared'],
): AttemptOutcome => ({
  kind: 'needs_you',
  needsYou: needs,
  screenshots,
  ...(prepared ? { prepared } : {}),
});
const unreadable = (input: AttemptInput, host: string, message: string): AttemptOutcome =>
  needsYou(
    { reason: 'form_unreadable', message, host, questions: [], formErrors: [] },
    {},
    prepare([], input),
  );

/**
 * The answers a user copies when a page stops the attempt: planned for the form's own fields when
 * it can be read under the challenge, else for the questions nearly every form asks.
 */
function prepare(fields: FormField[], input: AttemptInput) {
  const plan = planAnswers(fields.length > 2 ? fields : usualFields, input.facts, input.files);
  const sentFiles = plan.planned.flatMap((p) =>
    p.value.kind === 'file' ? [p.value.fileName] : [],
  );
  return {
    fields: plan.planned.map((answer) => answer.sent),
    files: describeFiles(input.files.filter((file) => sentFiles.includes(file.fileName))),
  };
}

async function fillAll(page: Page, planned: PlannedAnswer[]): Promise<string[]> {
  const refused: string[] = [];
  for (const answer of planned) {
    const selector = `[${AGENT_KEY_ATTRIBUTE}="${answer.field.key.replace(/"/g, '\\"')}"]`;
    if (answer.value.kind === 'file') {
      const file = answer.value;
      await page.setInputFiles(selector, {
        name: file.fileName,
        mimeType: file.contentType,
        buffer: Buffer.from(file.base64, 'base64'),
      });
      continue;
    }
    const result = await runAgent(page, { op: 'fill', key: answer.field.key, value: answer.value });
    if (!result.ok) refused.push(answer.field.label);
  }
  return refused;
}

/**
 * After uploads a resume parser may back-fill fields, and a page may re-mount a fieldset: text
 * fields are set again once. Lever's parser is known to answer within a second; other forms
 * only get the moment a re-render takes.
 */
async function fillAgainAfterParser(page: Page, planned: PlannedAnswer[], waitMs: number) {
  await page.waitForTimeout(waitMs);
  return fillAll(
    page,
    planned.filter((answer) => answer.value.kind !== 'file'),
  );
}

async function submitAndWait(
  page: Page,
  input: AttemptInput,
  planned: PlannedAnswer[],
  host: string,
  screenshots: Screenshots,
): Promise<AttemptOutcome> {
  const submit = await runAgent(page, { op: 'findSubmit' });
  if (!submit.found)
    return unreadable(
      input,
      host,
      'Hireloop could not find the form’s Submit button. Finish it on the employer’s page.',
    );
  const sent = planned.map((answer) => answer.sent);
  const files = describeFiles(
    input.files.filter((file) =>
      planned.some((p) => p.value.kind === 'file' && p.value.fileName === file.fileName),
    ),
  );
  const deadline = Date.now() + input.stepTimeoutMs;
  await page.click(`[${AGENT_SUBMIT_ATTRIBUTE}="true"]`, { timeout: input.stepTimeoutMs });
  while (Date.now() < deadline) {
    await page.waitForTimeout(300);
    const after = await readPage(page).catch(() => null);
    if (!after) continue; // navigating
    const blocker = after.blockers[0];
    if (after.confirmation) {
      screenshots.confirmation = await page.screenshot({ fullPage: true }).catch(() => undefined);
      return {
        kind: 'submitted',
        confirmationText: after.confirmation,
        fields: sent,
        files,
        screenshots,
      };
    }
    if (blocker && blocker.kind === 'captcha')
      return needsYou(blockerNeedsYou(blocker, host), screenshots);
    if (after.errors.length > 0)
      return needsYou(
        {
          reason: /file|pdf|format|type/i.test(after.errors.join(' '))
            ? 'file_rejected'
            : 'validation_errors',
          message:
            'The employer’s form refused the application and said why. Fix it on the employer’s page with the answers below.',
          host,
          questions: [],
          formErrors: after.errors,
        },
        screenshots,
      );
  }
  return {
    kind: 'failed',
    failure: {
      message: 'The employer’s page did not confirm the application in time.',
      retryable: false,
    },
    afterSubmit: true,
    screenshots,
  };
}

async function attempt(
  context: BrowserContext,
  input: AttemptInput,
  hooks: Parameters<Channel>[1],
): Promise<AttemptOutcome> {
  const host = new URL(input.applyUrl).host;
  const page = await context.newPage();
  page.setDefaultTimeout(input.stepTimeoutMs);
  await hooks.progress('Opening the employer’s form');
  const response = await page
    .goto(input.applyUrl, { waitUntil: 'load', timeout: input.stepTimeoutMs })
    .catch(() => null);
  if (!response)
    return {
      kind: 'failed',
      failure: { message: `${host} did not answer in time.`, retryable: true },
      afterSubmit: false,
      screenshots: {},
    };
  if (response.status() >= 500)
    return {
      kind: 'failed',
      failure: {
        message: `${host} answered ${response.status()}: the employer’s site has a problem. Try again later.`,
        retryable: true,
      },
      afterSubmit: false,
      screenshots: {},
    };
  if (response.status() >= 400)
    return unreadable(
      input,
      host,
      `${host} answered ${response.status()}: the posting may be closed.`,
    );
  // Forms built by script after load (Ashby) need a moment.
  let reading = await readPage(page);
  for (let tries = 0; reading.fields.length === 0 && tries < 10; tries++) {
    await page.waitForTimeout(300);
    reading = await readPage(page);
  }
  const blocker = reading.blockers[0];
  if (blocker) return needsYou(blockerNeedsYou(blocker, host), {}, prepare(reading.fields, input));
  if (reading.fields.length === 0)
    return unreadable(
      input,
      host,
      'Hireloop could not read this form. Finish it on the employer’s page with the answers below.',
    );
  if (reading.fields.length > 150)
    return unreadable(
      input,
      host,
      `This form has ${reading.fields.length} fields, more than Hireloop fills safely. Finish it on the employer’s page.`,
    );
  const plan = planAnswers(reading.fields, input.facts, input.files);
  const sent = plan.planned.map((answer) => answer.sent);
  if (input.mode === 'inspect')
    return {
      kind: 'inspected',
      fields: sent,
      files: describeFiles(
        input.files.filter((file) =>
          plan.planned.some((p) => p.value.kind === 'file' && p.value.fileName === file.fileName),
        ),
      ),
      unanswered: plan.unanswered,
    };
  const approved = new Set(input.approved.map((field) => `${field.key}\u0000${field.value}`));
  const unreviewed = plan.planned.filter(
    (answer) =>
      !answer.sent.sensitive && !approved.has(`${answer.sent.key}\u0000${answer.sent.value}`),
  );
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
  const refused = await fillAll(page, plan.planned);
  const stillRefused =
    refused.length > 0 || plan.planned.some((p) => p.value.kind === 'file')
      ? await fillAgainAfterParser(page, plan.planned, input.formKind === 'lever' ? 1000 : 200)
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
  const screenshots: Screenshots = {
    form: await page.screenshot({ fullPage: true }).catch(() => undefined),
  };
  const before = await readPage(page);
  if (before.blockers[0]) return needsYou(blockerNeedsYou(before.blockers[0], host), screenshots);
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
              'No browser is installed on the server, so Hireloop cannot fill this form. Finish it yourself with the answers below (an operator installs one with `apt-get install -y chromium`).',
            host,
            questions: [],
            formErrors: [],
          },
          {},
          prepare([], input),
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
