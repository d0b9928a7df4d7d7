import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderPageLayoutLines, orderPageLines, type TextItem } from './order-text-items.ts';

const item = (str: string, x: number, y: number, width = str.length * 5): TextItem => ({
  str,
  x,
  y,
  width,
});

describe('orderPageLines', () => {
  it('keeps right-aligned dates on their line in a one-column page', () => {
    const items = [item('Jane Doe', 40, 750)];
    for (let row = 0; row < 8; row++) {
      const y = 700 - row * 40;
      items.push(item(`Employer number ${row}`, 40, y), item('Jan 2020 – Present', 480, y));
      items.push(
        item(`Did a useful thing that spans the whole width of the page ${row}`, 40, y - 14, 500),
      );
    }
    const lines = orderPageLines(items);
    expect(lines[0]).toBe('Jane Doe');
    expect(lines[1]).toBe('Employer number 0 | Jan 2020 – Present');
  });

  it('reads a sidebar layout column by column, the full-width name first', () => {
    const items = [item('Jane Doe, Registered Nurse and Educator', 40, 750, 400)];
    for (let row = 0; row < 10; row++) {
      items.push(item(`Sidebar ${row}`, 40, 700 - row * 12, 120));
      items.push(item(`Main column text line ${row}`, 220, 700 - row * 14, 300));
    }
    const lines = orderPageLines(items);
    expect(lines[0]).toBe('Jane Doe, Registered Nurse and Educator');
    expect(lines.slice(1, 11)).toEqual(Array.from({ length: 10 }, (_, row) => `Sidebar ${row}`));
    expect(lines[11]).toBe('Main column text line 0');
    const opening = orderPageLayoutLines(items).findIndex((line) => line.columnStart);
    expect(opening).toBe(11);
  });

  it('folds dates wrapped in a left margin back onto the title line', () => {
    const items: TextItem[] = [];
    for (let entry = 0; entry < 3; entry++) {
      const y = 700 - entry * 60;
      const start = entry === 0 ? '2020-03 →' : '2016-08 → 2020-';
      items.push(item(start, 40, y + 0.7, 75), item(`Job ${entry}`, 130, y, 200));
      items.push(item(entry === 0 ? 'present' : '02', 40, y - 10, 20));
      for (let row = 1; row <= 3; row++)
        items.push(item(`Something done in job ${entry}, row ${row}`, 130, y - row * 13, 300));
    }
    const lines = orderPageLines(items);
    expect(lines.slice(0, 2)).toEqual([
      '2020-03 → present | Job 0',
      'Something done in job 0, row 1',
    ]);
    // A year-month cut at its hyphen joins again.
    expect(lines[4]).toBe('2016-08 → 2020-02 | Job 1');
  });

  it('reads a flush-right label column of sections and dates row by row, not as a column', () => {
    const items: TextItem[] = [];
    const label = (text: string, y: number) => items.push(item(text, 150 - text.length * 5, y));
    label('WORK EXPERIENCE', 760);
    for (let entry = 0; entry < 4; entry++) {
      const y = 740 - entry * 70;
      label(`January 201${entry} –`, y);
      label(`March 201${entry + 1}`, y - 12);
      items.push(item(`Employer ${entry}, Town`, 160, y, 200));
      items.push(item(`Job title ${entry}`, 160, y - 12, 150));
      items.push(item(`A sentence about what was done in job ${entry}.`, 160, y - 24, 330));
    }
    label('Address', 440);
    label('Telephone', 428);
    items.push(item('Lagos, Nigeria', 160, 440), item('+234 803 555 0192', 160, 428));
    const lines = orderPageLines(items);
    expect(lines[0]).toBe('WORK EXPERIENCE');
    expect(lines[1]).toBe('January 2010 – March 2011 | Employer 0, Town');
    expect(lines[2]).toBe('Job title 0');
    expect(lines).toContain('Address | Lagos, Nigeria');
    expect(lines).toContain('Telephone | +234 803 555 0192');
  });

  it('reads letter-spaced display type as words, kerned pairs included', () => {
    expect(
      orderPageLines([item('FAT O U', 45, 772, 110), item('D I A L L O', 45, 742, 126)]),
    ).toEqual(['FATOU', 'DIALLO']);
    expect(orderPageLines([item('Q A Lead', 45, 700, 60)])).toEqual(['Q A Lead']);
  });

  it('reads a sidebar holding little text as a column beside a full main column', () => {
    const side = ['Contact', 'jo@example.com', 'Top Skills', 'Epic', 'CRRT', 'Languages'];
    const items = [...side, 'English', 'Certifications', 'BLS'].map((text, row) =>
      item(text, 17, 720 - row * 13, text.length * 5),
    );
    for (let row = 0; row < 16; row++)
      items.push(
        item(
          `Main column line ${row} with a long run of words about the job`,
          218,
          720 - row * 13,
          360,
        ),
      );
    const lines = orderPageLines(items);
    expect(lines.slice(0, 9)).toEqual([...side, 'English', 'Certifications', 'BLS']);
    expect(lines[9]).toBe('Main column line 0 with a long run of words about the job');
  });

  it('keeps a sidebar line that runs a little past the gutter in the sidebar', () => {
    const items: TextItem[] = [];
    for (let row = 0; row < 12; row++) {
      items.push(item(`Side ${row}`, 17, 720 - row * 13, 60));
      items.push(
        item(`Main column line ${row} with words enough to fill it`, 190, 720 - row * 13, 360),
      );
    }
    items.push(item('Critical Care Registered Nurse (CCRN)', 17, 560, 185));
    const lines = orderPageLines(items);
    expect(lines.indexOf('Critical Care Registered Nurse (CCRN)')).toBe(12);
  });

  it('reads a page that writes each word as its own item line by line, word gaps lining up or not', () => {
    const items: TextItem[] = [];
    for (let row = 0; row < 12; row++) {
      const y = 720 - row * 13;
      // Four words that end at x 300 and four that start a word space later, on every line.
      for (let at = 0; at < 4; at++)
        items.push({ ...item(`left${row}${at}`, 60 + at * 60, y, 57), fontSize: 9.5 });
      for (let at = 0; at < 4; at++)
        items.push({ ...item(`right${row}${at}`, 303 + at * 60, y, 57), fontSize: 9.5 });
    }
    const lines = orderPageLines(items);
    expect(lines[0]).toBe('left00 left01 left02 left03 right00 right01 right02 right03');
    expect(lines).toHaveLength(12);
  });

  it('keeps section labels set apart beside the entries out of a column', () => {
    const items: TextItem[] = [];
    for (let row = 0; row < 9; row++) {
      const y = 720 - row * 60;
      items.push(item(`Label ${row}`, 17, y, 40));
      for (let line = 0; line < 4; line++)
        items.push(
          item(`Entry ${row} line ${line} with words enough to fill it`, 218, y - line * 13, 360),
        );
    }
    expect(orderPageLines(items)[0]).toBe('Label 0 | Entry 0 line 0 with words enough to fill it');
  });

  it('puts back a letter a TeX document built from a spacing accent', () => {
    expect(
      orderPageLines([
        item('Trans-Pol Sp. z o.o., Pozna', 40, 700, 120),
        item('´', 163, 700.4, 3),
        item('n', 163.5, 700, 5),
      ]),
    ).toEqual(['Trans-Pol Sp. z o.o., Poznań']);
  });

  it('keeps the text of the largest type apart when a label in smaller type shares its line', () => {
    const sized = (str: string, x: number, width: number, fontSize: number) => ({
      ...item(str, x, 734, width),
      fontSize,
    });
    const [line] = orderPageLayoutLines([
      sized('PERSONAL INFORMATION', 64, 113, 9),
      sized('Dariusz Kowalczyk', 187, 120, 14.3),
    ]);
    expect(line?.sizedText).toBe('Dariusz Kowalczyk');
    // Small capitals mix sizes with no gap: one field, nothing set apart.
    const [capitals] = orderPageLayoutLines([
      sized('T', 40, 16, 24),
      sized('ANYA', 56, 50, 16.5),
      sized('B', 114, 18, 24),
      sized('ROOKS', 132, 66, 16.5),
    ]);
    expect(capitals?.sizedText).toBeUndefined();
  });

  it('sets a list item an em after its label apart from the label', () => {
    const sized = (str: string, x: number, width: number) => ({
      ...item(str, x, 740, width),
      fontSize: 9,
    });
    expect(
      orderPageLines([
        sized('Certificates', 132, 45.2),
        sized('– CIPD Level 5 Diploma, CIPD, 2020', 187.1, 200),
      ]),
    ).toEqual(['Certificates | – CIPD Level 5 Diploma, CIPD, 2020']);
  });

  it('never loses or duplicates text, whatever the layout', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,12}$/);
    const items = fc.array(
      fc.record({
        str: word,
        x: fc.integer({ min: 30, max: 560 }),
        y: fc.integer({ min: 30, max: 760 }),
        width: fc.integer({ min: 5, max: 300 }),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(items, (generated) => {
        // Touching items join without a space (PDFs split words), so compare the characters.
        const letters = (text: string) => [...text.replace(/[\s|]/g, '')].sort().join('');
        expect(letters(orderPageLines(generated).join(''))).toBe(
          letters(generated.map((entry) => entry.str).join('')),
        );
      }),
    );
  });
});
