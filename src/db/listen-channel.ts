import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

export interface ChannelListener {
  stop(): Promise<void>;
}

/** How long to wait before listening again after the connection was lost. */
const RECONNECT_MS = 1_000;

/**
 * Calls `onNotify` with the payload of every NOTIFY on `channel`, and `onListening` with whether notifications
 * can currently be heard. PGlite is one session in this process: it delivers its own
 * notifications at commit. On PostgreSQL a dedicated connection (outside the pool) listens; when
 * it is lost, `onListening(false)` says so until a new connection listens again.
 */
export async function listenToChannel(
  database: Pick<DatabaseHandle, 'pglite' | 'url'>,
  channel: string,
  handlers: { onNotify(payload: string): void; onListening(listening: boolean): void },
): Promise<ChannelListener> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(channel, handlers.onNotify);
    handlers.onListening(true);
    return { stop: () => unlisten() };
  }
  const url = database.url as string;
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const lost = () => {
    handlers.onListening(false);
    client?.removeAllListeners();
    client?.on('error', () => {});
    client?.end().catch(() => {});
    client = undefined;
    // Unref'd: trying again must never keep a finishing process alive.
    if (!stopped) retry = setTimeout(connect, RECONNECT_MS).unref();
  };
  async function connect() {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', lost);
    next.on('end', () => client === next && lost());
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
      if (client === next && !stopped) handlers.onListening(true);
    } catch {
      if (client === next) lost();
    }
  }
  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      handlers.onListening(false);
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    },
  };
}
