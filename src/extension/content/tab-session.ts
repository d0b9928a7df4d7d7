import { ask, pageOf, type TabState } from '../messages.ts';

/** This tab's application, mirrored from the background's chrome.storage.session. */
export function tabSession() {
  let state: TabState | null = null;
  return {
    /**
     * This tab's application, if it belongs to this page. One sent and waiting for its
     * confirmation stays whatever the page (the confirmation may have an address of its own).
     */
    async load() {
      state = await ask({ type: 'tabState' });
      const waiting = state?.submitPressed && !state.submittedAt;
      if (state && !waiting && state.page !== pageOf(location.href)) {
        state = null;
        await ask({ type: 'forgetTabState' });
      }
      return state;
    },
    get state() {
      return state;
    },
    /** Ties the tab to an application; a different one starts afresh. */
    async begin(applicationId: string, title: string) {
      if (state?.applicationId === applicationId) return state;
      state = {
        applicationId,
        page: pageOf(location.href),
        title,
        filledKeys: [],
        plannedFiles: [],
        formCapture: null,
        earlierSteps: { fields: [], files: [] },
        submitPressed: null,
        submittedAt: null,
      };
      await ask({ type: 'saveTabState', state });
      return state;
    },
    async update(change: Partial<TabState>) {
      if (!state) throw new Error('No application is tied to this tab.');
      state = { ...state, ...change };
      await ask({ type: 'saveTabState', state });
      return state;
    },
  };
}
export type TabSession = ReturnType<typeof tabSession>;
