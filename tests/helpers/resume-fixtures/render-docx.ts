import {
  Document,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import {
  type Block,
  contactLines,
  educationBlocks,
  oneColumnBlocks,
  skillsBlocks,
  workBlocks,
} from './resume-blocks.ts';
import type { ResumePerson } from './resume-person.ts';

/**
 * A Word document: headings as Word headings, bullets as list paragraphs, a trailing date set off
 * by a right tab. `table` lays it out as a two-column table (sidebar and main), `page-header` keeps
 * the name and contacts in the page header; many templates do one or the other.
 */
export type DocxStyle = 'plain' | 'table' | 'page-header';

export async function renderDocx(person: ResumePerson, style: DocxStyle): Promise<Uint8Array> {
  if (style === 'page-header') {
    // The name and contact line live in the page header, as many Word templates put them.
    const [name, occupation, contact, ...body] = oneColumnBlocks(person);
    const header = new Header({
      children: [name, occupation, contact].flatMap((block) => (block ? [paragraph(block)] : [])),
    });
    const document = new Document({
      sections: [{ headers: { default: header }, children: body.map(paragraph) }],
    });
    return new Uint8Array(await Packer.toBuffer(document));
  }
  const children =
    style === 'table'
      ? [
          new Paragraph({ text: person.fullName, heading: HeadingLevel.TITLE }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({
                children: [
                  cell(
                    [
                      { kind: 'heading', text: 'Contact' },
                      ...contactLines(person).map((text): Block => ({ kind: 'text', text })),
                      ...skillsBlocks(person, true),
                    ],
                    30,
                  ),
                  cell([...workBlocks(person), ...educationBlocks(person)], 70),
                ],
              }),
            ],
          }),
        ]
      : oneColumnBlocks(person).map(paragraph);
  const document = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(document));
}

function cell(blocks: Block[], percent: number): TableCell {
  return new TableCell({
    width: { size: percent, type: WidthType.PERCENTAGE },
    children: blocks.map(paragraph),
  });
}

function paragraph(block: Block): Paragraph {
  if (block.kind === 'spacer') return new Paragraph({ text: '' });
  if (block.kind === 'name')
    return new Paragraph({ text: block.text, heading: HeadingLevel.TITLE });
  if (block.kind === 'heading')
    return new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_1 });
  if (block.kind === 'bullet') return new Paragraph({ text: block.text, bullet: { level: 0 } });
  const dated = /^(.*\S) \| ((?:\w+ )?\d{4}\S* – .+)$/.exec(block.text);
  if (!dated?.[1] || !dated[2]) return new Paragraph({ text: block.text });
  return new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
    children: [new TextRun(dated[1]), new TextRun({ text: `\t${dated[2]}` })],
  });
}
