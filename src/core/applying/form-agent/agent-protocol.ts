import type { FormField, PageBlocker } from '../types.ts';

/**
 * The messages between a driver (Playwright here, the browser extension later) and the in-page
 * form agent (decision 057). Plain JSON both ways: the agent runs inside the employer's page.
 */
export type AgentCommand =
  | { op: 'read' }
  /** Closes a cookie banner in the way, choosing the fewest cookies it offers. */
  | { op: 'dismissBanners' }
  /** Blockers, errors and a confirmation only: cheap enough to poll after Submit. */
  | { op: 'status' }
  | {
      op: 'fill';
      key: string;
      value: { kind: 'text'; text: string } | { kind: 'choice'; options: string[] };
    }
  /** Marks the control that submits the form with data-hireloop-submit; says what it is. */
  | { op: 'findSubmit' };

export interface AgentReading {
  fields: FormField[];
  blockers: PageBlocker[];
  /** Validation messages shown on the page, verbatim. */
  errors: string[];
  /** The page's "thank you for applying" text, when it shows one. */
  confirmation: string | null;
}

export type AgentAnswer =
  | { op: 'read'; reading: AgentReading }
  | ({ op: 'status'; fieldCount: number } & Omit<AgentReading, 'fields'>)
  | { op: 'dismissBanners'; clicked: string | null }
  | { op: 'fill'; ok: boolean; actual: string }
  | { op: 'findSubmit'; found: boolean; label: string };

/** Every control the agent reports carries this attribute, so a driver can find it (file inputs, clicks). */
export const AGENT_KEY_ATTRIBUTE = 'data-hireloop-key';
export const AGENT_SUBMIT_ATTRIBUTE = 'data-hireloop-submit';
