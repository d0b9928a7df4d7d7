import { formatMonth, type ResumePerson, schoolLines, workHeaderLines } from './resume-person.ts';

/** A resume as styled lines, before any file format: what each renderer lays out. */
export type Block =
  | { kind: 'name' | 'heading' | 'text' | 'bullet'; text: string }
  | { kind: 'spacer' };

const shortLinkedIn = (url: string) => url.replace(/^https:\/\/(www\.)?/, '');

/** A section heading as the person's template prints it. */
export function heading(person: ResumePerson, text: string): Block {
  const { capitals, spacedHeadings } = person.layout;
  if (spacedHeadings)
    return {
      kind: 'heading',
      text: text
        .toUpperCase()
        .split(' ')
        .map((word) => word.split('').join(' '))
        .join('   '),
    };
  return { kind: 'heading', text: capitals ? text.toUpperCase() : text };
}

export function contactLines(person: ResumePerson): string[] {
  return [person.email, person.phone, shortLinkedIn(person.linkedIn)];
}

export function workBlocks(person: ResumePerson): Block[] {
  return [
    heading(person, person.layout.headings.work),
    ...person.work.flatMap((job): Block[] => [
      ...workHeaderLines(person, job).map((text): Block => ({ kind: 'text', text })),
      ...job.bullets.map((text): Block => ({ kind: 'bullet', text })),
      { kind: 'spacer' },
    ]),
  ];
}

export function educationBlocks(person: ResumePerson, narrow = false): Block[] {
  return [
    heading(person, person.layout.headings.education),
    ...person.education.flatMap((school): Block[] => [
      ...(narrow
        ? [school.school, school.degree, school.place, formatMonth(school.end, person.layout.dates)]
        : schoolLines(person, school)
      ).map((text): Block => ({ kind: 'text', text })),
      { kind: 'spacer' },
    ]),
  ];
}

export function skillsBlocks(person: ResumePerson, asList: boolean): Block[] {
  return [
    heading(person, person.layout.headings.skills),
    ...(asList
      ? person.skills.map((text): Block => ({ kind: 'bullet', text }))
      : [{ kind: 'text' as const, text: person.skills.join(', ') }]),
  ];
}

/** The one-column order: name, contact line, summary, work, education, skills. */
export function oneColumnBlocks(person: ResumePerson): Block[] {
  return [
    { kind: 'name', text: person.fullName },
    { kind: 'text', text: person.occupation.replace(/\b\w/g, (c) => c.toUpperCase()) },
    { kind: 'text', text: contactLines(person).join(' | ') },
    heading(person, 'Summary'),
    { kind: 'text', text: person.summary },
    ...workBlocks(person),
    ...educationBlocks(person),
    ...skillsBlocks(person, false),
  ];
}
