import { describe, expect, it } from 'vitest';
import { quotaFull, quotaLine, ruleSources } from './settings-copy.ts';

describe('settings copy', () => {
  it("says today's use of the quota and when it resets", () => {
    const status = { usedToday: 3, dailyQuota: 15, timeZone: 'Europe/Berlin' };
    expect(quotaLine(status)).toBe('3 of 15 today, resets at midnight Europe/Berlin');
    expect(quotaFull(status)).toBeNull();
  });

  it('says when the quota is used up', () => {
    expect(quotaFull({ usedToday: 5, dailyQuota: 5 })).toMatch(/go out tomorrow/);
  });

  it('offers the connector kinds the brief names, each once', () => {
    const kinds = ruleSources.map((source) => source.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds).toEqual([
      'greenhouse',
      'lever',
      'ashby',
      'workable',
      'smartrecruiters',
      'recruitee',
    ]);
  });
});
