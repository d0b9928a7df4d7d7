import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import type { DocumentLayout } from '../../shared/schemas/tailoring.ts';
import type { Block } from './document-blocks.ts';
import { BULLET_MARK, documentTemplates, paperPoints } from './document-templates.ts';

/** Word measures in twentieths of a point; font sizes in half points. */
const TWIPS = 20;
const BULLETS = 'bullets';

export interface DocxMeta {
  title: string;
  author: string;
}

/**
 * The Word document of some blocks: the same lines as the PDF, as Word paragraphs with real
 * headings (Title, Heading 1) and list bullets, no tables or text boxes, in the template's font
 * family by name (decision 051).
 */
export async function writeDocx(
  blocks: Block[],
  layout: DocumentLayout,
  meta: DocxMeta,
): Promise<Uint8Array> {
  const template = documentTemplates[layout.template];
  const paper = paperPoints[layout.paper];
  const margin = Math.round(template.margin * TWIPS);
  const children: Paragraph[] = [];
  let spaceBefore = 0;
  for (const block of blocks) {
    if (block.kind === 'spacer') {
      spaceBefore += template.spacer;
      continue;
    }
    const style = template.styles[block.kind];
    children.push(
      new Paragraph({
        heading:
          block.kind === 'name'
            ? HeadingLevel.TITLE
            : block.kind === 'heading'
              ? HeadingLevel.HEADING_1
              : undefined,
        alignment: style.align === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT,
        spacing: {
          before: Math.round((style.before + spaceBefore) * TWIPS),
          after: Math.round(style.after * TWIPS),
          line: Math.round(240 * (1 + template.lineGap / style.size)),
        },
        keepNext: block.keepWithNext ?? false,
        numbering: block.kind === 'bullet' ? { reference: BULLETS, level: 0 } : undefined,
        border: style.rule
          ? { bottom: { style: BorderStyle.SINGLE, size: 6, space: 1, color: style.color } }
          : undefined,
        children: [
          new TextRun({
            text: block.text,
            bold: style.bold,
            allCaps: style.upperCase,
            size: Math.round(style.size * 2),
            color: style.color,
            font: template.family,
          }),
        ],
      }),
    );
    spaceBefore = 0;
  }
  const document = new Document({
    creator: meta.author || 'Hireloop',
    title: meta.title,
    styles: {
      default: {
        document: { run: { font: template.family, size: 21 } },
        title: { run: { font: template.family } },
        heading1: { run: { font: template.family } },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: BULLET_MARK,
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 12 * TWIPS, hanging: 10 * TWIPS } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: {
              width: Math.round(paper.width * TWIPS),
              height: Math.round(paper.height * TWIPS),
            },
            margin: { top: margin, right: margin, bottom: margin, left: margin },
          },
        },
        children,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
