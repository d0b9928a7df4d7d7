import type { DigestFrequency } from '../../shared/schemas/digest.ts';

/** The weekly digest comes on Mondays (ISO weekday 1), at the user's hour. */
export const WEEKLY_DIGEST_WEEKDAY = 1;

const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The user's local calendar day, hour and ISO weekday at `now`; an unknown zone reads as UTC. */
export function localClock(now: Date, timeZone: string) {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
  } catch {
    return localClock(now, 'UTC');
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
    weekday: weekdays[part('weekday')] ?? 0,
  };
}

/**
 * Whether a user's digest is due at `now`, and for which local day (the idempotency key). It is
 * due from their hour to the end of their day, not only in that hour: a tick that was missed or
 * a worker that died is made up by the next tick, while the (user, day) row keeps it to one.
 */
export function digestDue(
  now: Date,
  settings: { frequency: DigestFrequency; hour: number; timeZone: string },
): { due: boolean; day: string } {
  const clock = localClock(now, settings.timeZone);
  const dayOk =
    settings.frequency === 'daily' ||
    (settings.frequency === 'weekly' && clock.weekday === WEEKLY_DIGEST_WEEKDAY);
  return { due: dayOk && clock.hour >= settings.hour, day: clock.day };
}
