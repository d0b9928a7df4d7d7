import type { JobSearchQuery, JobSearchResult } from '../../shared/schemas/jobs.ts';
import { jobSearchQuery } from './text-search.ts';

/**
 * Search results kept for a short time, shared by every signed-in subscriber of this process
 * (results depend on the query alone). Kept correct by a generation counter
 * (docs/decisions/035-read-path.md): each catalogue change bumps it and empties the cache; a
 * search stores its result only if no change arrived while it ran, so a result read before a
 * change is never kept after it. While the process cannot hear changes, nothing is cached.
 */
export interface SearchCache {
  /** The cached result for `key`, else `search()` (one at a time per key), kept when safe. */
  read(key: string, search: () => Promise<JobSearchResult>): Promise<JobSearchResult>;
  /** The catalogue changed: forget every result and every search already running. */
  invalidate(): void;
  /** Off while the change notifications cannot be heard (and at first, until they can). */
  setListening(listening: boolean): void;
}

interface Entry {
  result: JobSearchResult;
  expiresAt: number;
}

/** The query as the database sees it: texts that analyze to the same tsquery share an entry. */
export function searchCacheKey(query: JobSearchQuery): string {
  const q = query.q === undefined ? undefined : jobSearchQuery(query.q, query.match);
  return JSON.stringify({ ...query, q });
}

export function createSearchCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): SearchCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const running = new Map<string, Promise<JobSearchResult>>();
  let generation = 0;
  let listening = false;

  const store = (key: string, result: JobSearchResult) => {
    entries.delete(key);
    entries.set(key, { result, expiresAt: now() + options.ttlMs });
    // Map order is insertion order: the first key is the oldest stored.
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
  };

  return {
    read(key, search) {
      if (!listening || options.ttlMs <= 0) return search();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return Promise.resolve(entry.result);
      const pending = running.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const result = search().then(
        (found) => {
          if (running.get(key) === result) running.delete(key);
          if (generation === startedIn && listening) store(key, found);
          return found;
        },
        (error: unknown) => {
          if (running.get(key) === result) running.delete(key);
          throw error;
        },
      );
      running.set(key, result);
      return result;
    },
    invalidate() {
      generation++;
      entries.clear();
      running.clear();
    },
    setListening(next) {
      // Changes may have been missed while deaf: start again from nothing either way.
      this.invalidate();
      listening = next;
    },
  };
}
