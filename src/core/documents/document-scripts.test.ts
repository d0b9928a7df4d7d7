import { describe, expect, it } from 'vitest';
import { nurse, packageFor } from '../../../tests/helpers/application-packages.ts';
import {
  docxText,
  missingInOrder,
  pdfText,
  zipEntryText,
} from '../../../tests/helpers/document-text.ts';
import { documentTemplates } from '../../shared/schemas/tailoring.ts';
import { renderCoverLetterPdf } from './render-cover-letter-pdf.ts';
import { renderResumeDocx } from './render-resume-docx.ts';
import { renderResumePdf } from './render-resume-pdf.ts';

/**
 * The scripts decision 051 says the embedded fonts cover: a name in each is printed and read
 * back. A glyph the font lacks prints as a blank box whose text is lost, so this fails on it.
 */
const samples = {
  'Latin with accents': 'Zoë Brontë-Müller Ñúñez Łukasz Żółć Çağla Şahin Øystein Ærø',
  Vietnamese: 'Nguyễn Thị Hồng Ánh Đặng Quốc Việt Trương Mỹ Lệ Phạm Ưng Dũng',
  Greek: 'Αλέξανδρος Παπαδόπουλος Ελένη Χατζηγεωργίου',
  Cyrillic: 'Анна Сергеевна Иванова Олександр Ґалаґан Јелена Ђорђевић',
  Symbols: 'Café № 5 • 2019–2023 — “quoted” ‘single’ € £ ¥ © ® ™ … ° ± × → ½',
} as const;

describe.each(Object.entries(samples))('%s', (_, sample) => {
  it.each(documentTemplates)('prints and reads back in the %s template', async (template) => {
    const pkg = packageFor(nurse, { template, paper: 'a4' });
    pkg.resume.contact.fullName = sample;
    const firstSummary = pkg.resume.sections[0]?.lines[0];
    if (firstSummary) firstSummary.text = `Summary: ${sample}.`;
    const pdf = await pdfText(await renderResumePdf(pkg));
    expect(missingInOrder(pdf.text, [sample, `Summary: ${sample}.`])).toEqual([]);
    const letter = await pdfText(await renderCoverLetterPdf(pkg));
    expect(missingInOrder(letter.text, [sample])).toEqual([]);
    const docx = await docxText(await renderResumeDocx(pkg));
    expect(missingInOrder(docx, [sample, `Summary: ${sample}.`])).toEqual([]);
  });
});

describe('fonts', () => {
  it.each(documentTemplates)(
    'embeds DejaVu subsets and no standard PDF font (%s)',
    async (template) => {
      const raw = Buffer.from(
        await renderResumePdf(packageFor(nurse, { template, paper: 'letter' })),
      );
      const fonts = [...raw.toString('latin1').matchAll(/\/BaseFont \/([^\s/>]+)/g)].map(
        (m) => m[1],
      );
      expect(fonts.length).toBeGreaterThanOrEqual(2);
      for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+DejaVu(Sans|Serif)(-Bold)?$/);
      expect(raw.toString('latin1')).toContain('/FontFile2');
      // Tagged: a structure tree of headings, paragraphs and list items.
      expect(raw.toString('latin1')).toMatch(/\/StructTreeRoot/);
      expect(raw.toString('latin1')).toMatch(/\/Marked true/);
    },
  );

  it('names the same family in the DOCX', async () => {
    for (const [template, family] of [
      ['classic', 'DejaVu Serif'],
      ['modern', 'DejaVu Sans'],
    ] as const) {
      const bytes = await renderResumeDocx(packageFor(nurse, { template, paper: 'letter' }));
      const documentXml = zipEntryText(bytes, 'word/document.xml');
      expect(documentXml).toContain(`w:ascii="${family}"`);
      expect(documentXml).not.toMatch(/<w:tbl>|<w:drawing>|<w:txbxContent>/);
    }
  });
});
