import { defineConfig } from 'vitest/config';

/**
 * Time limits only stop a stuck test; they sit far above the slowest healthy run on a busy
 * 2-core machine, never near it (decision 034). Hooks open databases (a PGlite template, a
 * migrated PostgreSQL copy) and whole apps; integration tests sign users up (argon2id) and wait
 * for the job worker.
 */
const LIMITS = { unitTest: 60_000, integrationTest: 120_000, hook: 120_000 };

const integration = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `integration-${kind}`,
    include: ['tests/integration/**/*.test.ts'],
    env: { TEST_DB_KIND: kind },
    globalSetup: [`tests/helpers/${kind}-global-setup.ts`],
    testTimeout: LIMITS.integrationTest,
    hookTimeout: LIMITS.hook,
  },
});

/**
 * Unit tests sit next to the code. Integration tests run on PGlite, and again on PostgreSQL when
 * TEST_DATABASE_URL is set (`.ci/run` sets it), so both databases are held to the same tests.
 */
/**
 * Vitest's default is one worker less than the cores: one, on a 2-core machine. Much of an
 * integration file's time is spent waiting (for child processes to boot, a heartbeat to lapse, a
 * cron minute to turn), so three files at once finish the suite far sooner without starving any
 * of CPU for longer than the limits above allow (decision 034).
 */
const MAX_WORKERS = 3;

export default defineConfig({
  test: {
    maxWorkers: MAX_WORKERS,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'eval/**/*.test.ts'],
          environment: 'node',
          testTimeout: LIMITS.unitTest,
          hookTimeout: LIMITS.hook,
        },
      },
      integration('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('postgres')] : []),
    ],
  },
});
