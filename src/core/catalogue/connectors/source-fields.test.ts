import { describe, expect, it } from 'vitest';
import {
  amountSchema,
  decodeEntities,
  employmentTypeFrom,
  idSchema,
  isoFromDate,
  isoFromEpochSeconds,
  locationOf,
  workplaceFromCode,
  workplaceFromText,
} from './source-fields.ts';
import { parseJsonKeepingBigIds, redactSecrets } from './source-http.ts';

describe('source field helpers', () => {
  it('keeps ids beyond 2^53 exact and every id a string', () => {
    const parsed = parseJsonKeepingBigIds(
      '{"id": -1234567890123456789, "small": 42, "float": 1.5}',
    );
    expect(parsed).toEqual({ id: '-1234567890123456789', small: 42, float: 1.5 });
    expect(idSchema.parse(9007199254740991)).toBe('9007199254740991');
    expect(idSchema.parse('744000012345678')).toBe('744000012345678');
  });

  it('reads amounts given as numbers or strings, 0 and blanks as absent', () => {
    expect(amountSchema.parse('5000.00')).toBe(5000);
    expect(amountSchema.parse('1,250.50')).toBe(1250.5);
    expect(amountSchema.parse(0)).toBeNull();
    expect(amountSchema.parse('')).toBeNull();
    expect(amountSchema.parse(null)).toBeNull();
  });

  it('reads dates with and without a zone as UTC, epoch seconds and stray milliseconds', () => {
    expect(isoFromDate('2025-04-24 09:12:45 UTC')).toBe('2025-04-24T09:12:45.000Z');
    expect(isoFromDate('2025-05-01T00:00:00.0000')).toBe('2025-05-01T00:00:00.000Z');
    expect(isoFromDate('2025-04-18T09:00:11-04:00')).toBe('2025-04-18T13:00:11.000Z');
    expect(isoFromDate('2025-04-28')).toBe('2025-04-28T00:00:00.000Z');
    expect(isoFromDate('soon')).toBeNull();
    expect(isoFromEpochSeconds(1746115200)).toBe('2025-05-01T16:00:00.000Z');
    expect(isoFromEpochSeconds('1746115200')).toBe('2025-05-01T16:00:00.000Z');
    expect(isoFromEpochSeconds(1746115200000)).toBe('2025-05-01T16:00:00.000Z');
  });

  it.each([
    ['Full-time', 'FULL_TIME'],
    ['FullTime', 'FULL_TIME'],
    ['fulltime_permanent', 'FULL_TIME'],
    ['PartTime', 'PART_TIME'],
    ['parttime_fixed_term', 'PART_TIME'],
    ['Werkstudent', 'INTERN'],
    ['CONTRACTOR', 'CONTRACT'],
    ['TEMPORARY', 'TEMPORARY'],
    ['PER_DIEM', 'PER_DIEM'],
    ['Volunteer', 'VOLUNTEER'],
    ['Leadership', null],
  ])('employment type %s → %s', (text, expected) => {
    expect(employmentTypeFrom(text)).toBe(expected);
  });

  it('reads workplaces from codes and text without guessing', () => {
    expect(workplaceFromCode('onsite')).toBe('onsite');
    expect(workplaceFromCode('on-site')).toBe('onsite');
    expect(workplaceFromCode('OnSite')).toBe('onsite');
    expect(workplaceFromCode('unspecified')).toBe('unknown');
    expect(workplaceFromText('Remote - US')).toBe('remote');
    expect(workplaceFromText('Berlin (Remote)')).toBe('remote');
    expect(workplaceFromText('Hybrid, London')).toBe('hybrid');
    expect(workplaceFromText('San Francisco, CA')).toBe('unknown');
    expect(workplaceFromText('Remotely Controlled Vehicles Inc')).toBe('unknown');
  });

  it('decodes entities once, not twice', () => {
    expect(decodeEntities('&lt;p&gt;R&amp;amp;D&lt;/p&gt; &#169; &#x2013;')).toBe(
      '<p>R&amp;D</p> © –',
    );
    expect(decodeEntities('&unknown; stays')).toBe('&unknown; stays');
  });

  it('builds locations with ISO countries only', () => {
    expect(locationOf(null, { city: 'Reno', region: 'NV', country: 'us' })).toEqual({
      raw: 'Reno, NV, US',
      city: 'Reno',
      region: 'NV',
      country: 'US',
    });
    expect(locationOf('Athens', { country: 'Greece' })).toEqual({ raw: 'Athens' });
    expect(locationOf('  ')).toBeNull();
  });

  it('redacts keys in URLs', () => {
    expect(redactSecrets('https://api.example/search/1?app_id=a&app_key=secret&what=x')).toBe(
      'https://api.example/search/1?app_id=…&app_key=…&what=x',
    );
  });
});
