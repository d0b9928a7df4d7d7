import {
  AGENT_KEY_ATTRIBUTE,
  type AgentAnswer,
} from '../../core/applying/form-agent/agent-protocol.ts';
import { formAgent } from '../../core/applying/form-agent/form-agent.ts';
import type { FormFieldReading } from '../messages.ts';
import type { Panel } from './panel.ts';

/**
 * The employer's form as the shared form agent (decision 058) reads it, run here in the page.
 * The panel's own controls sit in an open shadow root the agent also searches: they are dropped.
 */
export type Reading = Extract<AgentAnswer, { op: 'read' }>['reading'];

export function deepQuery(selector: string, root: ParentNode = document): Element | null {
  const found = root.querySelector(selector);
  if (found) return found;
  for (const el of Array.from(root.querySelectorAll('*')))
    if (el.shadowRoot) {
      const inner = deepQuery(selector, el.shadowRoot);
      if (inner) return inner;
    }
  return null;
}

export function controlOf(key: string): HTMLElement | null {
  return deepQuery(`[${AGENT_KEY_ATTRIBUTE}="${CSS.escape(key)}"]`) as HTMLElement | null;
}

export async function readForm(panel: Panel): Promise<Reading> {
  const answer = await formAgent({ op: 'read' });
  if (answer.op !== 'read') throw new Error('the form agent answered another command');
  const fields = answer.reading.fields.filter((field) => {
    const el = controlOf(field.key);
    return !el || !panel.owns(el);
  });
  return { ...answer.reading, fields };
}

/** An application form, not a search box or a newsletter sign-up: a few fields and a way to send a CV or an e-mail. */
export function looksLikeApplication(fields: FormFieldReading[]) {
  return (
    fields.length >= 3 && fields.some((field) => field.type === 'file' || field.type === 'email')
  );
}

export async function pageStatus() {
  const answer = await formAgent({ op: 'status' });
  if (answer.op !== 'status') throw new Error('the form agent answered another command');
  return answer;
}
