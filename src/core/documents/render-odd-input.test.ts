import { describe, expect, it } from 'vitest';
import { nurse, packageFor, truckDriver } from '../../../tests/helpers/application-packages.ts';
import { docxText, missingInOrder, pdfText } from '../../../tests/helpers/document-text.ts';
import type { ApplicationPackage } from '../../shared/schemas/tailoring.ts';
import { renderCoverLetterDocx } from './render-cover-letter-docx.ts';
import { renderCoverLetterPdf } from './render-cover-letter-pdf.ts';
import { renderResumeDocx } from './render-resume-docx.ts';
import { renderResumePdf } from './render-resume-pdf.ts';

const renderAll = async (pkg: ApplicationPackage) => ({
  resumePdf: await pdfText(await renderResumePdf(pkg)),
  letterPdf: await pdfText(await renderCoverLetterPdf(pkg)),
  resumeDocx: await docxText(await renderResumeDocx(pkg)),
  letterDocx: await docxText(await renderCoverLetterDocx(pkg)),
});

describe('odd input still makes a document', () => {
  it('an empty package: no name, no sections, no letter', async () => {
    const pkg = packageFor(nurse);
    pkg.resume.contact = { fullName: '', email: '', phone: '', linkedIn: '', location: '' };
    pkg.resume.headline.text = '';
    pkg.resume.sections = [];
    pkg.coverLetter = {
      greeting: { id: 'g', text: '', hidden: false, sources: [] },
      paragraphs: [],
      closing: { id: 'c', text: '', hidden: false, sources: [] },
    };
    const files = await renderAll(pkg);
    expect(files.resumePdf.pages).toBe(1);
    expect(files.resumeDocx).toBe('');
  });

  it('a 2,000-character bullet on every job flows onto more pages, all of it printed', async () => {
    const pkg = packageFor(nurse);
    const long =
      `${'Coordinated discharge planning with case management and families. '.repeat(30)}`
        .slice(0, 2000)
        .trim();
    for (const entry of pkg.resume.sections.flatMap((section) => section.entries))
      entry.bullets = Array.from({ length: 3 }, (_, i) => ({
        id: `${entry.id}-long-${i}`,
        text: long,
        hidden: false,
        sources: [],
      }));
    const { text, pages } = await pdfText(await renderResumePdf(pkg));
    expect(pages).toBeGreaterThan(2);
    expect(
      missingInOrder(
        text,
        Array.from({ length: 12 }, () => long),
      ),
    ).toEqual([]);
  });

  it('HTML and control characters print as text, not markup', async () => {
    const pkg = packageFor(nurse);
    const summary = pkg.resume.sections[0]?.lines[0];
    if (!summary) throw new Error('fixture changed');
    summary.text = '<b>Led</b> a <script>alert(1)</script> team &amp; more\u0007\tof\u0000 it';
    const files = await renderAll(pkg);
    const printed = '<b>Led</b> a <script>alert(1)</script> team &amp; more of it';
    expect(missingInOrder(files.resumePdf.text, [printed])).toEqual([]);
    expect(missingInOrder(files.resumeDocx, [printed])).toEqual([]);
  });

  it('scripts the fonts do not cover (CJK, emoji) do not stop the rest of the page', async () => {
    const pkg = packageFor(nurse);
    pkg.resume.contact.fullName = '王小明 🙂 Wang';
    const files = await renderAll(pkg);
    expect(missingInOrder(files.resumePdf.text, ['Wang', nurse.jobs[0]?.employer ?? ''])).toEqual(
      [],
    );
    expect(files.resumeDocx).toContain('王小明 🙂 Wang');
  });

  it('renders at the same time do not mix their text', async () => {
    const packages = [nurse, truckDriver, nurse, truckDriver].map((person, i) =>
      packageFor(person, { template: i % 2 ? 'modern' : 'classic', paper: 'letter' }),
    );
    const alone: string[] = [];
    for (const pkg of packages) alone.push((await pdfText(await renderResumePdf(pkg))).text);
    const together = await Promise.all(
      packages.map(async (pkg) => (await pdfText(await renderResumePdf(pkg))).text),
    );
    expect(together).toEqual(alone);
  });
});
