// The truth a rendered resume is measured against: one hand-written JSON file per fictional
// person in eval/resumes/people/ (decision 043). Layout sources print exactly these values.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from '../../src/shared/month-names.ts';

export interface PersonJob {
  company: string;
  position: string;
  location: string;
  /** YYYY-MM */
  start: string;
  /** YYYY-MM, or 'present' */
  end: string;
  bullets: string[];
}

export interface PersonSchool {
  school: string;
  degree: string;
  location: string;
  start: string;
  end: string;
}

export interface Person {
  id: string;
  occupation: string;
  fullName: string;
  firstName: string;
  lastName: string;
  headline: string;
  email: string;
  phone: string;
  linkedIn: string;
  city: string;
  summary: string;
  work: PersonJob[];
  education: PersonSchool[];
  certifications: { name: string; issuer: string; year: string }[];
  skills: string[];
  languages?: string[];
  honours?: string[];
  projects?: string[];
  volunteering?: { role: string; organisation: string; start: string; end: string }[];
}

const peopleDir = new URL('./people/', import.meta.url);

export function loadPeople(): Map<string, Person> {
  const people = new Map<string, Person>();
  for (const file of readdirSync(peopleDir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const person = JSON.parse(readFileSync(join(peopleDir.pathname, file), 'utf8')) as Person;
    people.set(person.id, person);
  }
  return people;
}

const SHORT = MONTH_ABBREVIATIONS;
const LONG = MONTH_NAMES;

/** How a layout prints a month; each is common on real resumes. */
export type DateStyle = 'short' | 'long' | 'slash' | 'iso' | 'dotted';

export function formatMonth(value: string, style: DateStyle, present = 'Present'): string {
  if (value === 'present') return present;
  const [year, month] = value.split('-');
  const index = Number(month) - 1;
  if (style === 'short') return `${SHORT[index]} ${year}`;
  if (style === 'long') return `${LONG[index]} ${year}`;
  if (style === 'slash') return `${month}/${year}`;
  if (style === 'dotted') return `${month}.${year}`;
  return `${year}-${month}`;
}

export function formatRange(
  start: string,
  end: string,
  style: DateStyle,
  dash = ' – ',
  present = 'Present',
): string {
  return `${formatMonth(start, style, present)}${dash}${formatMonth(end, style, present)}`;
}
