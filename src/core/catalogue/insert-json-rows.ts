import type { Executor } from '../../db/client.ts';
import { getTableColumns, getTableName, type SQL, sql } from '../../db/orm.ts';
import type { PgTable } from '../../db/pg-core.ts';

/**
 * A multi-row INSERT whose rows travel as one JSON parameter, expanded by
 * jsonb_populate_recordset. Binding one parameter instead of ~40 per row is what lets bulk
 * ingestion keep pace, on PGlite above all. `rowsJson` are JSON objects keyed by column name
 * (a missing key reads as null); `columns` are the column names written.
 */
export async function insertJsonText(
  db: Executor,
  table: PgTable,
  columns: string[],
  rowsJson: string[],
  onConflict: SQL,
): Promise<void> {
  if (rowsJson.length === 0) return;
  const list = sql.raw(columns.map((name) => `"${name}"`).join(', '));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  // As bytes: both drivers send them as a binary parameter (db/client.ts), which text takes as
  // is, so PGlite skips its JavaScript UTF-8 measuring and encoding of a string this long.
  const bytes = Buffer.from(`[${rowsJson.join(',')}]`);
  await db.execute(
    sql`insert into ${tableName} (${list}) select ${list} from jsonb_populate_recordset(null::${tableName}, ${bytes}::text::jsonb) ${onConflict}`,
  );
}

/** insertJsonText for row objects with the table's property names; every row has the same keys. */
export async function insertJsonRows<T extends PgTable>(
  db: Executor,
  table: T,
  rows: Partial<T['$inferInsert']>[],
  onConflict: SQL,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column for "${key}"`);
    return column.name;
  });
  // Nulls are left out: fewer bytes to send and parse.
  const rowsJson = rows.map((row) => {
    const values = row as Record<string, unknown>;
    const named: Record<string, unknown> = {};
    keys.forEach((key, index) => {
      if (values[key] != null) named[names[index] as string] = values[key];
    });
    return JSON.stringify(named);
  });
  await insertJsonText(db, table, names, rowsJson, onConflict);
}
