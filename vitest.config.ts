import { defineConfig } from 'vitest/config';

const integration = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `integration-${kind}`,
    include: ['tests/integration/**/*.test.ts'],
    env: { TEST_DB_KIND: kind },
    globalSetup: kind === 'postgres' ? ['tests/helpers/postgres-global-setup.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Unit tests sit next to the code. Integration tests run on PGlite, and again on PostgreSQL when
 * TEST_DATABASE_URL is set (`.ci/run` sets it), so both databases are held to the same tests.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' } },
      integration('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('postgres')] : []),
    ],
  },
});
