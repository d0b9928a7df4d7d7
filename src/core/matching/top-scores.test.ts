import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TopScores } from './top-scores.ts';

describe('TopScores', () => {
  it('keeps the same best entries as sorting everything, ties to the lower row', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 200 }),
        fc.integer({ min: 0, max: 30 }),
        (scores, capacity) => {
          const top = new TopScores(capacity);
          scores.forEach((score, row) => {
            if (score >= top.threshold) top.offer(score, row);
          });
          const expected = scores
            .map((score, row) => ({ score, row }))
            .sort((a, b) => b.score - a.score || a.row - b.row)
            .slice(0, capacity);
          expect(top.sorted()).toEqual(expected);
        },
      ),
    );
  });
});
