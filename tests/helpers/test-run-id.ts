import { randomBytes } from 'node:crypto';

/**
 * An id for one run of the suite: when it started, in base 36, and two random hex characters for
 * runs started in the same millisecond. vitest.config.ts sets it once as TEST_RUN_ID.
 */
export function runId(now = Date.now()): string {
  return `${now.toString(36)}${randomBytes(1).toString('hex')}`;
}
