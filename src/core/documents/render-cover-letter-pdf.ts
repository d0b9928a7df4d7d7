import type { ApplicationPackage } from '../../shared/schemas/tailoring.ts';
import { coverLetterBlocks } from './cover-letter-blocks.ts';
import { printable } from './document-blocks.ts';
import { writePdf } from './write-pdf.ts';

/** The cover letter as a PDF, with the resume's letterhead, template and paper (decision 051). */
export function renderCoverLetterPdf(
  pkg: Pick<ApplicationPackage, 'resume' | 'coverLetter' | 'layout'>,
  modifiedAt?: Date,
) {
  const name = printable(pkg.resume.contact.fullName);
  return writePdf(coverLetterBlocks(pkg), pkg.layout, {
    title: name ? `${name} — Cover Letter` : 'Cover Letter',
    author: name,
    modifiedAt,
  });
}
