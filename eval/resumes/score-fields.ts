// Field-level precision and recall of one draft against its person (matching rules: decision 043).
import type { ResumeDraft } from '../../src/shared/schemas/resume-import.ts';
import type { Person } from './person.ts';

export const FIELDS = [
  'name',
  'email',
  'phone',
  'linkedIn',
  'employer',
  'title',
  'start',
  'end',
  'school',
  'degree',
  'certifications',
] as const;
export type Field = (typeof FIELDS)[number];

/** predicted: values the reader filled; expected: values the resume says; correct: both, equal. */
export type Tally = Record<Field, { predicted: number; expected: number; correct: number }>;

export const emptyTally = (): Tally =>
  Object.fromEntries(FIELDS.map((f) => [f, { predicted: 0, expected: 0, correct: 0 }])) as Tally;

export const plain = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&]+/gu, ' ')
    .trim();
const digits = (text: string) => text.replace(/\D/g, '');
const url = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');

function samePhone(got: string, want: string) {
  const [a, b] = [digits(got), digits(want)];
  if (!a) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 8 && long.endsWith(short);
}

/** An open end is written '' in the draft; it claims "present" only when a start was read. */
const endOf = (entry: { startDate: string; endDate: string }) =>
  entry.endDate || (entry.startDate ? 'present' : '');

function count(tally: Tally, field: Field, got: string, want: string, equal: boolean) {
  if (got) tally[field].predicted++;
  if (want) tally[field].expected++;
  if (got && want && equal) tally[field].correct++;
}

/** One-to-one pairs, best score first; a pair needs a score above zero. */
function align<D, E>(
  drafts: D[],
  expected: E[],
  score: (d: D, e: E) => number,
): [D | undefined, E | undefined][] {
  const pairs = drafts
    .flatMap((d, i) => expected.map((e, j) => ({ i, j, s: score(d, e) })))
    .filter((p) => p.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i || a.j - b.j);
  const usedD = new Set<number>();
  const usedE = new Set<number>();
  const out: [D | undefined, E | undefined][] = [];
  for (const p of pairs) {
    if (usedD.has(p.i) || usedE.has(p.j)) continue;
    usedD.add(p.i);
    usedE.add(p.j);
    out.push([drafts[p.i], expected[p.j]]);
  }
  drafts.forEach((d, i) => {
    if (!usedD.has(i)) out.push([d, undefined]);
  });
  expected.forEach((e, j) => {
    if (!usedE.has(j)) out.push([undefined, e]);
  });
  return out;
}

export function scoreDraft(tally: Tally, draft: ResumeDraft, person: Person) {
  count(
    tally,
    'name',
    draft.fullName,
    person.fullName,
    plain(draft.fullName) === plain(person.fullName),
  );
  count(
    tally,
    'email',
    draft.email,
    person.email,
    draft.email.toLowerCase() === person.email.toLowerCase(),
  );
  count(tally, 'phone', draft.phone, person.phone, samePhone(draft.phone, person.phone));
  count(
    tally,
    'linkedIn',
    draft.linkedIn,
    person.linkedIn,
    url(draft.linkedIn) === url(person.linkedIn),
  );

  const eq = (a: string, b: string) => a !== '' && plain(a) === plain(b);
  const jobs = align(draft.workExperience, person.work, (d, e) =>
    [
      eq(d.company, e.company) ? 2 : 0,
      eq(d.position, e.position) ? 2 : 0,
      d.startDate === e.start ? 1 : 0,
      endOf(d) === e.end ? 1 : 0,
    ].reduce((a, b) => a + b),
  );
  for (const [d, e] of jobs) {
    const end = d ? endOf(d) : '';
    count(
      tally,
      'employer',
      d?.company ?? '',
      e?.company ?? '',
      eq(d?.company ?? '', e?.company ?? ''),
    );
    count(
      tally,
      'title',
      d?.position ?? '',
      e?.position ?? '',
      eq(d?.position ?? '', e?.position ?? ''),
    );
    count(tally, 'start', d?.startDate ?? '', e?.start ?? '', d?.startDate === e?.start);
    count(tally, 'end', end, e?.end ?? '', end === e?.end);
  }
  const schools = align(
    draft.education,
    person.education,
    (d, e) => (eq(d.school, e.school) ? 2 : 0) + (eq(d.degree, e.degree) ? 2 : 0),
  );
  for (const [d, e] of schools) {
    count(tally, 'school', d?.school ?? '', e?.school ?? '', eq(d?.school ?? '', e?.school ?? ''));
    count(tally, 'degree', d?.degree ?? '', e?.degree ?? '', eq(d?.degree ?? '', e?.degree ?? ''));
  }
  const certs = align(draft.certifications, person.certifications, (d, e) =>
    plain(d).includes(plain(e.name)) ? 1 : 0,
  );
  for (const [d, e] of certs)
    count(tally, 'certifications', d ?? '', e?.name ?? '', Boolean(d && e));
}

/** Filled values that are running header/footer text or a page number. */
export function furnitureValues(draft: ResumeDraft, furniture: string[]): string[] {
  const values = [
    draft.fullName,
    ...draft.workExperience.flatMap((w) => [w.company, w.position, w.location]),
    ...draft.education.flatMap((e) => [e.school, e.degree, e.schoolCityState]),
    ...draft.certifications,
    ...draft.skills,
  ].filter(Boolean);
  const marks = furniture.map(plain).filter(Boolean);
  return values.filter((value) => {
    const text = plain(value);
    return /^page \d+( of \d+)?$/.test(text) || marks.some((mark) => text.includes(mark));
  });
}
