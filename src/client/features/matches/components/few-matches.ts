import { occupationOptions } from '../../../../shared/occupation-options.ts';
import { relatedOccupationsBySoc } from '../../../../shared/related-occupations.ts';
import {
  MAX_RELATED_OCCUPATIONS,
  type Preferences,
} from '../../../../shared/schemas/preferences.ts';
import { radiusMilesOptions } from '../../../../shared/search-radius.ts';
import { FEW_MATCHES } from './few-matches-threshold.ts';

/** Related occupations one click adds: the closest few, so the list widens a step at a time. */
const RELATED_PER_CLICK = 2;

export interface FewMatchesAdvice {
  text: string;
  /** The next travel distance up, for the one-click widening; null when there is none. */
  widerRadiusMiles: number | null;
  /** The closest related occupations not yet searched (SOC and title), for the other click. */
  relatedToAdd: { soc: string; title: string }[];
}

const titleOf = new Map(occupationOptions.map((option) => [option.soc, option.title]));

/** The next related occupations of the wanted one that the person has not added yet. */
export function nextRelatedOccupations(preferences: Preferences, count = RELATED_PER_CLICK) {
  const room = MAX_RELATED_OCCUPATIONS - preferences.relatedOccupations.length;
  if (!preferences.jobTitle || room <= 0) return [];
  return (relatedOccupationsBySoc[preferences.jobTitle] ?? [])
    .filter((soc) => !preferences.relatedOccupations.includes(soc))
    .slice(0, Math.min(count, room))
    .map((soc) => ({ soc, title: titleOf.get(soc) ?? soc }));
}

/**
 * "Only 3 jobs fit within 30 miles of Atlanta, GA today; widen the radius or add related
 * occupations." Said instead of padding the list with jobs that do not fit (decisions 042, 047),
 * naming only the widenings there are. Null when there are enough.
 */
export function fewMatchesAdvice(count: number, preferences: Preferences): FewMatchesAdvice | null {
  if (count >= FEW_MATCHES) return null;
  const place = preferences.location.trim();
  const remoteOnly = /^remote( only)?$/i.test(place) || (preferences.remote && place === '');
  const jobs = count === 1 ? 'job fits' : 'jobs fit';
  const found = count === 0 ? `No ${jobs.replace('fits', 'fit')}` : `Only ${count} ${jobs}`;
  const distanceLimits = !(remoteOnly || place === '' || preferences.willingToRelocate);
  const wider = distanceLimits
    ? (radiusMilesOptions.find((miles) => miles > preferences.radiusMiles) ?? null)
    : null;
  const relatedToAdd = nextRelatedOccupations(preferences);
  const ways = [
    wider ? 'widen the radius' : null,
    relatedToAdd.length > 0 ? 'add related occupations' : null,
  ].filter((way) => way !== null);
  const where = distanceLimits
    ? `within ${preferences.radiusMiles} miles of ${place}`
    : 'your search';
  const advice = ways.length > 0 ? `; ${ways.join(' or ')}.` : '.';
  return { text: `${found} ${where} today${advice}`, widerRadiusMiles: wider, relatedToAdd };
}
