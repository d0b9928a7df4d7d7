import type { ApplicationPackage } from '../../shared/schemas/tailoring.ts';
import { printable } from './document-blocks.ts';
import { resumeBlocks } from './resume-blocks.ts';
import { writeDocx } from './write-docx.ts';

/** The tailored resume as a Word document, the same lines as its PDF (decision 051). */
export function renderResumeDocx(pkg: Pick<ApplicationPackage, 'resume' | 'layout'>) {
  const name = printable(pkg.resume.contact.fullName);
  return writeDocx(resumeBlocks(pkg.resume), pkg.layout, {
    title: name ? `${name} — Resume` : 'Resume',
    author: name,
  });
}
