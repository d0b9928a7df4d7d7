import type { Page } from 'playwright-core';
import { AGENT_KEY_ATTRIBUTE } from '../../form-agent/agent-protocol.ts';
import type { PlannedAnswer } from '../../types.ts';
import { runAgent } from './page-agent.ts';

/** Sets every planned answer (files through the driver); returns the labels that would not take. */
export async function fillAll(page: Page, planned: PlannedAnswer[]): Promise<string[]> {
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
export async function fillAgainAfterParser(page: Page, planned: PlannedAnswer[], waitMs: number) {
  await page.waitForTimeout(waitMs);
  return fillAll(
    page,
    planned.filter((answer) => answer.value.kind !== 'file'),
  );
}
