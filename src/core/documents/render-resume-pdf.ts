import type { ApplicationPackage } from '../../shared/schemas/tailoring.ts';
import { printable } from './document-blocks.ts';
import { resumeBlocks } from './resume-blocks.ts';
import { writePdf } from './write-pdf.ts';

/** The tailored resume as a PDF in the package's template and paper size (decision 051). */
export function renderResumePdf(
  pkg: Pick<ApplicationPackage, 'resume' | 'layout'>,
  modifiedAt?: Date,
) {
  const name = printable(pkg.resume.contact.fullName);
  return writePdf(resumeBlocks(pkg.resume), pkg.layout, {
    title: name ? `${name} — Resume` : 'Resume',
    author: name,
    modifiedAt,
  });
}
