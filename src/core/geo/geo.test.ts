import { describe, expect, it } from 'vitest';
import { milesBetween } from './miles-between.ts';
import { largestCityOf, parseUsPlace, placeUsText } from './parse-us-place.ts';
import { usCities } from './us-cities.ts';
import { usCitiesPerState } from './us-cities-per-state.ts';
import { stateCode, usStates } from './us-states.ts';

const everyCity = [...usCities, ...usCitiesPerState];

describe('the US gazetteer', () => {
  it('holds at least 300 cities, each with a valid state code and coordinates', () => {
    expect(usCities.length).toBeGreaterThanOrEqual(300);
    for (const [city, state, lat, lon] of usCities) {
      expect(city.length, city).toBeGreaterThan(0);
      expect(stateCode(state), city).toBe(state);
      expect(lat).toBeGreaterThan(17);
      expect(lat).toBeLessThan(72);
      expect(lon).toBeLessThan(-64);
    }
  });

  it.each([
    ['Austin, TX', 'Austin', 'TX'],
    ['Austin, Texas', 'Austin', 'TX'],
    ['austin tx', 'Austin', 'TX'],
    ['Saint Louis, MO', 'St. Louis', 'MO'],
    ['St. Paul, Minnesota', 'Saint Paul', 'MN'],
    ['Portland, ME 04101', 'Portland', 'ME'],
    ['Casper, Wyoming', 'Casper', 'WY'],
    ['St. Cloud, MN', 'St. Cloud', 'MN'],
    ['Charleston, WV', 'Charleston', 'WV'],
    ['Charleston', 'Charleston', 'SC'],
    ['Portland', 'Portland', 'OR'],
    ['Kansas City, KS', 'Kansas City', 'KS'],
    ['New York, NY, USA', 'New York', 'NY'],
    ['Washington, DC', 'Washington', 'DC'],
    ['Springfield, Narnia', null, null],
    ['Washington, D.C.', 'Washington', 'DC'],
    ['Saint Louis', 'St. Louis', 'MO'],
    ['Ft. Worth', 'Fort Worth', 'TX'],
    ['Winston-Salem', 'Winston-Salem', 'NC'],
    ['Winston Salem, NC', 'Winston-Salem', 'NC'],
    ['Mc Lean, VA', 'McLean', 'VA'],
    ['Canon City, CO', 'Cañon City', 'CO'],
    ['Houston, TX (On-site)', 'Houston', 'TX'],
    ['Hybrid - Denver, CO', 'Denver', 'CO'],
    ['Doral, Florida, United States', 'Doral', 'FL'],
    ['123 Main St, Suite 4, Austin, TX 78701', 'Austin', 'TX'],
    ['Boston, MA; Remote', 'Boston', 'MA'],
    ['Remote - US', null, null],
    ['Remote', null, null],
    ['United States', null, null],
    ['Berlin', null, null],
    ['', null, null],
  ])('parses %j', (text, city, state) => {
    const place = parseUsPlace(text);
    expect(place?.city ?? null).toBe(city);
    expect(place?.state ?? null).toBe(state);
  });
});

describe('every state in the gazetteer', () => {
  it('has at least four cities (DC, one district, has one), none listed twice', () => {
    for (const state of Object.keys(usStates)) {
      const count = everyCity.filter(([, cityState]) => cityState === state).length;
      expect(count, state).toBeGreaterThanOrEqual(state === 'DC' ? 1 : 4);
    }
    const keys = everyCity.map(([city, state]) => `${city}|${state}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('places each added city within 300 miles of another city of its state (a typo check)', () => {
    for (const [city, state, lat, lon] of usCitiesPerState) {
      const nearest = Math.min(
        ...everyCity
          .filter(([other, otherState]) => otherState === state && other !== city)
          .map(([, , otherLat, otherLon]) =>
            milesBetween({ lat, lon }, { lat: otherLat, lon: otherLon }),
          ),
      );
      expect(nearest, `${city}, ${state}`).toBeLessThan(300);
    }
  });

  it("stands a town it lacks, or a bare state, in for the state's largest city", () => {
    expect(largestCityOf('WY')?.city).toBe('Cheyenne');
    expect(largestCityOf('Vermont')?.city).toBe('Burlington');
    expect(largestCityOf('TX')?.city).toBe('Houston');
    expect(placeUsText('Nowhere Creek, WY 82999')).toMatchObject({
      city: 'Cheyenne',
      state: 'WY',
      approximate: true,
    });
    expect(placeUsText('West Virginia')).toMatchObject({ city: 'Charleston', approximate: true });
    expect(placeUsText('Tiny Town ME')).toMatchObject({ city: 'Portland', approximate: true });
    expect(placeUsText('Casper, WY')).toMatchObject({ city: 'Casper', approximate: false });
    // A lower-case word that spells a code is not a state.
    expect(placeUsText('anywhere near me')).toBeNull();
    expect(placeUsText('Springfield, Narnia')).toBeNull();
  });
});

describe('milesBetween', () => {
  it('measures great-circle miles like the haversine formula', () => {
    const austin = { lat: 30.267, lon: -97.743 };
    const dallas = { lat: 32.783, lon: -96.807 };
    expect(milesBetween(austin, dallas)).toBeGreaterThan(180);
    expect(milesBetween(austin, dallas)).toBeLessThan(186);
    expect(milesBetween(austin, austin)).toBe(0);
    const newYork = { lat: 40.714, lon: -74.006 };
    const losAngeles = { lat: 34.052, lon: -118.244 };
    expect(Math.round(milesBetween(newYork, losAngeles) / 10)).toBe(245);
  });
});
