import { cleanStrings } from '../../shared/safe-text.ts';
import {
  RESUME_IMPORT_MAX_BYTES,
  type ResumeImportResponse,
} from '../../shared/schemas/resume-import.ts';
import { AppError } from '../app-error.ts';
import { detectFileType } from './detect-file-type.ts';
import { fitDraftToBuilder } from './fit-draft-to-builder.ts';
import { parseResumeText } from './parse-resume-text.ts';
import { readDocxLines } from './read-docx-lines.ts';
import { readJsonResume } from './read-json-resume.ts';
import { readPdfLines } from './read-pdf-lines.ts';

export const TOO_LARGE_MESSAGE = 'This file is larger than 5 MB. Upload a smaller file.';

/**
 * A PDF, DOCX or JSON Resume file → a draft for the builder and warnings, or an AppError saying
 * why the file cannot be used. Pure: no database, no logging of the file or what it says.
 * What the file says is cleaned of control characters and lone surrogates before the builder
 * sees it: a file is not a form the user can correct field by field (decision 031).
 */
export async function readResumeFile(input: { bytes: Uint8Array }): Promise<ResumeImportResponse> {
  if (input.bytes.length > RESUME_IMPORT_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
  const type = detectFileType(input.bytes);
  if (type === 'json') return fitDraftToBuilder(cleanStrings(readJsonResume(input.bytes)));
  const read = type === 'pdf' ? await readPdfLines(input.bytes) : await readDocxLines(input.bytes);
  return fitDraftToBuilder(parseResumeText(cleanStrings(read)));
}
