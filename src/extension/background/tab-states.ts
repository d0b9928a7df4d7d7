import type { TabState } from '../messages.ts';

/**
 * The application being filled in each tab, in chrome.storage.session: it outlives the service
 * worker's sleeps and the page's navigations (the confirmation page is still tied to it) and is
 * gone when the browser closes.
 */
const keyOf = (tabId: number) => `tab:${tabId}`;

export async function readTabState(tabId: number): Promise<TabState | null> {
  const stored = await chrome.storage.session.get(keyOf(tabId));
  return (stored[keyOf(tabId)] as TabState | undefined) ?? null;
}

export async function saveTabState(tabId: number, state: TabState) {
  await chrome.storage.session.set({ [keyOf(tabId)]: state });
}

export async function forgetTab(tabId: number) {
  await chrome.storage.session.remove(keyOf(tabId));
}
