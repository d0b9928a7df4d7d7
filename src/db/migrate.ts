import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.ts';
import { sql } from './orm.ts';

export const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Any number, as long as every process that migrates uses the same one. */
const MIGRATION_LOCK = 7_314_002;

/** Applies the committed SQL migrations; the same files serve PGlite and PostgreSQL. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // The app and a separate worker may start together: one migrates, the other waits.
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePostgres(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}
