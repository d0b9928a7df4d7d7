import { describe, expect, it } from 'vitest';
import { joinBrokenRanges } from './join-broken-ranges.ts';

describe('joinBrokenRanges', () => {
  it('puts back a range wrapped between its start month and year', () => {
    expect(
      joinBrokenRanges([
        'HVAC Service Technician II — Goettl Air Conditioning & Plumbing, Phoenix, AZ | Apr',
        '2020–Present',
        '• Eight to ten service calls a day.',
      ]),
    ).toEqual([
      'HVAC Service Technician II — Goettl Air Conditioning & Plumbing, Phoenix, AZ | Apr 2020–Present',
      '• Eight to ten service calls a day.',
    ]);
  });

  it('leaves a line that ends on a word like a month alone when no range follows', () => {
    const lines = ['Spring Fair coordinator, May', '2019 was the first year'];
    expect(joinBrokenRanges(lines)).toEqual(lines);
  });
});
