import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds a whole-suite run on a busy 2-core machine spent in the slowest files (`bash .ci/run`,
 * 2026-11-29, read from .cache/test-reports/vitest.json), by project and path. Only the order
 * they give matters. CI starts without Vitest's cache of durations, and Vitest's own order runs
 * one project after another, largest file first: the 102-kill file of the PostgreSQL project
 * started 24 minutes in and ran 12 minutes past every other file (decision 072).
 */
const SLOW_FILES: Record<string, number> = {
  'integration-postgres|tests/integration/applying-kills.test.ts': 720,
  'integration-pglite|tests/integration/demo-corpus.test.ts': 265,
  'integration-pglite|tests/integration/shutdown.test.ts': 250,
  'integration-pglite|tests/integration/route-fuzz.test.ts': 170,
  'integration-pglite|tests/integration/fault-recovery.test.ts': 160,
  'browser|tests/browser/browser-channel.test.ts': 150,
  'integration-postgres|tests/integration/shutdown.test.ts': 140,
  'integration-postgres|tests/integration/fault-recovery.test.ts': 135,
  'integration-pglite|tests/integration/rotate-data-keys.test.ts': 135,
  'integration-postgres|tests/integration/demo-corpus.test.ts': 130,
  'integration-pglite|tests/integration/bad-input.test.ts': 110,
  'integration-pglite|tests/integration/account-security-limits.test.ts': 105,
  'integration-pglite|tests/integration/catalogue-ingestion.test.ts': 105,
  'integration-pglite|tests/integration/applying-every-form.test.ts': 95,
  'browser|tests/browser/extension.test.ts': 75,
  'integration-postgres|tests/integration/route-fuzz.test.ts': 70,
  'browser|tests/browser/form-definitions.test.ts': 65,
  'integration-postgres|tests/integration/several-processes.test.ts': 55,
  'integration-postgres|tests/integration/applying-every-form.test.ts': 55,
};

/** Files slower than this go first, longest first, whatever their project. */
const FIRST_ABOVE_SECONDS = 50;

function secondsOf(spec: TestSpecification, root: string): number | undefined {
  const path = spec.moduleId.startsWith(`${root}/`)
    ? spec.moduleId.slice(root.length + 1)
    : spec.moduleId;
  return SLOW_FILES[`${spec.project.name}|${path}`];
}

/**
 * The slowest files first, across projects, so the longest one never starts last; the others in
 * Vitest's own order (a project's files together, so its workers are reused). Vitest's cache,
 * when a machine has one, knows better and is used instead.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rest = await super.sort(files);
    const root = this.ctx.config.root;
    const durationOf = (spec: TestSpecification) =>
      this.ctx.cache.getTestSpecificationResult(spec)?.duration ??
      (secondsOf(spec, root) ?? 0) * 1000;
    const slow = rest
      .filter((spec) => durationOf(spec) > FIRST_ABOVE_SECONDS * 1000)
      .sort((a, b) => durationOf(b) - durationOf(a));
    const slowSet = new Set(slow);
    return [...slow, ...rest.filter((spec) => !slowSet.has(spec))];
  }
}
