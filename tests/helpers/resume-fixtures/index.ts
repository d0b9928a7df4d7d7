import { people } from './people.ts';
import { type DocxStyle, renderDocx } from './render-docx.ts';
import { renderJsonResume } from './render-json-resume.ts';
import { renderPdf } from './render-pdf.ts';
import type { ResumePerson } from './resume-person.ts';

export { people } from './people.ts';
export type { ResumePerson } from './resume-person.ts';

export interface ResumeFile {
  person: ResumePerson;
  fileName: string;
  bytes: Uint8Array;
}

/** Word layouts other than plain paragraphs. */
const DOCX_STYLES: Record<string, DocxStyle> = {
  'dental-hygienist': 'table',
  'admin-assistant': 'page-header',
};

export async function renderResume(person: ResumePerson): Promise<ResumeFile> {
  const { format } = person.layout;
  if (format === 'json-resume')
    return { person, fileName: `${person.id}.json`, bytes: renderJsonResume(person) };
  if (format === 'docx')
    return {
      person,
      fileName: `${person.id}.docx`,
      bytes: await renderDocx(person, DOCX_STYLES[person.id] ?? 'plain'),
    };
  return {
    person,
    fileName: `${person.id}.pdf`,
    bytes: await renderPdf(person, format === 'pdf-two-column' ? 2 : 1),
  };
}

export function renderAllResumes(): Promise<ResumeFile[]> {
  return Promise.all(people.map(renderResume));
}
