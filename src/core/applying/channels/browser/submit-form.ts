import type { Page } from 'playwright-core';
import { AGENT_SUBMIT_ATTRIBUTE } from '../../form-agent/agent-protocol.ts';
import { describeFiles } from '../../record-receipt.ts';
import type { AttemptInput, AttemptOutcome, PlannedAnswer, Screenshots } from '../../types.ts';
import { blockerNeedsYou } from './blocker-messages.ts';
import { needsYou } from './outcomes.ts';
import { runAgent } from './page-agent.ts';

/**
 * Presses the control the agent marked (after `markSubmitting`) and reads what the page says: a
 * confirmation is sent; the form's own errors are a refusal (nothing was accepted); silence until
 * the step's limit may have been sent, so it is `failed` after submit (the runner: unconfirmed).
 */
export async function submitAndWait(
  page: Page,
  input: AttemptInput,
  planned: PlannedAnswer[],
  host: string,
  screenshots: Screenshots,
): Promise<AttemptOutcome> {
  const sent = planned.map((answer) => answer.sent);
  const files = describeFiles(
    input.files.filter((file) =>
      planned.some((p) => p.value.kind === 'file' && p.value.fileName === file.fileName),
    ),
  );
  const deadline = Date.now() + input.stepTimeoutMs;
  await page.click(`[${AGENT_SUBMIT_ATTRIBUTE}="true"]`, { timeout: input.stepTimeoutMs });
  while (Date.now() < deadline) {
    await page.waitForTimeout(100);
    const after = await runAgent(page, { op: 'status' }).catch(() => null);
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
