import { describe, expect, it } from 'vitest';
import { flushRight } from './flush-right.ts';
import type { TextItem } from './text-item.ts';

/** An item that ends at `end`, `width` wide. */
const endingAt = (str: string, end: number, width = 90): TextItem => ({
  str,
  x: end - width,
  y: 0,
  width,
});

describe('flushRight', () => {
  it('finds dates and places set flush right inside the page, under lines set to its full width', () => {
    // A table of dates and places 97 % of the text wide; two certificate years after \hfill
    // reach the full width, further right.
    const side = [
      endingAt('May 2021 – Present', 554, 95),
      endingAt('Dallas, TX', 553, 49),
      endingAt('February 2018 – April 2021', 554, 131),
      endingAt('Fort Worth, TX', 553, 70),
      endingAt('January 2016 – January 2018', 554, 140),
      endingAt('Lewisville, TX', 553, 63),
      endingAt('June 2015 – December 2015', 554, 133),
      endingAt('Irving, TX', 553, 47),
      endingAt('2015', 569, 22),
      endingAt('2019', 569, 22),
    ];
    expect(flushRight(side, 569)).toBe(true);
  });

  it('does not take a column of text that lines up on the left for flush-right text', () => {
    const side = ['Skills', 'Reach truck', 'Order picker', 'RF scanning', 'Cycle counts'].map(
      (str, at): TextItem => ({ str, x: 420, y: at * 12, width: 30 + str.length * 4 }),
    );
    expect(flushRight(side, Math.max(...side.map((item) => item.x + item.width)))).toBe(false);
  });
});
