import { placeKey } from './place-key.ts';
import { readUsPlaceList } from './read-us-place-list.ts';
import { readUsPostalCodes } from './read-us-postal-codes.ts';
import { usCities } from './us-cities.ts';
import { usCitiesPerState } from './us-cities-per-state.ts';

export interface UsPlace {
  city: string;
  state: string;
  lat: number;
  lon: number;
}

export interface UsGazetteer {
  /** `${placeKey(name)}|${state code}` → the place. */
  byNameAndState: ReadonlyMap<string, UsPlace>;
  /** A name alone, only where one place clearly owns it (see `BARE_NAME_*`). */
  byBareName: ReadonlyMap<string, UsPlace>;
  byZip: ReadonlyMap<string, UsPlace>;
  /** Each state's stand-in for a town nobody lists: its most populous city. */
  largestByState: ReadonlyMap<string, UsPlace>;
}

/**
 * A name without a state ("Portland", "Saint Louis", "Casper") is taken to mean its largest
 * namesake only when that one is well known (a city of at least this many people, or on the
 * hand-kept lists) and at least `BARE_NAME_LEAD` times as populous as the next: "Springfield"
 * (MO 167k, MA 154k, IL 117k) or "Aurora" needs a state.
 */
const BARE_NAME_MIN_POPULATION = 100_000;
const BARE_NAME_LEAD = 2;

interface Namesake {
  place: UsPlace;
  population: number;
  wellKnown: boolean;
}

interface PostalTown extends UsPlace {
  name: string;
  count: number;
}

function build(): UsGazetteer {
  const byNameAndState = new Map<string, UsPlace>();
  const largestByState = new Map<string, UsPlace>();
  const namesakes = new Map<string, Namesake[]>();
  const add = (place: UsPlace, population: number, name = placeKey(place.city), known = false) => {
    const key = `${name}|${place.state}`;
    const listed = byNameAndState.get(key);
    if (listed) {
      const entry = namesakes.get(name)?.find((item) => item.place === listed);
      if (entry) entry.population = Math.max(entry.population, population);
      return;
    }
    byNameAndState.set(key, place);
    const entry = { place, population, wellKnown: known };
    const list = namesakes.get(name);
    if (list) list.push(entry);
    else namesakes.set(name, [entry]);
  };
  // The hand-kept lists first: their spellings ("New York", "Washington, DC") and their states'
  // stand-ins stay as before, and their names are well known enough to stand alone.
  for (const [city, state, lat, lon] of [...usCities, ...usCitiesPerState]) {
    if (!largestByState.has(state)) largestByState.set(state, { city, state, lat, lon });
    add({ city, state, lat, lon }, 0, placeKey(city), true);
  }
  const listed = readUsPlaceList().sort((a, b) => b[4] - a[4]);
  for (const [city, state, lat, lon, population] of listed)
    add({ city, state, lat, lon }, population);

  // A town with a post office but under 1,000 people: the mean point of its ZIP codes.
  const byZip = new Map<string, UsPlace>();
  const postal = new Map<string, PostalTown>();
  for (const [zip, city, state, lat, lon] of readUsPostalCodes()) {
    byZip.set(zip, { city, state, lat, lon });
    const name = placeKey(city);
    const town = postal.get(`${name}|${state}`);
    if (town) {
      town.lat += lat;
      town.lon += lon;
      town.count += 1;
    } else postal.set(`${name}|${state}`, { name, city, state, lat, lon, count: 1 });
  }
  for (const { name, city, state, lat, lon, count } of postal.values()) {
    add({ city, state, lat: lat / count, lon: lon / count }, 0, name);
  }

  const byBareName = new Map<string, UsPlace>();
  for (const [name, list] of namesakes) {
    const [first, second] = [...list].sort((a, b) => b.population - a.population);
    if (!first || !(first.wellKnown || first.population >= BARE_NAME_MIN_POPULATION)) continue;
    if (second && first.population < BARE_NAME_LEAD * second.population) continue;
    byBareName.set(name, first.place);
  }
  return { byNameAndState, byBareName, byZip, largestByState };
}

let gazetteer: UsGazetteer | undefined;

/** Built on first use (about 0.2 s) and kept for the life of the process. */
export function usGazetteer(): UsGazetteer {
  gazetteer ??= build();
  return gazetteer;
}
