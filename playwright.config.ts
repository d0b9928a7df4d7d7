import { defineConfig, devices } from '@playwright/test';
import { defaultChromePath } from './src/core/config/default-chrome-path.ts';

// E2E_PORT lets two checkouts run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// Every run starts from an empty database. Workers load this file again; the variable keeps
// them on the directory the main process chose.
process.env.E2E_DATA_DIR ??= `.cache/e2e-data-${Date.now()}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  // Limits only stop a stuck journey; a busy 2-core machine runs far slower than an idle one
  // (decision 034). The expect limit also covers what the client does before it shows an error
  // (retries with backoff, src/client/lib/query-client.ts).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's headless shell when installed (.ci/run installs it): decision 073.
          executablePath: defaultChromePath(),
          headless: true,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  // `npm run test:e2e` builds the client first and puts Node 24 on PATH as `node`.
  webServer: {
    command: 'node src/main.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_DATA: 'false',
      // Journeys that need jobs seed their own server (support/seeded-catalogue-server.ts) and
      // the first-minutes journey starts the defaults; a demo load here would only take CPU.
      DEMO_CORPUS: 'off',
      // Every journey signs up from 127.0.0.1; per-account limits still apply as in production.
      RATE_LIMIT_PER_ADDRESS_FACTOR: '10',
      LOG_LEVEL: 'warn',
      APP_ORIGIN: baseURL,
      GOOGLE_CLIENT_ID: 'hireloop-test-client',
      GOOGLE_CLIENT_SECRET: 'hireloop-test-client-secret',
      GOOGLE_ISSUER: `http://127.0.0.1:${port + 90}`,
      // tests/e2e/admin-sources.spec.ts signs up as this account.
      ADMIN_EMAILS: 'admin-e2e@example.test',
    },
  },
});
