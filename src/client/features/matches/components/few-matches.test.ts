import { describe, expect, it } from 'vitest';
import { preferencesInputSchema } from '../../../../shared/schemas/preferences.ts';
import { fewMatchesAdvice } from './few-matches.ts';

const atlanta = preferencesInputSchema.parse({ location: 'Atlanta, GA', radiusMiles: 30 });

describe('fewMatchesAdvice', () => {
  it('says how few fit where, and offers the next distance up', () => {
    expect(fewMatchesAdvice(3, atlanta)).toEqual({
      text: 'Only 3 jobs fit within 30 miles of Atlanta, GA today.',
      widerRadiusMiles: 50,
    });
    expect(fewMatchesAdvice(1, atlanta)?.text).toBe(
      'Only 1 job fits within 30 miles of Atlanta, GA today.',
    );
    expect(fewMatchesAdvice(0, atlanta)?.text).toBe(
      'No jobs fit within 30 miles of Atlanta, GA today.',
    );
  });

  it('says nothing when there are enough, and offers no wider distance past the last', () => {
    expect(fewMatchesAdvice(10, atlanta)).toBeNull();
    expect(fewMatchesAdvice(2, { ...atlanta, radiusMiles: 150 })?.widerRadiusMiles).toBeNull();
  });

  it('offers no distance when distance is not what limits the search', () => {
    const remote = preferencesInputSchema.parse({ location: 'Remote', remote: true });
    expect(fewMatchesAdvice(2, remote)).toEqual({
      text: 'Only 2 jobs fit your search today.',
      widerRadiusMiles: null,
    });
    expect(
      fewMatchesAdvice(2, { ...atlanta, willingToRelocate: true })?.widerRadiusMiles,
    ).toBeNull();
  });
});
