import type { ApplicationPackage } from '../../shared/schemas/tailoring.ts';
import { coverLetterBlocks } from './cover-letter-blocks.ts';
import { printable } from './document-blocks.ts';
import { writeDocx } from './write-docx.ts';

/** The cover letter as a Word document, the same lines as its PDF (decision 051). */
export function renderCoverLetterDocx(
  pkg: Pick<ApplicationPackage, 'resume' | 'coverLetter' | 'layout'>,
) {
  const name = printable(pkg.resume.contact.fullName);
  return writeDocx(coverLetterBlocks(pkg), pkg.layout, {
    title: name ? `${name} — Cover Letter` : 'Cover Letter',
    author: name,
  });
}
