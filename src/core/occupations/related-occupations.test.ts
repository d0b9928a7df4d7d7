import { describe, expect, it } from 'vitest';
import { relatedOccupationsBySoc } from '../../shared/related-occupations.ts';
import { occupations } from './occupations.ts';
import { RELATED_PER_OCCUPATION, relatedOccupationsOf } from './related-occupations.ts';

describe('related occupations', () => {
  it('src/shared/related-occupations.ts is in sync (else run: node scripts/generate-related-occupations.ts)', () => {
    for (const { soc } of occupations()) {
      expect(relatedOccupationsBySoc[soc], soc).toEqual(relatedOccupationsOf(soc));
    }
    expect(Object.keys(relatedOccupationsBySoc)).toHaveLength(occupations().length);
  });

  it('offers steps outside the broad group, never the occupation itself, at most five', () => {
    let withSome = 0;
    for (const { soc } of occupations()) {
      const related = relatedOccupationsOf(soc);
      expect(related.length).toBeLessThanOrEqual(RELATED_PER_OCCUPATION);
      for (const other of related) expect(other.slice(0, 6)).not.toBe(soc.slice(0, 6));
      if (related.length > 0) withSome += 1;
    }
    // Nearly every occupation has a next step; the few without (military careers) are listed in
    // the decision record.
    expect(withSome).toBeGreaterThanOrEqual(occupations().length - 5);
  });

  it('keeps kin and leaves out what people judged padding', () => {
    // Registered nurses → licensed practical nurses; no dentists or physicians.
    expect(relatedOccupationsOf('29-1141')).toContain('29-2061');
    expect(relatedOccupationsOf('29-1141')).not.toContain('29-1020');
    expect(relatedOccupationsOf('29-1141')).not.toContain('29-1210');
    // A truck driver is offered bus and taxi driving, not flight attendants (decision 042).
    expect(relatedOccupationsOf('53-3032')).toContain('53-3052');
    expect(relatedOccupationsOf('53-3032')).not.toContain('53-2031');
  });
});
