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
  /**
   * When the document last changed. With it, one version always renders to the same bytes (the
   * file ID is a hash of the info), so a receipt's SHA-256 still matches a later render.
   */
  modifiedAt?: Date | undefined;
}

/** The PDF of some blocks: one column of selectable text in the embedded fonts (decision 051). */
export async function writePdf(
  blocks: Block[],
  layout: DocumentLayout,
  meta: PdfMeta,
): Promise<Uint8Array> {
  const template = documentTemplates[layout.template];
  const paper = paperPoints[layout.paper];
  // Loaded at the first render, not at every process's start (docs/performance.md, "Start-up").
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: [paper.width, paper.height],
    margin: template.margin,
    info: {
      Title: meta.title,
      Author: meta.author,
      Creator: 'Hireloop',
      ...(meta.modifiedAt ? { CreationDate: meta.modifiedAt, ModDate: meta.modifiedAt } : {}),
    },
    lang: 'en',
    displayTitle: true,
    // Tagged: headings, paragraphs and list items a screen reader (and a careful parser) can walk.
    tagged: true,
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
    let list: PDFKit.PDFStructureElement | undefined;
    blocks.forEach((block, index) => {
      if (block.kind === 'spacer') {
        this.doc.y += this.template.spacer;
        return;
      }
      this.keepGroupOnPage(blocks, index);
      const style = this.template.styles[block.kind];
      if (block.kind !== 'bullet' && list) {
        list.end();
        list = undefined;
      }
      const print = () => this.printBlock(block, style);
      if (block.kind === 'bullet') {
        if (!list) {
          list = this.doc.struct('L');
          this.doc.addStructure(list);
        }
        list.add(this.doc.struct('LI', {}, print));
      } else {
        const tag = block.kind === 'name' ? 'H1' : block.kind === 'heading' ? 'H2' : 'P';
        this.doc.addStructure(this.doc.struct(tag, {}, print));
      }
      if (style.rule) this.printRule(style);
      this.doc.y += style.after;
    });
    list?.end();
  }

  /** The rule under a heading: decoration, marked as an artifact so readers skip it. */
  private printRule(style: BlockStyle) {
    const y = this.doc.y + 0.5;
    this.doc.markContent('Artifact', { type: 'Layout' });
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.6)
      .strokeColor(`#${style.color}`)
      .stroke();
    this.doc.endMarkedContent();
    this.doc.y += 1.5;
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
    const lines = this.linesOf(block, style);
    const height = lines
      .map((line) => this.doc.heightOfString(line, { width, lineGap: this.template.lineGap }))
      .reduce((sum, each) => sum + each, 0);
    return style.before + height + style.after;
  }

  private setFont(style: BlockStyle) {
    this.doc
      .font(style.bold ? 'bold' : 'regular')
      .fontSize(style.size)
      .fillColor(`#${style.color}`);
  }

  /**
   * The text as printed: capitals where the style says; a list packed into lines that break only
   * after a comma, each line printed on its own (pdfkit's wrapper measures a little wider than
   * widthOfString, so a line packed to fit could still break inside an item).
   */
  private linesOf(block: Block, style: BlockStyle): string[] {
    const text = style.upperCase ? block.text.toLocaleUpperCase() : block.text;
    if (!block.list) return [text];
    this.setFont(style);
    const lines: string[] = [];
    for (const item of text.split(/(?<=,) +/)) {
      const last = lines.at(-1);
      if (last !== undefined && this.doc.widthOfString(`${last} ${item}`) <= this.width)
        lines[lines.length - 1] = `${last} ${item}`;
      else lines.push(item);
    }
    return lines;
  }

  /** One line of a list: unwrapped when it fits (it was packed to), wrapped when one item is too long. */
  private printListLine(line: string) {
    const y = this.doc.y;
    if (this.doc.widthOfString(line) > this.width) {
      this.doc.text(line, this.left, y, { width: this.width, lineGap: this.template.lineGap });
      return;
    }
    this.doc.text(line, this.left, y, { lineBreak: false });
    this.doc.y = y + this.doc.currentLineHeight(true) + this.template.lineGap;
  }

  private printBlock(block: Block, style: BlockStyle) {
    const doc = this.doc;
    const bullet = block.kind === 'bullet';
    const lines = this.linesOf(block, style);
    const text = lines.join(' ');
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
    } else if (block.list) {
      for (const line of lines) this.printListLine(line);
    } else {
      doc.text(text, this.left, doc.y, { width: this.width, align: style.align, lineGap });
    }
  }
}
