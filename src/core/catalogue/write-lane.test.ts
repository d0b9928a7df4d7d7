import { describe, expect, it } from 'vitest';
import { ingestionPacer } from './ingestion-pacer.ts';
import { writeLane } from './write-lane.ts';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('writeLane', () => {
  it('runs work one piece at a time, in the order it was handed in', async () => {
    const lane = writeLane();
    const log: string[] = [];
    const piece = (name: string, ms: number) =>
      lane.run(async () => {
        log.push(`${name} start`);
        await later(ms);
        log.push(`${name} end`);
        return name;
      });
    const results = await Promise.all([piece('a', 30), piece('b', 1), piece('c', 10)]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('a failing piece fails its caller only; the next piece still runs', async () => {
    const lane = writeLane();
    const failed = lane.run(async () => {
      throw new Error('batch refused');
    });
    const next = lane.run(async () => 'stored');
    await expect(failed).rejects.toThrow('batch refused');
    await expect(next).resolves.toBe('stored');
  });
});

describe('ingestionPacer', () => {
  it('pauses only once the given time has passed since the last pause', async () => {
    // Times far apart, so a busy machine's scheduling cannot blur a pause and none (decision 034).
    const pace = ingestionPacer({ pauseMs: 500, everyMs: 200 });
    const timed = async () => {
      const began = performance.now();
      await pace();
      return performance.now() - began;
    };
    expect(await timed()).toBeLessThan(250);
    await later(220);
    expect(await timed()).toBeGreaterThanOrEqual(490);
    // The pause just ended: the next batch goes on at once.
    expect(await timed()).toBeLessThan(250);
  });

  it('never pauses without pacing (PostgreSQL has connections to spare)', async () => {
    const pace = ingestionPacer(undefined);
    const began = performance.now();
    for (let batch = 0; batch < 5; batch++) await pace();
    expect(performance.now() - began).toBeLessThan(250);
  });
});
