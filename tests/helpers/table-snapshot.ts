import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/** Row count and a digest of every row of every table, so any insert, update or delete shows. */
export async function snapshotTables(db: Database): Promise<Record<string, string>> {
  const tables = await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const snapshot: Record<string, string> = {};
  for (const { name } of (tables as unknown as { rows: { name: string }[] }).rows) {
    const result = await db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from public."${name}" t`,
      ),
    );
    const [row] = (result as unknown as { rows: { n: number; digest: string }[] }).rows;
    snapshot[name] = `${row?.n} rows ${row?.digest}`;
  }
  return snapshot;
}
