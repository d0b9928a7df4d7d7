import { placeKey } from './place-key.ts';
import { type UsPlace, usGazetteer } from './us-gazetteer.ts';
import { isUsStateCode, stateCode } from './us-states.ts';

export type { UsPlace } from './us-gazetteer.ts';

const ZIP = /\b(\d{5})(?:-\d{4})?\b/;
const COUNTRY_SUFFIX = /,?\s*\b(USA|U\.S\.A\.|US|U\.S\.|United States( of America)?)\.?$/i;
const WORKPLACE = '(remote|hybrid|on-?site|in[- ]office|in[- ]person)';
const WORKPLACE_PREFIX = new RegExp(`^${WORKPLACE}\\s*[-–:]\\s*`, 'i');
const WORKPLACE_SUFFIX = new RegExp(`\\s*[-–]\\s*${WORKPLACE}$`, 'i');

/** Drops what is not the place: "(Hybrid)", "Remote - ", " - On-site", a ZIP, ", USA". */
function placeWords(text: string): string {
  return text
    .replace(/\([^)]*\)/g, ' ')
    .replace(ZIP, ' ')
    .trim()
    .replace(WORKPLACE_PREFIX, '')
    .replace(WORKPLACE_SUFFIX, '')
    .replace(COUNTRY_SUFFIX, '')
    .replace(/[\s,]+$/, '')
    .trim();
}

function lookUp(city: string, state: string | null): UsPlace | null {
  const { byNameAndState, byBareName } = usGazetteer();
  // "123 Main St, Suite 4, Austin": the town is the last part before the state.
  const town = city.slice(city.lastIndexOf(',') + 1);
  const key = placeKey(town);
  if (!key) return null;
  return (state ? byNameAndState.get(`${key}|${state}`) : byBareName.get(key)) ?? null;
}

function parseOnePlace(text: string): UsPlace | null {
  const cleaned = placeWords(text);
  const named = cleaned ? parseNamedPlace(cleaned) : null;
  if (named) return named;
  // A ZIP code places a town no list names ("Smalltown, TX 78701", or "78701" alone).
  const zip = ZIP.exec(text)?.[1];
  return zip ? (usGazetteer().byZip.get(zip) ?? null) : null;
}

function parseNamedPlace(cleaned: string): UsPlace | null {
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
 * A catalogue names the same few thousand places over and over ("Austin, TX" on thousands of
 * jobs): loading 100,000 jobs for matching parses each text once. Answers are the gazetteer's
 * own shared objects, so keeping them changes nothing a caller sees.
 */
const recentAnswers = new Map<string, UsPlace | null>();
const RECENT_ANSWERS_KEPT = 50_000;

/**
 * Finds a US place from "City, ST", "City, State", "City ST", "City, ST 78701", a ZIP code
 * alone, or a bare "City" that one large city clearly owns ("Saint Louis", not "Springfield").
 * Every place of the GeoNames list and every ZIP code is known (decision 037); several places
 * ("Austin, TX; Remote") give the first known one. Unknown places give null.
 */
export function parseUsPlace(text: string): UsPlace | null {
  const remembered = recentAnswers.get(text);
  if (remembered !== undefined) return remembered;
  let found: UsPlace | null = null;
  for (const part of text.split(/\s*[;|]\s*/)) {
    found = parseOnePlace(part);
    if (found) break;
  }
  if (recentAnswers.size >= RECENT_ANSWERS_KEPT) recentAnswers.clear();
  recentAnswers.set(text, found);
  return found;
}

/**
 * A stand-in for a town nobody lists: its state's most populous city (every state has one).
 * Good enough to tell a job two states away from one nearby; callers say "in TX" rather than
 * quoting miles from it. Null when the text is not a state.
 */
export function largestCityOf(text: string): UsPlace | null {
  const state = stateCode(text);
  return state ? (usGazetteer().largestByState.get(state) ?? null) : null;
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
 * `parseUsPlace`, or failing that the stand-in of the state the text names (`approximate`):
 * only a name no list knows ("Nowhere Creek, WY") or a bare "Wyoming" is placed that way.
 */
export function placeUsText(text: string): (UsPlace & { approximate: boolean }) | null {
  const exact = parseUsPlace(text);
  if (exact) return { ...exact, approximate: false };
  const state = trailingState(placeWords(text));
  const standIn = state ? usGazetteer().largestByState.get(state) : undefined;
  return standIn ? { ...standIn, approximate: true } : null;
}

/** "Austin, TX" for display. */
export const formatUsPlace = (place: { city: string; state: string }) =>
  `${place.city}, ${place.state}`;

export { isUsStateCode };
