import { describe, expect, it } from 'vitest';
import { isLeftover } from './test-database.ts';
import { runId } from './test-run-id.ts';

const now = Date.UTC(2026, 10, 30, 12);
const hours = (count: number) => count * 60 * 60 * 1000;
const checkout = 'ab12cd34';

describe('test database names', () => {
  it('keeps the databases of runs that may still be going, from any checkout of this one', () => {
    const recent = runId(now - hours(1));
    expect(isLeftover(`hireloop_test_${checkout}_${recent}_0123456789ab`, now, checkout)).toBe(
      false,
    );
    expect(isLeftover(`hireloop_test_template_${checkout}_${recent}`, now, checkout)).toBe(false);
  });

  it('drops the databases of runs that started hours ago, and those named before runs had ids', () => {
    const old = runId(now - hours(7));
    expect(isLeftover(`hireloop_test_${checkout}_${old}_0123456789ab`, now, checkout)).toBe(true);
    expect(isLeftover(`hireloop_test_template_${checkout}_${old}`, now, checkout)).toBe(true);
    expect(isLeftover(`hireloop_test_${checkout}_0123456789ab`, now, checkout)).toBe(true);
    expect(isLeftover(`hireloop_test_template_${checkout}`, now, checkout)).toBe(true);
  });

  it('never takes a run id from the future for a running one', () => {
    const future = runId(now + hours(1));
    expect(isLeftover(`hireloop_test_${checkout}_${future}_0123456789ab`, now, checkout)).toBe(
      true,
    );
  });
});
