import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files handed out before all others. Vitest orders files project by project, by name, so the
 * PostgreSQL project's 102-kill file started two thirds into a run and ran alone for its last
 * six minutes (docs/performance.md, "The whole suite"). It is mostly waiting on the processes it
 * starts and kills, so it runs beside the rest from the start. Only it: moving every slow file to
 * the front overloaded the machine at once (decision 072).
 */
const START_FIRST = ['tests/integration/applying-kills.test.ts'];

export default class KillTestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (spec: TestSpecification) =>
      START_FIRST.some((path) => spec.moduleId.endsWith(path)) &&
      spec.project.name === 'integration-postgres';
    return [...sorted.filter(first), ...sorted.filter((spec) => !first(spec))];
  }
}
