import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('the start-up resolve hook', () => {
  it('answers every relative import inside the packages the app loads exactly as Node does', () => {
    const run = spawnSync(process.execPath, ['tests/helpers/compare-package-resolve.ts'], {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        ...(process.env.NODE_COMPILE_CACHE
          ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE }
          : {}),
      },
    });
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
    expect(result.mismatches).toEqual([]);
    // drizzle-orm alone has hundreds of files; a handful would mean the hook saw nothing.
    expect(result.checked).toBeGreaterThan(1_000);
  });
});
