import { describe, expect, it } from 'vitest';
import { findDateRange, findTrailingDate, parseMonth } from './resume-dates.ts';

describe('parseMonth', () => {
  it.each([
    ['Jan 2020', '2020-01', false],
    ['January 2020', '2020-01', false],
    ['Sept. 2019', '2019-09', false],
    ['sep 2019', '2019-09', false],
    ['01/2020', '2020-01', false],
    ['3/2018', '2018-03', false],
    ['04.2019', '2019-04', false],
    ['2021-11', '2021-11', false],
    ['2016', '2016-01', true],
    ['Summer 2017', '2017-06', false],
    ['Fall 2015', '2015-09', false],
  ])('reads %s as %s', (token, month, yearOnly) => {
    expect(parseMonth(token)).toEqual({ month, yearOnly });
  });

  it.each(['13/2020', 'Smarch 2020', '20', 'Present'])('refuses %s', (token) => {
    expect(parseMonth(token)).toBeUndefined();
  });
});

describe('findDateRange', () => {
  it.each([
    ['Charge Nurse | Mar 2019 – Present', '2019-03', ''],
    ['2016 - 2019', '2016-01', '2019-01'],
    ['Sept. 2019 to Current', '2019-09', ''],
    ['01/2015 — 12/2018', '2015-01', '2018-12'],
    ['2020-02 – now', '2020-02', ''],
    ['Elektrikerin | 09.2016 – 03.2021', '2016-09', '2021-03'],
    ['04.2020 – heute', '2020-04', ''],
    ["sept. 2019 – aujourd'hui", '2019-09', ''],
    ['October 2021 – to date', '2021-10', ''],
    ['03/2019 till date', '2019-03', ''],
    ['03.2019 - today', '2019-03', ''],
    ['Spring 2020 – Fall 2021', '2020-03', '2021-09'],
    ["Cashier | May '15 – Feb ’17", '2015-05', '2017-02'],
    ["Aug '98 – Jun '02", '1998-08', '2002-06'],
    ['Lifeguard | Summers 2017–2019', '2017-06', '2019-01'],
  ])('finds the range in %s', (line, startDate, endDate) => {
    expect(findDateRange(line)).toMatchObject({ startDate, endDate });
  });

  it('leaves lines without a range alone', () => {
    expect(findDateRange('Reduced costs by 20% in 2019')).toBeUndefined();
    expect(findDateRange('Since 2019 - numerous audits')).toBeUndefined();
  });
});

describe('findTrailingDate', () => {
  it('reads a single date that closes a header line as a one-month job', () => {
    expect(findTrailingDate('Counselor, Camp Namanu, Summer 2017')).toMatchObject({
      startDate: '2017-06',
      endDate: '2017-06',
    });
    expect(findTrailingDate('Welding Certificate (2016)')).toMatchObject({ startDate: '2016-01' });
    expect(findTrailingDate('Cut costs by 2019 standards across sites')).toBeUndefined();
  });
});
