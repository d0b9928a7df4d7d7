import type { ResumeEntry, ResumeSection, TailoredResume } from '../../shared/schemas/tailoring.ts';
import { type Block, printable, printableLines } from './document-blocks.ts';

/** "linkedin.com/in/ana-lopez": a link printed as text, without the scheme ATS parsers trip on. */
export function linkAsText(url: string): string {
  return printable(url)
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

export function contactLine(resume: TailoredResume): string {
  const { email, phone, linkedIn, location } = resume.contact;
  return [location, phone, email, linkedIn ? linkAsText(linkedIn) : '']
    .map(printable)
    .filter(Boolean)
    .join(' | ');
}

/** Non-empty parts joined by " | ". */
const joined = (...parts: string[]) => parts.map(printable).filter(Boolean).join(' | ');

/**
 * An entry's heading lines. Work and education: the organization on its own line, then
 * "Title | dates". The resume import (decision 044) reads this order back into the same employer,
 * title and dates; title first, it takes "Registered Nurse, Medical-Surgical" for a title and an
 * employer (decision 051). A certification is one line: "Name | issuer | date".
 */
function headingLines(entry: ResumeEntry, kind: ResumeSection['kind']): Block[] {
  if (kind === 'certifications' || kind === 'other') {
    const text = joined(entry.title, entry.organization, entry.dates);
    return text ? [{ kind: 'entryTitle', text }] : [];
  }
  const organization = printable(entry.organization);
  const detail = joined(entry.title, entry.dates);
  return [
    ...(organization ? [{ kind: 'entryTitle' as const, text: organization }] : []),
    ...(detail ? [{ kind: 'entryDetail' as const, text: detail }] : []),
  ];
}

function entryBlocks(entry: ResumeEntry, kind: ResumeSection['kind']): Block[] {
  const bullets = entry.condensed
    ? []
    : entry.bullets
        .filter((line) => !line.hidden)
        .flatMap((line) => printableLines(line.text))
        .map((text): Block => ({ kind: 'bullet', text }));
  const head = headingLines(entry, kind).map((block) => ({ ...block, keepWithNext: true }));
  if (head.length === 0 && bullets.length === 0) return [];
  const last = head.at(-1);
  if (last && bullets.length === 0) last.keepWithNext = false;
  return [...head, ...bullets, { kind: 'spacer', text: '' }];
}

function sectionBlocks(section: ResumeSection): Block[] {
  if (section.hidden) return [];
  const body =
    section.kind === 'summary' || section.kind === 'skills' || section.entries.length === 0
      ? section.lines
          .filter((line) => !line.hidden)
          .flatMap((line) => printableLines(line.text))
          .map((text): Block => ({ kind: 'text', text }))
      : section.entries
          .filter((entry) => !entry.hidden)
          .flatMap((entry) => entryBlocks(entry, section.kind));
  if (body.length === 0) return [];
  if (body.at(-1)?.kind === 'spacer') body.pop();
  const heading = printable(section.heading);
  return heading ? [{ kind: 'heading', text: heading, keepWithNext: true }, ...body] : body;
}

/** The tailored resume's printed lines: hidden parts left out, condensed entries as one heading. */
export function resumeBlocks(resume: TailoredResume): Block[] {
  const blocks: Block[] = [];
  const name = printable(resume.contact.fullName);
  if (name) blocks.push({ kind: 'name', text: name });
  if (!resume.headline.hidden)
    for (const text of printableLines(resume.headline.text))
      blocks.push({ kind: 'headline', text });
  const contact = contactLine(resume);
  if (contact) blocks.push({ kind: 'contact', text: contact });
  for (const section of resume.sections) blocks.push(...sectionBlocks(section));
  return blocks;
}
