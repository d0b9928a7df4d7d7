import type { ApplicationPackage, DocumentLine } from '../../shared/schemas/tailoring.ts';
import { type Block, printable, printableLines } from './document-blocks.ts';
import { contactLine } from './resume-blocks.ts';

const visibleLines = (line: DocumentLine) => (line.hidden ? [] : printableLines(line.text));

/**
 * The letter's printed lines: the sender's name and contact line as on the resume (a matching
 * letterhead), the greeting, each paragraph, and the closing ("Sincerely," and the name on
 * separate lines).
 */
export function coverLetterBlocks(
  pkg: Pick<ApplicationPackage, 'resume' | 'coverLetter'>,
): Block[] {
  const { resume, coverLetter } = pkg;
  const blocks: Block[] = [];
  const name = printable(resume.contact.fullName);
  if (name) blocks.push({ kind: 'name', text: name });
  const contact = contactLine(resume);
  if (contact) blocks.push({ kind: 'contact', text: contact });
  blocks.push({ kind: 'spacer', text: '' });
  for (const text of visibleLines(coverLetter.greeting)) blocks.push({ kind: 'paragraph', text });
  for (const paragraph of coverLetter.paragraphs) {
    // A paragraph is one block even when the user broke it over lines: a letter reads as prose.
    const text = visibleLines(paragraph).join(' ');
    if (text) blocks.push({ kind: 'paragraph', text });
  }
  const closing = visibleLines(coverLetter.closing);
  closing.forEach((text, index) => {
    blocks.push({ kind: 'text', text, keepWithNext: index < closing.length - 1 });
  });
  return blocks;
}
