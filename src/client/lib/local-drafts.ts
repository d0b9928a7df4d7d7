import type { z } from 'zod';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: saving goes on, without the safety net
  }
}

/**
 * A safety net in this browser for what the user types (decision 053): written at once, removed
 * when the server has it. Drafts under `prefix` are validated by `schema` on the way back in, so
 * a draft from an older version of the page is dropped rather than trusted.
 */
export function localDrafts<T>(prefix: string, schema: z.ZodType<T>) {
  const keyOf = (id: string) => `${prefix}.${id}`;
  return {
    read(id: string): T | null {
      const raw = storage()?.getItem(keyOf(id));
      if (!raw) return null;
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    write(id: string, value: T) {
      try {
        storage()?.setItem(keyOf(id), JSON.stringify(value));
      } catch {
        // Storage full or refused: saving goes on; only the safety net is lost.
      }
    },
    clear(id: string) {
      storage()?.removeItem(keyOf(id));
    },
    /** Forgets every draft of this kind, for an account that no longer exists. */
    clearAll() {
      const store = storage();
      if (!store) return;
      const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
      for (const key of keys) if (key?.startsWith(`${prefix}.`)) store.removeItem(key);
    },
  };
}
