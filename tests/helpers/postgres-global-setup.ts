import { preparePostgresTemplate } from './test-database.ts';

export default async function setup() {
  await preparePostgresTemplate();
}
