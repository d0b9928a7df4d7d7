import { usCities } from './us-cities.ts';
import { usCitiesPerState } from './us-cities-per-state.ts';
import { stateCode, usStates } from './us-states.ts';

export interface UsPlace {
  city: string;
  state: string;
  lat: number;
  lon: number;
}

/** One key for "St. Louis", "Saint Louis" and "st louis" (GeoNames spells both ways). */
const cityKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\bst\.?\s/g, 'saint ')
    .replace(/\s+/g, ' ');

const byCityAndState = new Map<string, UsPlace>();
const byCityAlone = new Map<string, UsPlace>();
const largestByState = new Map<string, UsPlace>();
// The largest places first, so bare names and each state's stand-in stay the most populous.
for (const [city, state, lat, lon] of [...usCities, ...usCitiesPerState]) {
  const place = { city, state, lat, lon };
  if (!largestByState.has(state)) largestByState.set(state, place);
  byCityAndState.set(`${cityKey(city)}|${state}`, place);
  // usCities is sorted by population, so a bare "Portland" means the larger one.
  if (!byCityAlone.has(cityKey(city))) byCityAlone.set(cityKey(city), place);
}

function lookUp(city: string, state: string | null): UsPlace | null {
  const key = cityKey(city);
  return (state ? byCityAndState.get(`${key}|${state}`) : byCityAlone.get(key)) ?? null;
}

/**
 * Finds a US city in the gazetteer from "City, ST", "City, State", "City ST", "City, ST 78701"
 * or a bare well-known "City". Unknown places give null; callers then treat the location as
 * unknown rather than guessing.
 */
export function parseUsPlace(text: string): UsPlace | null {
  const cleaned = text
    .replace(/\b\d{5}(-\d{4})?\b/g, '')
    .replace(/,?\s*(USA|US|United States)\.?$/i, '')
    .trim();
  if (!cleaned) return null;
  const comma = cleaned.lastIndexOf(',');
  if (comma > 0) {
    const state = stateCode(cleaned.slice(comma + 1));
    if (state) return lookUp(cleaned.slice(0, comma), state);
  }
  const words = cleaned.split(/\s+/);
  for (let split = words.length - 1; split > 0; split--) {
    const state = stateCode(words.slice(split).join(' '));
    if (state) return lookUp(words.slice(0, split).join(' '), state);
  }
  return lookUp(cleaned, null);
}

/**
 * A stand-in for a town the gazetteer lacks: its state's most populous listed city (every state
 * has one). Good enough to tell a job two states away from one nearby; callers say "in TX"
 * rather than quoting miles from it. Null when the text is not a state.
 */
export function largestCityOf(text: string): UsPlace | null {
  const state = stateCode(text);
  return state ? (largestByState.get(state) ?? null) : null;
}

/** The state a place text ends with ("Smallville, KS", "Kansas", "Smallville KS"), or null. */
function trailingState(text: string): string | null {
  const words = text
    .replace(/\b\d{5}(-\d{4})?\b/g, '')
    .replace(/,/g, ' ')
    .trim()
    .split(/\s+/);
  for (let count = Math.min(3, words.length); count > 0; count--) {
    const candidate = words.slice(-count).join(' ');
    // A lower-case "me" or "in" ends many phrases; a code counts only as written, in capitals.
    if (candidate.length === 2 && candidate !== candidate.toUpperCase()) continue;
    const state = stateCode(candidate);
    if (state) return state;
  }
  return null;
}

/**
 * `parseUsPlace`, or failing that the stand-in of the state the text names (`approximate`), so
 * a town the gazetteer lacks or a bare "Wyoming" is still placed in its state.
 */
export function placeUsText(text: string): (UsPlace & { approximate: boolean }) | null {
  const exact = parseUsPlace(text);
  if (exact) return { ...exact, approximate: false };
  const state = trailingState(text.replace(/,?\s*(USA|US|United States)\.?$/i, ''));
  const standIn = state ? largestByState.get(state) : undefined;
  return standIn ? { ...standIn, approximate: true } : null;
}

/** "Austin, TX" for display. */
export const formatUsPlace = (place: { city: string; state: string }) =>
  `${place.city}, ${place.state}`;

export const isUsStateCode = (code: string) => code in usStates;
