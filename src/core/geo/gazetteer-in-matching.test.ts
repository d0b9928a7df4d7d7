import { describe, expect, it } from 'vitest';
import { makeJob, makeProfile, NOW } from '../../../tests/helpers/matching-fixtures.ts';
import { explainMatch } from '../matching/explain-match.ts';
import { isOutOfReach } from '../matching/hard-filters.ts';
import { emptyPreferenceModel } from '../matching/preference-model.ts';
import { prepareScoring } from '../matching/prepare-scoring.ts';
import { scoreJob } from '../matching/score-job.ts';
import { type StoredJobForMatching, toMatchableJob } from '../matching/to-matchable-job.ts';
import { placeUsText } from './parse-us-place.ts';

/** A stored on-site nursing job at one place, as a board gives it. */
function storedJobAt(place: StoredJobForMatching['locations'][number]) {
  const base = makeJob();
  return toMatchableJob({
    ...base,
    software: [],
    certifications: [],
    salaryAnnualUsdMin: 78_000,
    salaryAnnualUsdMax: 95_000,
    locations: [place],
    locationText: place.raw,
    postedAt: base.postedAt,
    firstSeenAt: base.postedAt,
    descriptionText: 'Hospital ICU nursing with IV therapy and telemetry.',
    closedAt: null,
  });
}

function austinNurse() {
  const home = placeUsText('Austin, TX');
  if (!home) throw new Error('Austin must resolve');
  const profile = makeProfile({ location: { ...home, label: 'Austin, TX' }, radiusMiles: 30 });
  return prepareScoring(profile, emptyPreferenceModel());
}

describe('places from the full gazetteer in matching', () => {
  it('puts an Augusta, GA job out of reach of an Austin nurse with a 30-mile radius', () => {
    const augusta = storedJobAt({
      raw: 'Augusta, GA',
      city: 'Augusta',
      region: 'GA',
      country: 'US',
    });
    expect(augusta.locations[0]?.approximate).toBeUndefined();
    expect(isOutOfReach(austinNurse(), augusta)).toBe(true);
  });

  it.each([
    [{ raw: 'Round Rock, TX', city: 'Round Rock', region: 'TX', country: 'US' }, 'Round Rock'],
    [{ raw: 'Pflugerville, TX 78660' }, 'Pflugerville, a town of the postal list'],
    [{ raw: '78613' }, 'Cedar Park by its ZIP code'],
    [{ raw: 'Kyle, Texas, United States', city: 'Kyle', region: 'Texas' }, 'Kyle'],
  ])('shows miles for an on-site job in %j (%s)', (place, _which) => {
    const ctx = austinNurse();
    const job = storedJobAt(place);
    expect(isOutOfReach(ctx, job)).toBe(false);
    const scored = scoreJob(ctx, job, NOW);
    expect(scored.facts.miles).toBeGreaterThan(5);
    expect(scored.facts.miles).toBeLessThan(30);
    expect(explainMatch(scored, job)).toMatch(/\b\d+ miles away\b/);
  });
});
