import { describe, expect, it } from 'vitest';
import { continueColumns } from './continue-columns.ts';
import { orderPageLayoutLines, type TextItem } from './order-text-items.ts';

const item = (str: string, x: number, y: number, width = str.length * 5): TextItem => ({
  str,
  x,
  y,
  width,
});

/** A page with a main column on the left and a sidebar on the right. */
function twoColumnPage(main: string[], side: string[]): TextItem[] {
  return [
    ...main.map((text, row) => item(text, 40, 760 - row * 14, 300)),
    ...side.map((text, row) => item(text, 400, 760 - row * 14, 150)),
  ];
}

describe('continueColumns', () => {
  it('carries page two’s main column on from page one’s, not from the sidebar read last', () => {
    const main = Array.from({ length: 10 }, (_, row) => `Main column line ${row}`);
    const side = ['SKILLS', ...Array.from({ length: 9 }, (_, row) => `Skill ${row}`)];
    const pageOne = orderPageLayoutLines(twoColumnPage(main, side));
    const pageTwo = orderPageLayoutLines([
      item('HR Assistant', 40, 760, 80),
      item('Technické služby Olomouc — Olomouc', 40, 746, 220),
    ]);
    const lines = continueColumns([pageOne, pageTwo]).map((line) => line.text);
    expect(lines.indexOf('HR Assistant')).toBe(lines.indexOf('Main column line 9') + 1);
    expect(lines.at(-1)).toBe('Skill 8');
  });

  it('leaves a full-width second page after the first', () => {
    const main = Array.from({ length: 10 }, (_, row) => `Main column line ${row}`);
    const side = Array.from({ length: 10 }, (_, row) => `Sidebar line ${row}`);
    const pageOne = orderPageLayoutLines(twoColumnPage(main, side));
    const pageTwo = orderPageLayoutLines([
      item('EDUCATION', 40, 760, 60),
      item('A paragraph that runs across the whole width of the page', 40, 746, 500),
    ]);
    const lines = continueColumns([pageOne, pageTwo]).map((line) => line.text);
    expect(lines.slice(-2)).toEqual([
      'EDUCATION',
      'A paragraph that runs across the whole width of the page',
    ]);
  });
});
