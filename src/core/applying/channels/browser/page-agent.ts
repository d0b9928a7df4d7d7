import type { Page } from 'playwright-core';
import type { AgentAnswer, AgentCommand, AgentReading } from '../../form-agent/agent-protocol.ts';
import { formAgent } from '../../form-agent/form-agent.ts';

// The agent travels as source text, the same way a content script would carry it. Transpilers may
// wrap named functions in a `__name` helper; the page gets a harmless one.
const agentSource = `(globalThis.__name ??= (f) => f, ${formAgent.toString()})`;

export async function runAgent<C extends AgentCommand>(
  page: Page,
  command: C,
): Promise<Extract<AgentAnswer, { op: C['op'] }>> {
  return page.evaluate(`${agentSource}(${JSON.stringify(command)})`) as Promise<
    Extract<AgentAnswer, { op: C['op'] }>
  >;
}

export async function readPage(page: Page): Promise<AgentReading> {
  return (await runAgent(page, { op: 'read' })).reading;
}
