import type { Preferences } from '../../../../shared/schemas/preferences.ts';
import { radiusMilesOptions } from '../../../../shared/search-radius.ts';

/** Fewer matches than this on a day and the dashboard says so, with the nearest widening. */
export const FEW_MATCHES = 10;

export interface FewMatchesAdvice {
  text: string;
  /** The next travel distance up, for the one-click widening; null when there is none. */
  widerRadiusMiles: number | null;
}

/**
 * "Only 3 jobs fit within 30 miles of Atlanta, GA today." Said instead of padding the list with
 * jobs that do not fit (decision 042). Null when there are enough, or distance is not the limit.
 */
export function fewMatchesAdvice(count: number, preferences: Preferences): FewMatchesAdvice | null {
  if (count >= FEW_MATCHES) return null;
  const place = preferences.location.trim();
  const remoteOnly = /^remote( only)?$/i.test(place) || (preferences.remote && place === '');
  const jobs = count === 1 ? 'job fits' : 'jobs fit';
  const found = count === 0 ? `No ${jobs.replace('fits', 'fit')}` : `Only ${count} ${jobs}`;
  if (remoteOnly || place === '' || preferences.willingToRelocate) {
    return { text: `${found} your search today.`, widerRadiusMiles: null };
  }
  const wider = radiusMilesOptions.find((miles) => miles > preferences.radiusMiles) ?? null;
  return {
    text: `${found} within ${preferences.radiusMiles} miles of ${place} today.`,
    widerRadiusMiles: wider,
  };
}
