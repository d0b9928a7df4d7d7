import { describe, expect, it } from 'vitest';
import { dropPageFurniture } from './drop-page-furniture.ts';
import type { LayoutLine } from './order-text-items.ts';

const line = (text: string, y: number): LayoutLine => ({ text, y, size: 10, left: 40, right: 500 });

describe('dropPageFurniture', () => {
  it('drops a one-page footer that numbers its page with a slash', () => {
    const page = {
      height: 842,
      lines: [
        line('Dariusz Kowalczyk', 734),
        line('Truck Driver', 600),
        line(
          'November 30, 2026 | © European Union, 2002 – 2026 | https://europass.cedefop.europa.eu | Page 1 / 1',
          30,
        ),
      ],
    };
    expect(dropPageFurniture([page])[0]?.map((l) => l.text)).toEqual([
      'Dariusz Kowalczyk',
      'Truck Driver',
    ]);
  });

  it("drops the document's running title that opens a later page, wherever it is set", () => {
    const pages = [
      { height: 842, lines: [line('Curriculum vitae', 775), line('Hana Novotná', 734)] },
      {
        height: 842,
        lines: [line('Curriculum vitae | Hana Novotná', 775), line('Certificates', 740)],
      },
    ];
    expect(dropPageFurniture(pages).map((page) => page.map((l) => l.text))).toEqual([
      ['Curriculum vitae', 'Hana Novotná'],
      ['Certificates'],
    ]);
  });
});
