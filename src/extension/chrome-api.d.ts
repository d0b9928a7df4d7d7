/**
 * The few extension APIs Hireloop's extension calls, typed by hand: @types/chrome is not among
 * the project's dependencies, and this subset is all the code may use (decision 064).
 */
declare namespace chrome {
  namespace runtime {
    interface MessageSender {
      tab?: tabs.Tab;
      url?: string;
    }
    const lastError: { message?: string } | undefined;
    function sendMessage<T = unknown>(message: unknown): Promise<T>;
    function getURL(path: string): string;
    const onMessage: {
      addListener(
        listener: (
          message: unknown,
          sender: MessageSender,
          sendResponse: (response: unknown) => void,
        ) => boolean | undefined,
      ): void;
    };
  }
  namespace storage {
    interface StorageArea {
      get(keys: string | string[]): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      remove(keys: string | string[]): Promise<void>;
    }
    const local: StorageArea;
    const session: StorageArea;
  }
  namespace tabs {
    interface Tab {
      id?: number;
      windowId: number;
      url?: string;
    }
    function query(query: { active: boolean; currentWindow: boolean }): Promise<Tab[]>;
    function captureVisibleTab(
      windowId: number,
      options: { format: 'jpeg' | 'png'; quality?: number },
    ): Promise<string>;
    const onRemoved: { addListener(listener: (tabId: number) => void): void };
  }
  namespace scripting {
    function executeScript(injection: {
      target: { tabId: number };
      files: string[];
    }): Promise<unknown[]>;
  }
}

/** The Hireloop address the popup offers before the user types one (vite `define`, at build). */
declare const __HIRELOOP_DEFAULT_ADDRESS__: string;
