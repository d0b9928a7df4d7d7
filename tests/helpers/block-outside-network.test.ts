import { describe, expect, it } from 'vitest';

const tried = () => (globalThis as { outsideHostsTried?: string[] }).outsideHostsTried ?? [];

describe('the outside-network guard', () => {
  it('refuses a host beyond this machine and records it; loopback still works', async () => {
    await expect(
      fetch('https://boards-api.greenhouse.io/v1/boards/x/jobs', {
        signal: AbortSignal.timeout(5_000),
      }),
    ).rejects.toThrow();
    expect(tried()).toEqual(['boards-api.greenhouse.io']);
    // Recorded attempts fail the file in the guard's afterAll; this one was on purpose.
    tried().splice(0);
    await expect(fetch('http://127.0.0.1:9/')).rejects.toThrow(/fetch failed/);
    expect(tried()).toEqual([]);
  });
});
