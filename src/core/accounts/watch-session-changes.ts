import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/client.ts';
import { listenToChannel } from '../../db/listen-channel.ts';
import { forgetCachedSessions, setSessionCacheHearing } from './session-cache.ts';

/** The channel the sessions and users triggers notify on (migration 0017, decision 033). */
export const SESSIONS_CHANNEL = 'sessions_changed';

/**
 * A sign-out, a revoked session or a changed account in any process reaches this one at commit:
 * the triggers NOTIFY with the user's id and this process forgets that user's cached sessions.
 * While it cannot listen (the PostgreSQL connection is lost) the session cache is off, so a
 * revocation is never missed.
 */
export async function watchSessionChanges(
  database: Pick<DatabaseHandle, 'pglite' | 'url'>,
  options: { cacheSeconds: number; log: Logger },
): Promise<{ stop(): Promise<void> }> {
  if (options.cacheSeconds === 0) return { stop: async () => {} };
  let heard = true;
  let stopping = false;
  const listener = await listenToChannel(database, SESSIONS_CHANNEL, {
    onNotify: (userId) => forgetCachedSessions(userId ? { userId } : 'all'),
    onListening: (listening) => {
      // Stopping also stops hearing; that is no lost connection to warn about.
      if (listening !== heard && !stopping)
        options.log[listening ? 'info' : 'warn'](
          listening ? 'session cache on again' : 'session cache off: sign-outs unheard',
        );
      heard = listening;
      setSessionCacheHearing(listening);
    },
  });
  return {
    async stop() {
      stopping = true;
      await listener.stop();
    },
  };
}
