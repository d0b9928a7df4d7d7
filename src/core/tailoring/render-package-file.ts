import type { Database } from '../../db/client.ts';
import {
  type ApplicationPackage,
  applicationPackageSchema,
  type PackageFile,
} from '../../shared/schemas/tailoring.ts';
import { AppError } from '../app-error.ts';
import { documentFileName } from '../documents/document-file-name.ts';
import { renderCoverLetterDocx } from '../documents/render-cover-letter-docx.ts';
import { renderCoverLetterPdf } from '../documents/render-cover-letter-pdf.ts';
import { renderResumeDocx } from '../documents/render-resume-docx.ts';
import { renderResumePdf } from '../documents/render-resume-pdf.ts';
import { loadOwnPackage } from './load-own-package.ts';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const renderers: Record<
  PackageFile,
  {
    contentType: string;
    render: (pkg: ApplicationPackage, modifiedAt: Date) => Promise<Uint8Array>;
  }
> = {
  'resume.pdf': { contentType: PDF, render: renderResumePdf },
  'resume.docx': { contentType: DOCX, render: renderResumeDocx },
  'cover-letter.pdf': { contentType: PDF, render: renderCoverLetterPdf },
  'cover-letter.docx': { contentType: DOCX, render: renderCoverLetterDocx },
};

/**
 * One download of a package version (the current one unless `version` names another): the
 * user's edited document as it stands, rendered on request (decision 051), never stored. A PDF
 * of one version is the same bytes each time, so receipts' hashes can be checked against it.
 */
export async function renderPackageFile(
  db: Database,
  input: { userId: string; packageId: string; file: PackageFile; version?: number | undefined },
): Promise<{ bytes: Uint8Array; contentType: string; fileName: string }> {
  const own = await loadOwnPackage(db, input);
  const content = applicationPackageSchema.safeParse(own.row.content);
  if (own.row.status !== 'ready' || !content.success)
    throw new AppError('NOT_FOUND', 'This package has no documents yet: it is not ready.');
  const { contentType, render } = renderers[input.file];
  return {
    bytes: await render(content.data, own.row.updatedAt),
    contentType,
    fileName: documentFileName({
      fullName: content.data.resume.contact.fullName,
      company: own.company,
      file: input.file,
    }),
  };
}
