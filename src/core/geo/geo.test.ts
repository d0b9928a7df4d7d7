import { describe, expect, it } from 'vitest';
import { milesBetween } from './miles-between.ts';
import { parseUsPlace } from './parse-us-place.ts';
import { usCities } from './us-cities.ts';
import { stateCode } from './us-states.ts';

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
    ['Portland, ME 04101', null, null],
    ['Portland', 'Portland', 'OR'],
    ['Kansas City, KS', 'Kansas City', 'KS'],
    ['New York, NY, USA', 'New York', 'NY'],
    ['Washington, DC', 'Washington', 'DC'],
    ['Springfield, Narnia', null, null],
    ['', null, null],
  ])('parses %j', (text, city, state) => {
    const place = parseUsPlace(text);
    expect(place?.city ?? null).toBe(city);
    expect(place?.state ?? null).toBe(state);
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
