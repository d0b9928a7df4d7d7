import { describe, expect, it } from 'vitest';
import { docxText, missingInOrder, pdfText } from '../../../tests/helpers/document-text.ts';
import { readResumeFile } from '../resume-import/read-resume-file.ts';
import { tailorApplicationPackage } from '../tailoring/tailor-application-package.ts';
import { inputFor, jobOf, persona } from '../tailoring/testing/persona-input.ts';
import { coverLetterBlocks } from './cover-letter-blocks.ts';
import { renderCoverLetterDocx } from './render-cover-letter-docx.ts';
import { renderCoverLetterPdf } from './render-cover-letter-pdf.ts';
import { renderResumeDocx } from './render-resume-docx.ts';
import { renderResumePdf } from './render-resume-pdf.ts';
import { resumeBlocks } from './resume-blocks.ts';

/**
 * The real output of the model-free tailoring (decision 050) for people of eval/personas,
 * rendered and read back (decision 051): the same checks as on the hand-made packages.
 */
const cases = [
  {
    id: 'rn-atlanta',
    job: jobOf({
      title: 'Registered Nurse - Med Surg',
      company: 'Piedmont Atlanta Hospital',
      descriptionText:
        'We need a Registered Nurse with BLS and ACLS, 2+ years of acute care experience, Epic charting and IV therapy.',
      certifications: [{ name: 'Basic Life Support', organization: 'American Heart Association' }],
    }),
  },
  {
    id: 'truck-driver-columbus',
    job: jobOf({
      title: 'CDL-A Regional Driver',
      company: 'Werner Enterprises, Inc.',
      descriptionText:
        'Class A CDL required, hazmat endorsement preferred, 1 year of tractor-trailer experience, clean MVR, ELD experience.',
    }),
  },
  {
    id: 'cna-des-moines',
    job: jobOf({
      title: 'Certified Nursing Assistant',
      company: 'MercyOne Des Moines Medical Center',
      descriptionText: 'CNA certification, CPR, patient care and vital signs. Nights.',
    }),
  },
  {
    id: 'forklift-operator-indianapolis',
    job: jobOf({
      title: 'Forklift Operator',
      company: 'Amazon',
      descriptionText: 'Forklift certification, 1 year of warehouse experience, RF scanners.',
    }),
  },
];

describe.each(cases)('the tailored package of $id', ({ id, job }) => {
  const pkg = tailorApplicationPackage(inputFor(id, job));
  const resumeTexts = resumeBlocks(pkg.resume).map((block) => block.text);
  const letterTexts = coverLetterBlocks(pkg).map((block) => block.text);

  it('prints every line of both documents, in order, in the PDF and the DOCX', async () => {
    const resumePdf = await pdfText(await renderResumePdf(pkg));
    // Headings may print in capitals; compared on the same case.
    expect(
      missingInOrder(
        resumePdf.text.toUpperCase(),
        resumeTexts.map((text) => text.toUpperCase()),
      ),
    ).toEqual([]);
    expect(resumePdf.pages).toBeLessThanOrEqual(2);
    expect(missingInOrder(await docxText(await renderResumeDocx(pkg)), resumeTexts)).toEqual([]);
    const letterPdf = await pdfText(await renderCoverLetterPdf(pkg));
    expect(missingInOrder(letterPdf.text, letterTexts)).toEqual([]);
    expect(letterPdf.pages).toBe(1);
    expect(missingInOrder(await docxText(await renderCoverLetterDocx(pkg)), letterTexts)).toEqual(
      [],
    );
  });

  it.each([
    ['PDF', renderResumePdf],
    ['DOCX', renderResumeDocx],
  ])('reads back from the %s as the same employers, titles and dates', async (_, render) => {
    const { draft } = await readResumeFile({ bytes: await render(pkg) });
    const expected = [...persona(id).work]
      .sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? ''))
      .map((work) => ({
        employer: work.company,
        // A title's department after a comma is read with it (decision 044).
        title: work.position,
        start: work.startDate,
        end: work.endDate,
      }));
    expect(
      draft.workExperience.map((work) => ({
        employer: work.company,
        title: work.position,
        start: work.startDate,
        end: work.endDate,
      })),
    ).toEqual(expected);
  });
});
