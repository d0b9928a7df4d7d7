import { describe, expect, it } from 'vitest';
import {
  nurse,
  type PackagePerson,
  packageFor,
  truckDriver,
} from '../../../tests/helpers/application-packages.ts';
import { docxText, missingInOrder, pdfText } from '../../../tests/helpers/document-text.ts';
import {
  type ApplicationPackage,
  documentTemplates,
  paperSizes,
} from '../../shared/schemas/tailoring.ts';
import { coverLetterBlocks } from './cover-letter-blocks.ts';
import { renderCoverLetterDocx } from './render-cover-letter-docx.ts';
import { renderCoverLetterPdf } from './render-cover-letter-pdf.ts';
import { renderResumeDocx } from './render-resume-docx.ts';
import { renderResumePdf } from './render-resume-pdf.ts';
import { resumeBlocks } from './resume-blocks.ts';

/** Every fact of the person, in the order a reader meets them on the page. */
function factsInOrder(person: PackagePerson): string[] {
  return [
    person.fullName,
    person.headline,
    person.location,
    person.phone,
    person.email,
    ...person.summary,
    person.skills.join(', '),
    ...person.jobs.flatMap((job) => [
      job.employer,
      job.place,
      job.title,
      job.dates,
      ...job.bullets,
    ]),
    ...person.schools.flatMap((school) => [school.school, school.degree, school.dates]),
    ...person.certifications.flatMap((cert) => [cert.name, cert.issuer, cert.dates]),
  ];
}

const people = { nurse, truckDriver };
/** Headings print in capitals in some templates; the comparison is on the words. */
const upper = (texts: string[]) => texts.map((text) => text.toUpperCase());

describe.each(Object.entries(people))('the %s package', (_, person) => {
  describe.each(
    documentTemplates.flatMap((template) => paperSizes.map((paper) => ({ template, paper }))),
  )('$template on $paper', (layout) => {
    const pkg = packageFor(person, layout);

    it('prints every fact of the resume in reading order, on at most 2 PDF pages', async () => {
      const { text, pages } = await pdfText(await renderResumePdf(pkg));
      expect(missingInOrder(text.toUpperCase(), upper(factsInOrder(person)))).toEqual([]);
      expect(pages).toBeLessThanOrEqual(2);
    });

    it('prints every fact of the resume in reading order in the DOCX', async () => {
      const text = await docxText(await renderResumeDocx(pkg));
      expect(missingInOrder(text, factsInOrder(person))).toEqual([]);
      expect(
        missingInOrder(
          text,
          resumeBlocks(pkg.resume).map((b) => b.text),
        ),
      ).toEqual([]);
    });

    it('prints the cover letter whole, in order, on one PDF page and in the DOCX', async () => {
      const letter = [person.fullName, person.greeting, ...person.paragraphs, 'Sincerely,'];
      const pdf = await pdfText(await renderCoverLetterPdf(pkg));
      expect(missingInOrder(pdf.text, letter)).toEqual([]);
      expect(pdf.pages).toBe(1);
      const docx = await docxText(await renderCoverLetterDocx(pkg));
      expect(
        missingInOrder(
          docx,
          coverLetterBlocks(pkg).map((b) => b.text),
        ),
      ).toEqual([]);
    });
  });
});

function withHiddenParts(): ApplicationPackage {
  const pkg = packageFor(nurse, { template: 'modern', paper: 'letter' });
  const sections = pkg.resume.sections;
  const experience = sections.find((section) => section.kind === 'experience');
  const [current, , telemetry, technician] = experience?.entries ?? [];
  if (!current || !telemetry || !technician) throw new Error('fixture changed');
  const firstBullet = current.bullets[0];
  if (firstBullet) firstBullet.hidden = true;
  telemetry.hidden = true;
  technician.condensed = true;
  const skills = sections.find((section) => section.kind === 'skills');
  if (skills) skills.hidden = true;
  const firstParagraph = pkg.coverLetter.paragraphs[0];
  if (firstParagraph) firstParagraph.hidden = true;
  return pkg;
}

describe('hidden and condensed parts', () => {
  const pkg = withHiddenParts();
  const [shownBullet, hiddenBullet] = [nurse.jobs[0]?.bullets[1], nurse.jobs[0]?.bullets[0]];
  const hiddenJob = nurse.jobs[2];
  const condensed = nurse.jobs[3];
  if (!shownBullet || !hiddenBullet || !hiddenJob || !condensed) throw new Error('fixture changed');

  it.each([
    ['PDF', async () => (await pdfText(await renderResumePdf(pkg))).text],
    ['DOCX', async () => docxText(await renderResumeDocx(pkg))],
  ])('are left out of the %s; a condensed entry keeps its heading only', async (_, read) => {
    const text = await read();
    // Spaces ignored, so a line wrapped after a hyphen cannot hide a hidden line from the check.
    const has = (part: string) => missingInOrder(text, [part]).length === 0;
    expect(has(shownBullet)).toBe(true);
    expect(has(hiddenBullet)).toBe(false);
    expect(has(hiddenJob.employer)).toBe(false);
    expect(hiddenJob.bullets.some(has)).toBe(false);
    expect(has(nurse.skills.join(', '))).toBe(false);
    expect(text.toUpperCase()).not.toContain('SKILLS');
    expect(missingInOrder(text, [condensed.employer, condensed.title, condensed.dates])).toEqual(
      [],
    );
    expect(condensed.bullets.some(has)).toBe(false);
  });

  it('leaves a hidden letter paragraph out', async () => {
    const text = (await pdfText(await renderCoverLetterPdf(pkg))).text;
    const [hidden = '', shown = ''] = nurse.paragraphs;
    expect(missingInOrder(text, [hidden, shown])).toEqual([hidden]);
  });
});
