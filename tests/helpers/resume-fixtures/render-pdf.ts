import {
  type PDFDocument as Document,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  StandardFonts,
} from 'pdf-lib';
import {
  type Block,
  contactLines,
  educationBlocks,
  heading,
  oneColumnBlocks,
  skillsBlocks,
  workBlocks,
} from './resume-blocks.ts';
import type { ResumePerson } from './resume-person.ts';

const PAGE = { width: 612, height: 792, margin: 40 };
const SIDEBAR_WIDTH = 150;
const GUTTER = 30;

interface Column {
  x: number;
  width: number;
  y: number;
  leading: number;
}

interface Canvas {
  document: Document;
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  wordItems: boolean;
}

/**
 * A Letter-size text PDF as a word processor would export it: one column (flowing onto more
 * pages when long), or a sidebar beside a main column, the sidebar left or right.
 */
export async function renderPdf(person: ResumePerson, columns: 1 | 2): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const canvas: Canvas = {
    document,
    page: document.addPage([PAGE.width, PAGE.height]),
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
    wordItems: person.layout.wordItems ?? false,
  };
  const full = PAGE.width - 2 * PAGE.margin;
  if (columns === 1) {
    draw(
      canvas,
      oneColumnBlocks(person),
      { x: PAGE.margin, width: full, y: 750, leading: person.layout.lineSpacing ?? 14 },
      10,
    );
    return document.save();
  }
  const top = draw(
    canvas,
    [
      { kind: 'name', text: person.fullName },
      { kind: 'text', text: person.occupation.toUpperCase() },
    ],
    { x: PAGE.margin, width: full, y: 750, leading: 16 },
    11,
  );
  const sidebar: Block[] = [
    heading(person, 'Contact'),
    ...contactLines(person).map((text): Block => ({ kind: 'text', text })),
    { kind: 'spacer' },
    ...skillsBlocks(person, true),
    { kind: 'spacer' },
    ...educationBlocks(person, true),
  ];
  const main: Block[] = [
    heading(person, 'Summary'),
    { kind: 'text', text: person.summary },
    { kind: 'spacer' },
    ...workBlocks(person),
  ];
  const mainWidth = full - SIDEBAR_WIDTH - GUTTER;
  const right = person.layout.sidebar === 'right';
  const sidebarX = right ? PAGE.margin + mainWidth + GUTTER : PAGE.margin;
  const mainX = right ? PAGE.margin : PAGE.margin + SIDEBAR_WIDTH + GUTTER;
  draw(canvas, sidebar, { x: sidebarX, width: SIDEBAR_WIDTH, y: top - 10, leading: 12 }, 8.5);
  draw(canvas, main, { x: mainX, width: mainWidth, y: top - 10, leading: 14 }, 10);
  return document.save();
}

/** Draws blocks top-down; a trailing " | <dates>" is set flush right as resumes often do. */
function draw(canvas: Canvas, blocks: Block[], column: Column, size: number): number {
  let y = column.y;
  const line = (text: string, x: number, font: PDFFont, fontSize: number) => {
    if (y < PAGE.margin) {
      canvas.page = canvas.document.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin - 12;
    }
    if (!canvas.wordItems) return canvas.page.drawText(text, { x, y, size: fontSize, font });
    let left = x;
    for (const word of text.split(' ')) {
      canvas.page.drawText(word, { x: left, y, size: fontSize, font });
      left += font.widthOfTextAtSize(`${word} `, fontSize);
    }
  };
  for (const block of blocks) {
    if (block.kind === 'spacer') {
      y -= column.leading / 2;
      continue;
    }
    const font = block.kind === 'name' || block.kind === 'heading' ? canvas.bold : canvas.regular;
    const fontSize =
      block.kind === 'name' ? size * 2 : block.kind === 'heading' ? size * 1.2 : size;
    if (block.kind === 'heading') y -= column.leading / 2;
    const prefix = block.kind === 'bullet' ? '• ' : '';
    const dated = /^(.*\S) \| ((?:\w+ )?\d{4}\S* – .+)$/.exec(block.text);
    if (dated?.[1] && dated[2] && column.width > 300) {
      line(dated[1], column.x, font, fontSize);
      const width = font.widthOfTextAtSize(dated[2], fontSize);
      line(dated[2], column.x + column.width - width, font, fontSize);
      y -= column.leading;
      continue;
    }
    for (const text of wrap(prefix + block.text, font, fontSize, column.width)) {
      line(text, column.x, font, fontSize);
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
