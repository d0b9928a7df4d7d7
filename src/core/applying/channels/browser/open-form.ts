import type { Page } from 'playwright-core';
import type { AgentReading } from '../../form-agent/agent-protocol.ts';
import type { AttemptInput, AttemptOutcome } from '../../types.ts';
import { unreadable } from './outcomes.ts';
import { readPage, runAgent } from './page-agent.ts';

/**
 * Loads the form and reads it once its fields are there (forms built by script after load, like
 * Ashby's, need a moment). A page that does not answer, or answers with an error, ends the
 * attempt before anything is filled.
 */
export async function openForm(
  page: Page,
  input: AttemptInput,
  host: string,
): Promise<{ reading: AgentReading } | { outcome: AttemptOutcome }> {
  const response = await page
    .goto(input.applyUrl, { waitUntil: 'load', timeout: input.stepTimeoutMs })
    .catch(() => null);
  if (!response)
    return {
      outcome: {
        kind: 'failed',
        failure: { message: `${host} did not answer in time.`, retryable: true },
        afterSubmit: false,
        screenshots: {},
      },
    };
  if (response.status() >= 500)
    return {
      outcome: {
        kind: 'failed',
        failure: {
          message: `${host} answered ${response.status()}: the employer’s site has a problem. Try again later.`,
          retryable: true,
        },
        afterSubmit: false,
        screenshots: {},
      },
    };
  if (response.status() >= 400)
    return {
      outcome: unreadable(
        input,
        host,
        `${host} answered ${response.status()}: the posting may be closed.`,
      ),
    };
  await runAgent(page, { op: 'dismissBanners' });
  let reading = await readPage(page);
  for (let tries = 0; reading.fields.length === 0 && tries < 10; tries++) {
    await page.waitForTimeout(300);
    reading = await readPage(page);
  }
  return { reading };
}
