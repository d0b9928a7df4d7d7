import { people } from './people.ts';
import { renderDocx } from './render-docx.ts';
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

/** The dental hygienist's Word resume is a two-column table; the other Word ones are plain. */
const TABLE_DOCX = new Set(['dental-hygienist']);

export async function renderResume(person: ResumePerson): Promise<ResumeFile> {
  const { format } = person.layout;
  if (format === 'json-resume')
    return { person, fileName: `${person.id}.json`, bytes: renderJsonResume(person) };
  if (format === 'docx')
    return {
      person,
      fileName: `${person.id}.docx`,
      bytes: await renderDocx(person, TABLE_DOCX.has(person.id)),
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
