import { preparePgliteTemplateFile } from './test-database.ts';

/** vitest global setup of the PGlite project; the function it returns is the teardown. */
export default async function setup() {
  return preparePgliteTemplateFile();
}
