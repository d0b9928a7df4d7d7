import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/client.ts';
import { listenToChannel } from '../../db/listen-channel.ts';
import { createSearchCache, type SearchCache } from './search-cache.ts';

/** The channel the catalogue triggers notify on (migration 0008, decision 035). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** Enough for every distinct search of a busy hour; one page of results is a few kilobytes. */
const MAX_CACHED_SEARCHES = 5_000;

/**
 * This process's search cache, emptied by every committed write to the catalogue, whichever
 * process made it: the tables' triggers NOTIFY at commit and this process listens. While it
 * cannot listen (the PostgreSQL connection is lost) the cache is off.
 */
export async function watchCatalogueChanges(
  database: Pick<DatabaseHandle, 'pglite' | 'url'>,
  options: { ttlSeconds: number; log: Logger },
): Promise<{ searchCache: SearchCache; stop(): Promise<void> }> {
  const searchCache = createSearchCache({
    ttlMs: options.ttlSeconds * 1000,
    maxEntries: MAX_CACHED_SEARCHES,
  });
  if (options.ttlSeconds === 0) return { searchCache, stop: async () => {} };
  let heard = true;
  let stopping = false;
  const listener = await listenToChannel(database, CATALOGUE_CHANNEL, {
    onNotify: () => searchCache.invalidate(),
    onListening: (listening) => {
      // Stopping also stops hearing; that is no lost connection to warn about.
      if (listening !== heard && !stopping) {
        options.log[listening ? 'info' : 'warn'](
          listening ? 'search cache on again' : 'search cache off: catalogue changes unheard',
        );
      }
      heard = listening;
      searchCache.setListening(listening);
    },
  });
  return {
    searchCache,
    async stop() {
      stopping = true;
      await listener.stop();
    },
  };
}
