import { describe, expect, it } from 'vitest';
import { closingLines, playwrightCounts, vitestCounts } from './test-summary.mjs';

/**
 * The shape of a real `vitest run --reporter=json` report over five files: one passes, one fails
 * a test, one fails to import, one throws in beforeAll (its tests are skipped), one throws in
 * afterAll after its test passed.
 */
const vitestReport = {
  numPassedTests: 2,
  numFailedTests: 1,
  numPendingTests: 2,
  testResults: [
    { name: 'pass.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] },
    { name: 'failing-test.test.ts', status: 'failed', assertionResults: [{ status: 'failed' }] },
    { name: 'broken-import.test.ts', status: 'failed', assertionResults: [] },
    {
      name: 'failing-hook.test.ts',
      status: 'failed',
      assertionResults: [{ status: 'skipped' }, { status: 'skipped' }],
    },
    { name: 'after-hook.test.ts', status: 'failed', assertionResults: [{ status: 'passed' }] },
  ],
};

describe('the closing line of npm test', () => {
  it('counts a test file that failed without a failed test (load error, hook) as a failure', () => {
    expect(vitestCounts(vitestReport)).toEqual({ passed: 2, failed: 4 });
  });

  it('counts a Playwright error outside any test (a spec that does not load) as a failure', () => {
    const report = {
      stats: { expected: 7, unexpected: 1, flaky: 1 },
      errors: [{ message: 'SyntaxError in broken.spec.ts' }],
    };
    expect(playwrightCounts(report)).toEqual({ passed: 8, failed: 2 });
  });

  it('adds the runs up, and a run that failed with no counted failure counts once', () => {
    const lines = closingLines([
      { name: 'vitest', status: 1, counts: vitestCounts(vitestReport) },
      { name: 'playwright', status: 1, counts: { passed: 3, failed: 0 } },
    ]);
    expect(lines).toEqual([
      'vitest: 2 passed, 4 failed; playwright: 3 passed, 1 failed',
      '5 passed, 5 failed',
    ]);
  });

  it('reports a clean run as clean', () => {
    const clean = { passed: 10, failed: 0 };
    expect(
      closingLines([
        { name: 'vitest', status: 0, counts: clean },
        { name: 'playwright', status: 0, counts: clean },
      ])[1],
    ).toBe('20 passed, 0 failed');
  });
});
