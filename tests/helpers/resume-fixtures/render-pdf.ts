import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import {
  type Block,
  contactLines,
  educationBlocks,
  oneColumnBlocks,
  skillsBlocks,
  workBlocks,
} from './resume-blocks.ts';
import type { ResumePerson } from './resume-person.ts';

const PAGE = { width: 612, height: 792, margin: 40 };

interface Column {
  x: number;
  width: number;
  y: number;
  leading: number;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A Letter-size text PDF as a word processor would export it: one column, or a sidebar and a main column. */
export async function renderPdf(person: ResumePerson, columns: 1 | 2): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  const page = document.addPage([PAGE.width, PAGE.height]);
  const full = PAGE.width - 2 * PAGE.margin;
  if (columns === 1) {
    draw(
      page,
      fonts,
      oneColumnBlocks(person),
      { x: PAGE.margin, width: full, y: 750, leading: 14 },
      10,
    );
  } else {
    const top = draw(
      page,
      fonts,
      [
        { kind: 'name', text: person.fullName },
        { kind: 'text', text: person.occupation.toUpperCase() },
      ],
      { x: PAGE.margin, width: full, y: 750, leading: 16 },
      11,
    );
    const sidebar: Block[] = [
      { kind: 'heading', text: 'Contact' },
      ...contactLines(person).map((text): Block => ({ kind: 'text', text })),
      { kind: 'spacer' },
      ...skillsBlocks(person, true),
      { kind: 'spacer' },
      ...educationBlocks(person, true),
    ];
    const main: Block[] = [
      { kind: 'heading', text: 'Summary' },
      { kind: 'text', text: person.summary },
      { kind: 'spacer' },
      ...workBlocks(person),
    ];
    draw(page, fonts, sidebar, { x: PAGE.margin, width: 150, y: top - 10, leading: 12 }, 8.5);
    draw(
      page,
      fonts,
      main,
      { x: 220, width: PAGE.width - 220 - PAGE.margin, y: top - 10, leading: 14 },
      10,
    );
  }
  return document.save();
}

/** Draws blocks top-down; a trailing " | <dates>" is set flush right as resumes often do. */
function draw(page: PDFPage, fonts: Fonts, blocks: Block[], column: Column, size: number): number {
  let y = column.y;
  for (const block of blocks) {
    if (block.kind === 'spacer') {
      y -= column.leading / 2;
      continue;
    }
    const font = block.kind === 'name' || block.kind === 'heading' ? fonts.bold : fonts.regular;
    const fontSize =
      block.kind === 'name' ? size * 2 : block.kind === 'heading' ? size * 1.2 : size;
    if (block.kind === 'heading') y -= column.leading / 2;
    const prefix = block.kind === 'bullet' ? '• ' : '';
    const dated = /^(.*\S) \| ((?:\w+ )?\d{4}\S* – .+)$/.exec(block.text);
    if (dated?.[1] && dated[2] && column.width > 300) {
      page.drawText(dated[1], { x: column.x, y, size: fontSize, font });
      const width = font.widthOfTextAtSize(dated[2], fontSize);
      page.drawText(dated[2], { x: column.x + column.width - width, y, size: fontSize, font });
      y -= column.leading;
      continue;
    }
    for (const line of wrap(prefix + block.text, font, fontSize, column.width)) {
      page.drawText(line, { x: column.x, y, size: fontSize, font });
      y -= block.kind === 'name' ? column.leading * 1.8 : column.leading;
    }
  }
  return y;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}
