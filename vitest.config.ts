import { defineConfig } from 'vitest/config';
import KillTestFirstSequencer from './tests/helpers/kill-test-first-sequencer.ts';
import { runId } from './tests/helpers/test-run-id.ts';

// One id for this run, read by the main process's global setup and inherited by every worker:
// it names the run's PostgreSQL template and test databases (tests/helpers/test-database.ts).
process.env.TEST_RUN_ID ??= runId();

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
    isolate: ISOLATE,
    setupFiles: SETUP_FILES,
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

/**
 * Test files of one worker share its module registry instead of importing the app again for
 * each file: every file builds its own app, database and servers, so nothing it tests lives in
 * module state, and a fresh registry per file cost a third of the suite's CPU (decision 062).
 */
const ISOLATE = false;
const CLIENT_BUILD_TEST = 'src/client/app/route-chunks.test.ts';
/** Every test process refuses connections beyond this machine, and says which test tried. */
const SETUP_FILES = ['tests/helpers/block-outside-network.ts'];

export default defineConfig({
  test: {
    maxWorkers: MAX_WORKERS,
    sequence: { sequencer: KillTestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eval/**/*.test.ts',
            'tests/helpers/**/*.test.ts',
          ],
          exclude: [CLIENT_BUILD_TEST],
          environment: 'node',
          isolate: ISOLATE,
          setupFiles: SETUP_FILES,
          testTimeout: LIMITS.unitTest,
          hookTimeout: LIMITS.hook,
        },
      },
      {
        // It builds the client with NODE_ENV=production, which loads React's production build into
        // the module registry: shared, that breaks the other files' renders (decision 062).
        test: {
          name: 'client-build',
          include: [CLIENT_BUILD_TEST],
          environment: 'node',
          isolate: true,
          setupFiles: SETUP_FILES,
          testTimeout: LIMITS.unitTest,
          hookTimeout: LIMITS.hook,
        },
      },
      {
        // Real Chromium against the local employer stand-ins, no database: run once, not per DB.
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          isolate: ISOLATE,
          setupFiles: SETUP_FILES,
          testTimeout: LIMITS.integrationTest,
          hookTimeout: LIMITS.hook,
        },
      },
      integration('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('postgres')] : []),
    ],
  },
});
