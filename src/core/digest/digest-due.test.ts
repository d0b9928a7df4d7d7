import { describe, expect, it } from 'vitest';
import { digestDue, localClock } from './digest-due.ts';

describe('whose digest is due', () => {
  // 2026-03-02 is a Monday. Chicago is UTC-6 then (daylight saving starts on 8 March).
  const utc = (iso: string) => new Date(`2026-03-${iso}Z`);

  it('reads the hour and the day on the user’s own clock', () => {
    expect(localClock(utc('02T13:30:00'), 'America/Chicago')).toEqual({
      day: '2026-03-02',
      hour: 7,
      weekday: 1,
    });
    expect(localClock(utc('02T03:00:00'), 'America/Chicago')).toEqual({
      day: '2026-03-01',
      hour: 21,
      weekday: 7,
    });
    expect(localClock(utc('02T13:30:00'), 'Not/AZone').hour).toBe(13);
  });

  it('is due from the user’s hour to the end of their day, keyed by their local day', () => {
    const daily = { frequency: 'daily' as const, hour: 8, timeZone: 'America/Chicago' };
    expect(digestDue(utc('02T13:59:00'), daily)).toEqual({ due: false, day: '2026-03-02' });
    expect(digestDue(utc('02T14:00:00'), daily)).toEqual({ due: true, day: '2026-03-02' });
    // A missed tick is made up later the same local day…
    expect(digestDue(utc('03T05:00:00'), daily)).toEqual({ due: true, day: '2026-03-02' });
    // …and the next local day starts over.
    expect(digestDue(utc('03T06:00:00'), daily)).toEqual({ due: false, day: '2026-03-03' });
  });

  it('sends weekly digests on Mondays only, and never when off', () => {
    const weekly = { frequency: 'weekly' as const, hour: 8, timeZone: 'UTC' };
    expect(digestDue(utc('02T09:00:00'), weekly).due).toBe(true);
    expect(digestDue(utc('03T09:00:00'), weekly).due).toBe(false);
    expect(digestDue(utc('02T09:00:00'), { ...weekly, frequency: 'off' }).due).toBe(false);
  });

  it('follows daylight saving: 8 in Chicago is 13:00 UTC after 8 March', () => {
    const daily = { frequency: 'daily' as const, hour: 8, timeZone: 'America/Chicago' };
    expect(digestDue(utc('09T13:00:00'), daily).due).toBe(true);
    expect(digestDue(utc('09T12:59:00'), daily).due).toBe(false);
  });
});
