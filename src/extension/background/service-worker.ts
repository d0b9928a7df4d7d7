import { z } from 'zod';
import {
  extensionApplicationSchema,
  extensionReceiptResponseSchema,
  lookupResponseSchema,
  planResponseSchema,
} from '../../shared/schemas/extension.ts';
import type { Reply, Request, Responses } from '../messages.ts';
import { captureTab } from './capture-tab.ts';
import { requestAsUser } from './hireloop-api.ts';
import { pair, readPairing, unpair } from './pairing.ts';
import { forgetTab, readTabState, saveTabState } from './tab-states.ts';

/**
 * The background service worker: the only part of the extension that talks to Hireloop, with
 * the paired token, on behalf of the popup and the content scripts.
 */
const V1 = '/api/extension/v1';
const nothing = z.unknown().transform(() => null);

type Handler<T extends Request['type']> = (
  request: Extract<Request, { type: T }>,
  tab: chrome.tabs.Tab | undefined,
) => Promise<Responses[T]>;

const tabIdOf = (tab: chrome.tabs.Tab | undefined) => {
  if (tab?.id === undefined) throw new Error('Only a page can ask this.');
  return tab.id;
};

const handlers: { [T in Request['type']]: Handler<T> } = {
  pair: async ({ address, code }) => ({ email: (await pair(address, code, deviceName())).email }),
  unpair: async () => {
    await unpair();
    return null;
  },
  pairing: async () => {
    const pairing = await readPairing();
    return pairing ? { address: pairing.address, email: pairing.email } : null;
  },
  lookup: async ({ url }) =>
    requestAsUser(
      await readPairing(),
      `${V1}/lookup?url=${encodeURIComponent(url)}`,
      lookupResponseSchema,
    ),
  create: async ({ jobId }) =>
    requestAsUser(await readPairing(), `${V1}/applications`, extensionApplicationSchema, {
      method: 'POST',
      body: { jobId },
    }),
  plan: async ({ applicationId, url, fields }) =>
    requestAsUser(
      await readPairing(),
      `${V1}/applications/${encodeURIComponent(applicationId)}/plan`,
      planResponseSchema,
      { method: 'POST', body: { url, fields } },
    ),
  saveAnswers: async ({ applicationId, answers }) =>
    requestAsUser(
      await readPairing(),
      `${V1}/applications/${encodeURIComponent(applicationId)}/answers`,
      nothing,
      { method: 'POST', body: { answers } },
    ),
  tabState: async (_request, tab) => readTabState(tabIdOf(tab)),
  saveTabState: async ({ state }, tab) => {
    await saveTabState(tabIdOf(tab), state);
    return null;
  },
  forgetTabState: async (_request, tab) => {
    await forgetTab(tabIdOf(tab));
    return null;
  },
  capture: async (_request, tab) => (tab ? captureTab(tab.windowId) : null),
  receipt: async ({ applicationId, body }) =>
    requestAsUser(
      await readPairing(),
      `${V1}/applications/${encodeURIComponent(applicationId)}/receipt`,
      extensionReceiptResponseSchema,
      { method: 'POST', body },
    ),
};

/** "Chrome on Linux": how the device is listed on Hireloop's Settings page. */
function deviceName() {
  const agent = navigator.userAgent;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : 'brave' in navigator
      ? 'Brave'
      : /Chromium\//.test(agent)
        ? 'Chromium'
        : 'Chrome';
  const system = /Windows/.test(agent)
    ? 'Windows'
    : /Mac OS X/.test(agent)
      ? 'macOS'
      : /CrOS/.test(agent)
        ? 'ChromeOS'
        : /Linux/.test(agent)
          ? 'Linux'
          : 'another system';
  return `${browser} on ${system}`;
}

/** Pairing is the popup's business: a page (even a compromised renderer) may not re-pair or unpair. */
const popupOnly: Request['type'][] = ['pair', 'unpair'];

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  const request = message as Request;
  const handler = handlers[request.type] as Handler<Request['type']> | undefined;
  const fromExtensionPage = sender.url?.startsWith(chrome.runtime.getURL('')) ?? false;
  if (!handler || (!fromExtensionPage && popupOnly.includes(request.type))) return undefined;
  handler(request, sender.tab).then(
    (data) => sendResponse({ ok: true, data } satisfies Reply<unknown>),
    (error: unknown) =>
      sendResponse({
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies Reply<unknown>),
  );
  // Keeps the channel open for the asynchronous answer.
  return true;
});

chrome.tabs.onRemoved.addListener((tabId) => {
  void forgetTab(tabId);
});
