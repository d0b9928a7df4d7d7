import type pg from 'pg';

/**
 * How PostgreSQL and node-postgres say a connection died under a statement: the server ended it
 * (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now) or the socket went away.
 */
export function isDroppedConnection(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === '57P01' || code === '57P02' || code === '57P03') return true;
  if (code === 'ECONNRESET' || code === 'EPIPE') return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|connection error and is not queryable/i.test(message)
  );
}

const textOf = (config: unknown) =>
  typeof config === 'string' ? config : ((config as { text?: unknown })?.text ?? '');

/** A plain SELECT reads only, so running it again cannot change anything twice. */
const isRead = (config: unknown) => {
  const text = textOf(config);
  return typeof text === 'string' && /^\s*select\b/i.test(text);
};

const MAX_READ_TRIES = 3;

/**
 * A read whose pooled connection was cut a moment earlier (a failover, `pg_terminate_backend`,
 * an idle-timeout proxy) is sent again (up to three tries) instead of failing the request
 * with a 500. Writes are never repeated: the first may have committed before the cut
 * (decision 036, "Dropped connections"). Statements inside a transaction use their own client,
 * not `pool.query`, and are never retried here.
 */
export function retryDroppedReads(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (...args: unknown[]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await query(...args);
      } catch (error) {
        // The pool may hand the retry another connection cut in the same moment, not yet seen
        // as dead: a few tries, each on whatever connection the pool has next.
        if (attempt >= MAX_READ_TRIES || !isRead(args[0]) || !isDroppedConnection(error))
          throw error;
      }
    }
  };
  pool.query = ((...args: unknown[]) =>
    typeof args.at(-1) === 'function' ? query(...args) : retrying(...args)) as typeof pool.query;
}
