// The closing line of `npm test`: every test counted once, and a test file that never ran its
// tests (it failed to load, or a hook threw) counted as a failure, not lost (decision 034).

/** Vitest's JSON report: failed tests, plus each failed file none of whose tests failed. */
export function vitestCounts(report) {
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
  };
}

/** Playwright's JSON report: unexpected results, plus errors outside any test (a spec that fails to load). */
export function playwrightCounts(report) {
  return {
    passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
    failed: (report.stats?.unexpected ?? 0) + (report.errors?.length ?? 0),
  };
}

/**
 * A runner that exited non-zero without a report, or with one that counts no failure, still
 * fails the line once: the run broke before or around its tests.
 */
export function closingLines(runs) {
  const failed = (run) => (run.status !== 0 && run.counts.failed === 0 ? 1 : run.counts.failed);
  const passed = runs.reduce((sum, run) => sum + run.counts.passed, 0);
  const failures = runs.reduce((sum, run) => sum + failed(run), 0);
  const perRunner = runs
    .map((run) => `${run.name}: ${run.counts.passed} passed, ${failed(run)} failed`)
    .join('; ');
  return [perRunner, `${passed} passed, ${failures} failed`];
}
