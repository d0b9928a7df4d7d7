import type { z } from 'zod';
import type { AgentReading } from '../core/applying/form-agent/agent-protocol.ts';
import type {
  ExtensionApplication,
  ExtensionReceiptBody,
  lookupResponseSchema,
  PlanResponse,
} from '../shared/schemas/extension.ts';

/**
 * What the content script and the popup ask the background service worker, the only part of
 * the extension that talks to Hireloop (a content script's fetch would carry the employer page's
 * origin, and its token would sit in the employer's renderer).
 */
export type FormFieldReading = AgentReading['fields'][number];
export type LookupResponse = z.infer<typeof lookupResponseSchema>;
export type Capture = NonNullable<ExtensionReceiptBody['captures']['form']>;

export interface Pairing {
  address: string;
  token: string;
  email: string;
}

/** Per tab, in chrome.storage.session: the application being filled there survives navigations. */
export interface TabState {
  applicationId: string;
  /** The form's page (origin and path) the tab was tied on: another page starts afresh. */
  page: string;
  title: string;
  /** Keys of the fields the extension filled: a second Fill leaves them alone. */
  filledKeys: string[];
  /** The files the plan offered, for the receipt's roles. */
  plannedFiles: PlanResponse['files'];
  /** The filled form, taken when filling ended, in case Submit leaves no time for another. */
  formCapture: Capture | null;
  /** A form in steps (Workday): the answers of the steps already left, for the receipt. */
  earlierSteps: { fields: ExtensionReceiptBody['fields']; files: ExtensionReceiptBody['files'] };
  /** Taken when the person pressed Submit: the receipt reports the form as it was then. */
  submitPressed: {
    at: string;
    fields: ExtensionReceiptBody['fields'];
    files: ExtensionReceiptBody['files'];
    formCapture: Capture | null;
  } | null;
  submittedAt: string | null;
}

export type Request =
  | { type: 'pair'; address: string; code: string }
  | { type: 'unpair' }
  | { type: 'pairing' }
  | { type: 'lookup'; url: string }
  | { type: 'create'; jobId: string }
  | { type: 'plan'; applicationId: string; url: string; fields: FormFieldReading[] }
  | {
      type: 'saveAnswers';
      applicationId: string;
      answers: { key: string; question: string; value: string }[];
    }
  | { type: 'tabState' }
  | { type: 'saveTabState'; state: TabState }
  | { type: 'forgetTabState' }
  | { type: 'capture' }
  | { type: 'receipt'; applicationId: string; body: ExtensionReceiptBody };

export interface Responses {
  pair: { email: string };
  unpair: null;
  pairing: { address: string; email: string } | null;
  lookup: LookupResponse;
  create: ExtensionApplication;
  plan: PlanResponse;
  saveAnswers: null;
  tabState: TabState | null;
  saveTabState: null;
  forgetTabState: null;
  capture: Capture | null;
  receipt: { state: string };
}

export type Reply<T> = { ok: true; data: T } | { ok: false; error: string };

/** Sends one request to the background and unwraps its reply; a refusal becomes an Error whose message the user may read. */
export async function ask<R extends Request>(request: R): Promise<Responses[R['type']]> {
  const reply = await chrome.runtime.sendMessage<Reply<Responses[R['type']]>>(request);
  if (!reply) throw new Error('The Hireloop extension did not answer. Reload the page.');
  if (!reply.ok) throw new Error(reply.error);
  return reply.data;
}

/** What ties a tab's state to a form: the page without its query or hash. */
export const pageOf = (url: string) => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
};
