import type { ResumeDraft } from '../../../src/shared/schemas/resume-import.ts';
import type { ResumePerson } from './resume-person.ts';

/** What a resume says, as the recall measure compares it. */
export interface ExpectedFields {
  fullName: string;
  email: string;
  phone: string;
  linkedIn: string;
  employers: string[];
  schools: string[];
}

export function expectedOf(person: ResumePerson): ExpectedFields {
  return {
    fullName: person.fullName,
    email: person.email,
    phone: person.phone,
    linkedIn: person.linkedIn,
    employers: person.work.map((job) => job.company),
    schools: person.education.map((school) => school.school),
  };
}

export const RECALL_FIELDS = ['name', 'email', 'phone', 'linkedIn', 'employer', 'school'] as const;
export type RecallField = (typeof RECALL_FIELDS)[number];

export interface RecallTally {
  found: number;
  expected: number;
  misses: string[];
}

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();
const digits = (text: string) => text.replace(/\D/g, '');
const url = (text: string) =>
  text
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/\/$/, '');

/**
 * Field-level recall: a field counts as found when the draft holds the expected value (compared
 * without case, punctuation or, for phones, formatting). Each employer and each school counts once.
 */
export function tallyRecall(
  results: { id: string; expected: ExpectedFields; draft: ResumeDraft }[],
): Record<RecallField, RecallTally> {
  const tally = Object.fromEntries(
    RECALL_FIELDS.map((field) => [field, { found: 0, expected: 0, misses: [] as string[] }]),
  ) as Record<RecallField, RecallTally>;
  const check = (field: RecallField, ok: boolean, what: string) => {
    tally[field].expected++;
    if (ok) tally[field].found++;
    else tally[field].misses.push(what);
  };
  for (const { id, expected, draft } of results) {
    check('name', plain(draft.fullName) === plain(expected.fullName), id);
    check('email', draft.email.toLowerCase() === expected.email.toLowerCase(), id);
    check('phone', digits(draft.phone).endsWith(digits(expected.phone).slice(-10)), id);
    check('linkedIn', url(draft.linkedIn) === url(expected.linkedIn), id);
    const companies = draft.workExperience.map((entry) => plain(entry.company));
    for (const employer of expected.employers)
      check('employer', companies.includes(plain(employer)), `${id}: ${employer}`);
    const schools = draft.education.map((entry) => plain(entry.school));
    for (const school of expected.schools)
      check('school', schools.includes(plain(school)), `${id}: ${school}`);
  }
  return tally;
}

export function recallTable(tally: Record<RecallField, RecallTally>): string {
  const rows = RECALL_FIELDS.map((field) => {
    const { found, expected } = tally[field];
    return `| ${field} | ${found} / ${expected} | ${((100 * found) / expected).toFixed(1)}% |`;
  });
  return ['| Field | Found | Recall |', '| --- | --- | --- |', ...rows].join('\n');
}
