import PDFDocument from 'pdfkit';
import type { DocumentLayout } from '../../shared/schemas/tailoring.ts';
import type { Block } from './document-blocks.ts';
import { fontBytes } from './document-fonts.ts';
import {
  type BlockStyle,
  BULLET_MARK,
  type DocumentTemplate,
  documentTemplates,
  paperPoints,
} from './document-templates.ts';

const BULLET_INDENT = 12;

export interface PdfMeta {
  title: string;
  author: string;
}

/** The PDF of some blocks: one column of selectable text in the embedded fonts (decision 051). */
export async function writePdf(
  blocks: Block[],
  layout: DocumentLayout,
  meta: PdfMeta,
): Promise<Uint8Array> {
  const template = documentTemplates[layout.template];
  const paper = paperPoints[layout.paper];
  const doc = new PDFDocument({
    size: [paper.width, paper.height],
    margin: template.margin,
    info: { Title: meta.title, Author: meta.author, Creator: 'Hireloop' },
    lang: 'en',
    displayTitle: true,
    autoFirstPage: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', fontBytes(template.family, 'regular'));
  doc.registerFont('bold', fontBytes(template.family, 'bold'));
  new PdfPrinter(doc, template).print(blocks);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

class PdfPrinter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly template: DocumentTemplate;
  private readonly left: number;
  private readonly width: number;
  private readonly bottom: number;
  private readonly top: number;

  constructor(doc: PDFKit.PDFDocument, template: DocumentTemplate) {
    this.doc = doc;
    this.template = template;
    const { margins } = doc.page;
    this.left = margins.left;
    this.top = margins.top;
    this.width = doc.page.width - margins.left - margins.right;
    this.bottom = doc.page.height - margins.bottom;
  }

  print(blocks: Block[]) {
    blocks.forEach((block, index) => {
      if (block.kind === 'spacer') {
        this.doc.y += this.template.spacer;
        return;
      }
      this.keepGroupOnPage(blocks, index);
      this.printBlock(block.kind === 'bullet', this.template.styles[block.kind], block.text);
    });
  }

  /** Starts a new page when a group that would fit on one does not fit on what is left here. */
  private keepGroupOnPage(blocks: Block[], index: number) {
    const previous = blocks[index - 1];
    if (previous?.keepWithNext) return;
    let height = 0;
    for (let at = index; at < blocks.length; at++) {
      const block = blocks[at];
      if (!block) break;
      height += this.heightOf(block);
      if (!block.keepWithNext) break;
    }
    const room = this.bottom - this.doc.y;
    if (height > room && height <= this.bottom - this.top && this.doc.y > this.top) {
      this.doc.addPage();
      this.doc.y = this.top;
    }
  }

  private heightOf(block: Block): number {
    if (block.kind === 'spacer') return this.template.spacer;
    const style = this.template.styles[block.kind];
    this.setFont(style);
    const width = block.kind === 'bullet' ? this.width - BULLET_INDENT : this.width;
    const text = style.upperCase ? block.text.toLocaleUpperCase() : block.text;
    return (
      style.before +
      this.doc.heightOfString(text, { width, lineGap: this.template.lineGap }) +
      style.after
    );
  }

  private setFont(style: BlockStyle) {
    this.doc
      .font(style.bold ? 'bold' : 'regular')
      .fontSize(style.size)
      .fillColor(`#${style.color}`);
  }

  private printBlock(bullet: boolean, style: BlockStyle, raw: string) {
    const doc = this.doc;
    const text = style.upperCase ? raw.toLocaleUpperCase() : raw;
    doc.y += style.before;
    this.setFont(style);
    const lineGap = this.template.lineGap;
    if (doc.y + doc.currentLineHeight(true) > this.bottom) {
      doc.addPage();
      doc.y = this.top;
    }
    if (bullet) {
      const y = doc.y;
      doc.text(BULLET_MARK, this.left + 2, y, { lineBreak: false });
      doc.text(text, this.left + BULLET_INDENT, y, { width: this.width - BULLET_INDENT, lineGap });
    } else {
      doc.text(text, this.left, doc.y, { width: this.width, align: style.align, lineGap });
    }
    if (style.rule) {
      const y = doc.y + 0.5;
      doc
        .moveTo(this.left, y)
        .lineTo(this.left + this.width, y)
        .lineWidth(0.6)
        .strokeColor(`#${style.color}`)
        .stroke();
      doc.y += 1.5;
    }
    doc.y += style.after;
  }
}
