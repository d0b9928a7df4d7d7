import { type SQL, sql } from '../../db/orm.ts';
import type { PgColumn } from '../../db/pg-core.ts';

/**
 * A running run (ingestion_runs, match_runs) is alive while its lease lasts: its process pushes
 * the lease forward every few seconds, so a run whose lease ran out died with its process and is
 * settled or taken over, not waited on (decision 032).
 */
export const RUN_LEASE_SECONDS = 30;
/** Six renewals per lease: a few slow ones in a row (a busy embedded database) do not lose it. */
export const RUN_LEASE_RENEW_MS = 5_000;

/** The lease's end, on the database's clock, so processes whose clocks differ still agree. */
export const leaseEnd = (): SQL => sql.raw(`now() + interval '${RUN_LEASE_SECONDS} seconds'`);

/** True while the lease held in `column` lasts; a missing lease (a row from before leases) has none. */
export const leaseLive = (column: PgColumn): SQL => sql`${column} > now()`;

/**
 * Calls `renew` every few seconds until the returned function is called. A renewal that fails is
 * reported and tried again at the next tick: one lost write does not end a lease.
 */
export function keepLeaseAlive(
  renew: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => {
    renew().catch(onError);
  }, RUN_LEASE_RENEW_MS);
  timer.unref();
  return () => clearInterval(timer);
}
