import { dropPostgresTestDatabases, preparePostgresTemplate } from './test-database.ts';

/** vitest global setup of the PostgreSQL project; the function it returns is the teardown. */
export default async function setup() {
  await preparePostgresTemplate();
  return () => dropPostgresTestDatabases();
}
