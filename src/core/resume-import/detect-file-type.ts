import { AppError } from '../app-error.ts';

export type ResumeFileType = 'pdf' | 'docx' | 'json';

export const UNSUPPORTED_FILE_MESSAGE =
  'This file type is not supported. Upload a PDF, a Word document (.docx) or a JSON Resume file.';

/**
 * Decided by the file's first bytes, never by its name or the declared MIME type: %PDF, a ZIP
 * holding word/document.xml, or text that opens with "{".
 */
export function detectFileType(bytes: Uint8Array): ResumeFileType {
  if (bytes.length === 0)
    throw new AppError('VALIDATION_FAILED', 'The file is empty.', fileField('The file is empty.'));
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  if (head.startsWith('PK\u0003\u0004')) {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (buffer.includes('word/document.xml')) return 'docx';
  }
  if (/^(?:\uFEFF|ï»¿)?\s*\{/.test(head)) return 'json';
  throw unreadable(UNSUPPORTED_FILE_MESSAGE);
}

export function fileField(message: string) {
  return { fieldErrors: { file: [message] } };
}

/** A file we cannot use: 400 with the reason on the `file` field. */
export function unreadable(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, fileField(message));
}
