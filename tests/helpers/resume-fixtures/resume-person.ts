import { MONTH_ABBREVIATIONS, MONTH_NAMES } from '../../../src/shared/month-names.ts';

/** One test resume's truth, and how it is laid out, so recall can be measured against it. */

export type ResumeFormat = 'pdf-one-column' | 'pdf-two-column' | 'docx' | 'json-resume';
export type DateStyle = 'short' | 'long' | 'numeric' | 'year' | 'iso';
/** How an entry's header lines are written; resumes differ most here. */
export type HeaderStyle =
  | 'company-first'
  | 'title-first'
  | 'title-at-company'
  | 'pipes'
  | 'dates-first';

export interface ResumeWork {
  company: string;
  position: string;
  location: string;
  start: string;
  /** '' = still there. */
  end: string;
  bullets: string[];
}

export interface ResumeSchool {
  school: string;
  degree: string;
  place: string;
  end: string;
}

export interface ResumePerson {
  id: string;
  occupation: string;
  fullName: string;
  email: string;
  phone: string;
  linkedIn: string;
  summary: string;
  work: ResumeWork[];
  education: ResumeSchool[];
  skills: string[];
  layout: {
    format: ResumeFormat;
    headings: { work: string; education: string; skills: string };
    dates: DateStyle;
    header: HeaderStyle;
    openEnd: 'Present' | 'Current';
    /** Two-column PDFs: where the sidebar sits (left by default). */
    sidebar?: 'left' | 'right';
    /** Section headings in capitals, as many templates print them. */
    capitals?: boolean;
    /** Points between lines in a one-column PDF (14 by default); wide spacing runs onto page 2. */
    lineSpacing?: number;
    /** PDFs: headings letter-spaced ("E X P E R I E N C E") as designer templates print them. */
    spacedHeadings?: boolean;
    /** PDFs: one text item per word, as many exporters write text, instead of one per line. */
    wordItems?: boolean;
  };
}

const SHORT = MONTH_ABBREVIATIONS;
const LONG = MONTH_NAMES;

export function formatMonth(value: string, style: DateStyle): string {
  const [year = '', month = '01'] = value.split('-');
  const index = Number(month) - 1;
  if (style === 'short') return `${SHORT[index]} ${year}`;
  if (style === 'long') return `${LONG[index]} ${year}`;
  if (style === 'numeric') return `${month}/${year}`;
  if (style === 'iso') return `${year}-${month}`;
  return year;
}

export function formatRange(person: ResumePerson, start: string, end: string): string {
  const { dates, openEnd } = person.layout;
  return `${formatMonth(start, dates)} – ${end ? formatMonth(end, dates) : openEnd}`;
}

/** The header lines of a work entry in the person's style (dates included). */
export function workHeaderLines(person: ResumePerson, job: ResumeWork): string[] {
  const range = formatRange(person, job.start, job.end);
  switch (person.layout.header) {
    case 'company-first':
      return [`${job.company} | ${job.location}`, `${job.position} | ${range}`];
    case 'title-first':
      return [job.position, `${job.company} — ${job.location}`, range];
    case 'title-at-company':
      return [`${job.position} at ${job.company}`, `${job.location} | ${range}`];
    case 'pipes':
      return [`${job.position} | ${job.company} | ${job.location} | ${range}`];
    case 'dates-first':
      return [range, job.position, `${job.company}, ${job.location}`];
  }
}

export function schoolLines(person: ResumePerson, school: ResumeSchool): string[] {
  const graduated = formatMonth(school.end, person.layout.dates);
  return person.layout.header === 'pipes'
    ? [`${school.degree} | ${school.school} | ${graduated}`]
    : [`${school.school}, ${school.place}`, `${school.degree}, ${graduated}`];
}
