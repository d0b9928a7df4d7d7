import { describe, expect, it } from 'vitest';
import { preferencesInputSchema } from '../../../../shared/schemas/preferences.ts';
import { fewMatchesAdvice, nextRelatedOccupations } from './few-matches.ts';

const atlanta = preferencesInputSchema.parse({ location: 'Atlanta, GA', radiusMiles: 30 });
const atlantaNurse = { ...atlanta, jobTitle: '29-1141' };

describe('fewMatchesAdvice', () => {
  it('says how few fit where, and offers the next distance up', () => {
    expect(fewMatchesAdvice(3, atlanta)).toEqual({
      text: 'Only 3 jobs fit within 30 miles of Atlanta, GA today; widen the radius.',
      widerRadiusMiles: 50,
      relatedToAdd: [],
    });
    expect(fewMatchesAdvice(1, atlanta)?.text).toBe(
      'Only 1 job fits within 30 miles of Atlanta, GA today; widen the radius.',
    );
    expect(fewMatchesAdvice(0, atlanta)?.text).toBe(
      'No jobs fit within 30 miles of Atlanta, GA today; widen the radius.',
    );
  });

  it('offers the closest related occupations of the wanted one, as the issue words it', () => {
    const advice = fewMatchesAdvice(3, atlantaNurse);
    expect(advice?.text).toBe(
      'Only 3 jobs fit within 30 miles of Atlanta, GA today; widen the radius or add related occupations.',
    );
    expect(advice?.relatedToAdd.map((entry) => entry.soc)).toEqual(['29-2061', '29-1123']);
    expect(advice?.relatedToAdd[0]?.title).toBe(
      'Licensed practical and licensed vocational nurses',
    );
  });

  it('offers the next ones once some are added, and none past five', () => {
    const added = { ...atlantaNurse, relatedOccupations: ['29-2061', '29-1123'] };
    expect(nextRelatedOccupations(added).map((entry) => entry.soc)).not.toContain('29-2061');
    expect(nextRelatedOccupations(added)).toHaveLength(2);
    const full = {
      ...atlantaNurse,
      relatedOccupations: ['29-2061', '29-1123', '29-1071', '29-1171', '29-1122'],
    };
    expect(nextRelatedOccupations(full)).toEqual([]);
  });

  it('says nothing when there are enough, and offers no wider distance past the last', () => {
    expect(fewMatchesAdvice(10, atlanta)).toBeNull();
    expect(fewMatchesAdvice(2, { ...atlanta, radiusMiles: 150 })).toMatchObject({
      text: 'Only 2 jobs fit within 150 miles of Atlanta, GA today.',
      widerRadiusMiles: null,
    });
  });

  it('offers no distance when distance is not what limits the search', () => {
    const remote = preferencesInputSchema.parse({ location: 'Remote', remote: true });
    expect(fewMatchesAdvice(2, remote)).toEqual({
      text: 'Only 2 jobs fit your search today.',
      widerRadiusMiles: null,
      relatedToAdd: [],
    });
    expect(
      fewMatchesAdvice(2, { ...atlanta, willingToRelocate: true })?.widerRadiusMiles,
    ).toBeNull();
  });
});
