import { is } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/db/schema/index.ts';

export interface UserTable {
  name: string;
  table: PgTable;
  /** The column that holds the user's id (`users.id` for the users table itself). */
  userColumn: PgColumn;
}

/**
 * Every Drizzle table holding a user id: `users` itself, each table with a `user_id` column and
 * each table with a foreign key to `users`. Found from the schema, so a new feature's table is
 * picked up without anyone listing it.
 */
export function tablesWithUserId(): UserTable[] {
  const found: UserTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (value === schema.users) {
      found.push({ name: config.name, table: value, userColumn: schema.users.id });
      continue;
    }
    const byForeignKey = config.foreignKeys
      .map((key) => key.reference())
      .find((reference) => reference.foreignTable === schema.users)?.columns[0];
    const byName = config.columns.find((column) => column.name === 'user_id');
    const userColumn = byForeignKey ?? byName;
    if (userColumn) found.push({ name: config.name, table: value, userColumn });
  }
  return found;
}
