import { describe, expect, it } from 'vitest';
import { milesBetween } from '../geo/miles-between.ts';
import { parseUsPlace } from '../geo/parse-us-place.ts';
import { occupations } from '../occupations/occupations.ts';
import { demoCorpusDefaults, generateDemoCorpus } from './generate-demo-postings.ts';
import { occupationEmployment } from './occupation-employment.ts';
import { postingsPerOccupation } from './postings-per-occupation.ts';
import { usMetros } from './us-metros.ts';

const now = new Date('2026-11-24T12:00:00Z');

/** Metro principal cities the gazetteer cannot place (decision 037 made it complete). */
const unplaced = new Set(
  usMetros
    .filter(([city, state]) => parseUsPlace(`${city}, ${state}`) === null)
    .map(([city, state]) => `${city}, ${state}`),
);

describe('the demo corpus in proportion to employment and metros (decision 041)', () => {
  const corpus = generateDemoCorpus({ now });
  const onSite = corpus.postings.filter((posting) => posting.workplace !== 'remote');
  const count = (test: (posting: (typeof corpus.postings)[number]) => boolean) =>
    corpus.postings.filter(test).length;

  it('gives each occupation its share of national employment, and a rare one a few', () => {
    const counts = postingsPerOccupation(demoCorpusDefaults.size);
    const total = [...occupationEmployment.values()].reduce((sum, jobs) => sum + jobs, 0);
    for (const { soc, title } of occupations()) {
      const posted = count((posting) => posting.soc === soc);
      expect(posted, title).toBe(counts.get(soc));
      const share = ((occupationEmployment.get(soc) ?? 0) / total) * corpus.postings.length;
      // At most the floor of 5 plus the proportional share of the rest, plus one for rounding;
      // at least that share less the 342 × 5 postings the floors take from the rest.
      expect(posted, title).toBeLessThanOrEqual(5 + share + 1);
      expect(posted, title).toBeGreaterThanOrEqual(share * 0.9);
    }
    const nurses = count((posting) => posting.soc === '29-1141');
    const actuaries = count((posting) => posting.soc === '15-2011');
    expect(nurses).toBeGreaterThan(actuaries * 20);
  });

  it('puts every posting in a metro, in proportion to its population', () => {
    const metroOf = new Map(usMetros.map((metro) => [`${metro[0]}|${metro[1]}`, metro]));
    expect(corpus.postings.every((p) => metroOf.has(`${p.city}|${p.state}`))).toBe(true);
    const people = usMetros.reduce((sum, [, , population]) => sum + population, 0);
    for (const [city, state, population] of usMetros.slice(0, 20)) {
      const expected = (onSite.length * population) / people;
      const placed = onSite.filter((p) => p.city === city && p.state === state).length;
      expect(placed, city).toBeGreaterThan(expected * 0.9);
      expect(placed, city).toBeLessThan(expected * 1.1);
    }
  });

  it('has each of the 10 most-employed occupations on site in every metro of a million people', () => {
    const topTen = [...occupationEmployment]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 10)
      .map(([soc]) => soc);
    const present = new Set(onSite.map((p) => `${p.soc}|${p.city}|${p.state}`));
    const missing = usMetros
      .filter(([, , population]) => population >= 1_000_000)
      .flatMap(([city, state]) =>
        topTen
          .filter((soc) => !present.has(`${soc}|${city}|${state}`))
          .map((soc) => `${soc} ${city}`),
      );
    expect(missing).toEqual([]);
  });

  it('has a cook in Louisiana, warehouse jobs in Atlanta and several truck drivers in Ohio', () => {
    expect(onSite.filter((p) => p.soc === '35-2010' && p.state === 'LA').length).toBeGreaterThan(0);
    const warehouse = onSite.filter((p) => p.soc === '53-7060' && p.city === 'Atlanta');
    expect(warehouse.length).toBeGreaterThan(0);
    expect(onSite.filter((p) => p.soc === '53-3032' && p.state === 'OH').length).toBeGreaterThan(4);
  });

  it('names metros the gazetteer places, each at its metro', () => {
    expect([...unplaced]).toEqual([]);
    for (const [city, state, , lat, lon] of usMetros) {
      const place = parseUsPlace(`${city}, ${state}`);
      if (!place) continue;
      // The metro's point is the middle of its counties (Riverside's lies in the desert, 83 miles
      // out), so this only catches a namesake in the wrong part of the state.
      expect(milesBetween(place, { lat, lon }), `${city}, ${state}`).toBeLessThan(150);
    }
  });
});
