import fc from 'fast-check';
import type { Preferences } from '../../../shared/schemas/preferences.ts';
import type { Profile } from '../../../shared/schemas/profile.ts';
import { occupations } from '../../occupations/occupations.ts';
import type { TailorInput, TailorJob } from '../types.ts';

/**
 * Generated people and postings for the truth property (decision 050): every occupation, several
 * scripts, empty and very long fields, HTML, odd dates. Apart from the test, which keeps the
 * independent oracles that judge them.
 */
const all = occupations();
const scripts = [
  'José Núñez Peña',
  'Ελένη Παπαδοπούλου',
  'Анна Кузнецова',
  'Nguyễn Thị Hồng',
  'Zoë Brontë-Łukasz',
  'Ivan Petrović',
];
const orgs = [
  'St. David’s Medical Center',
  'Κέντρο Υγείας Αθηνών',
  'ООО Ромашка',
  'Bệnh viện Chợ Rẫy',
  'Werner Enterprises',
  'Acme & Sons, Inc.',
  'Café Müller',
  '',
];
const words = [
  'patients',
  'loads',
  'shifts',
  'ledger',
  'menus',
  'crews',
  'students',
  'ασθενείς',
  'смены',
  'khách hàng',
];
const degrees = [
  'BSN, Nursing',
  'Bachelor of Science in Accounting',
  'High School Diploma',
  'Associate of Applied Science, Electrical Technology',
  'Master of Education',
  'GED',
  'Πτυχίο Νοσηλευτικής',
  'Диплом бакалавра',
  '',
];
const date = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '2004-01',
    '2010-01',
    '2015-06',
    '2019-03',
    '2021-11',
    '2024-02',
    '2026-11',
    '2031-05',
    '2019',
    '2019-13',
    '1999-12',
  ),
);
const occupation = fc
  .integer({ min: 0, max: all.length - 1 })
  .map((index) => all[index] as (typeof all)[number]);
const term = (list: readonly string[]) => fc.subarray([...list], { maxLength: 6 });

const prose = (vocabulary: readonly string[]) =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...vocabulary, ...words),
        fc.integer({ min: 0, max: 2000 }).map(String),
        fc.constantFrom('<b>led</b>', '&amp;', '<li>', 'Managed', '5-6', '12%', '\n• ', '. ', ', '),
        fc.string({ maxLength: 12 }),
      ),
      { maxLength: 40 },
    )
    .map((parts) => parts.join(' '));

const workEntry = (vocabulary: readonly string[], aliases: readonly string[]) =>
  fc.record({
    company: fc.constantFrom(...orgs),
    position: fc.oneof(
      fc.constantFrom(...aliases),
      fc.constantFrom('', 'Шофёр', 'Νοσηλεύτρια', 'Đầu bếp'),
    ),
    location: fc.constantFrom('', 'Austin, TX', 'Αθήνα', 'Hà Nội'),
    startDate: date,
    endDate: date,
    description: fc.oneof(prose(vocabulary), fc.constant('x '.repeat(1990)), fc.constant('')),
    formattedTitle: fc.constant(''),
  });

export const generated = occupation.chain((job) => {
  const vocabulary = [...job.skills, ...job.tools, ...job.certifications.map((c) => c.name)];
  const other = all[(all.indexOf(job) + 7) % all.length] ?? job;
  const pool = [...vocabulary, ...other.skills.slice(0, 5), ...other.aliases.slice(0, 2)];
  const profile = fc.record({
    fullName: fc.constantFrom(...scripts, ''),
    phone: fc.constantFrom('', '+1 555 123 4567'),
    linkedIn: fc.constant(''),
    skills: term(pool),
    education: fc.array(
      fc.record({
        school: fc.constantFrom(...orgs, 'Georgia State University', 'Πανεπιστήμιο Αθηνών'),
        degree: fc.constantFrom(...degrees),
        schoolCityState: fc.constantFrom('', 'Atlanta, GA'),
        startDate: date,
        endDate: date,
        description: prose(pool),
      }),
      { maxLength: 3 },
    ),
    workExperience: fc.array(workEntry(pool, [...job.aliases, ...other.aliases]), { maxLength: 5 }),
    otherNotes: fc.oneof(fc.constant(''), prose(pool)),
    profileComplete: fc.boolean(),
    updatedAt: fc.constant('2026-11-01T00:00:00.000Z'),
  });
  const preferences = fc.option(
    fc.record({
      location: fc.constantFrom('', 'Atlanta, GA', 'Θεσσαλονίκη'),
      remote: fc.boolean(),
      willingToRelocate: fc.boolean(),
      skills: term(pool),
      software: term(job.tools),
      certifications: fc.subarray(job.certifications).map((certs) =>
        certs.map((cert) => ({
          ...cert,
          issueDate: '2022-05-01',
          expirationDate: '',
          relevantLink: '',
        })),
      ),
      shifts: fc.subarray(['DAY', 'NIGHT', 'WEEKEND'] as const),
      employmentTypes: fc.subarray(['FULL_TIME', 'PART_TIME'] as const),
    }),
    { nil: null },
  );
  const requirementLines = fc.subarray([
    `Minimum of ${fc.sample(fc.integer({ min: 1, max: 8 }), 1)[0]} years of experience in ${job.skills[0] ?? 'the field'}.`,
    'Bachelor’s degree in Accounting or Finance required.',
    'High school diploma or GED.',
    'At least 2 years of work experience.',
    'Associate degree in a related field preferred.',
    'Must hold a valid Class A CDL.',
    'Current Texas RN license and BLS certification required.',
    'Journeyman electrician license required.',
    '3+ years of experience as a line cook.',
    'Hiring Manager: Jane Smith',
    'You will report to the Director of Nursing.',
  ]);
  const posting = fc.record({
    id: fc.string({ minLength: 1, maxLength: 10 }),
    title: fc.constantFrom(job.title, ...job.aliases),
    company: fc.constantFrom(...orgs),
    locationText: fc.constantFrom('', 'Austin, TX'),
    lines: requirementLines,
    filler: fc.oneof(prose(vocabulary), fc.constant('Lorem ipsum dolor sit amet. '.repeat(720))),
    skills: term(job.skills),
    softwareTools: term(job.tools),
    certifications: fc.subarray(job.certifications),
    workplace: fc.constantFrom('remote', 'onsite', 'unknown') as fc.Arbitrary<
      TailorJob['workplace']
    >,
    shifts: fc.subarray(['DAY', 'NIGHT']),
  });
  return fc.record({ profile, preferences, posting, soc: fc.constant(job.soc) });
});

export function toInput(
  sample: fc.Arbitrary<unknown> extends never ? never : GeneratedSample,
): TailorInput {
  const { posting, soc } = sample;
  const job: TailorJob = {
    id: posting.id,
    title: posting.title,
    company: posting.company,
    locationText: posting.locationText,
    descriptionText: `${posting.lines.join('\n')}\n${posting.filler}`.slice(0, 20_000),
    occupationSoc: soc,
    employmentType: 'FULL_TIME',
    workplace: posting.workplace,
    shifts: posting.shifts,
    skills: posting.skills,
    softwareTools: posting.softwareTools,
    certifications: posting.certifications,
  };
  const preferences: Preferences | null = sample.preferences && {
    jobTitle: soc,
    salaryRange: null,
    industry: null,
    relatedOccupations: [],
    radiusMiles: 25,
    salaryMin: null,
    links: [],
    dailyRunHour: 7,
    timeZone: 'UTC',
    ...sample.preferences,
    shifts: [...sample.preferences.shifts],
    employmentTypes: [...sample.preferences.employmentTypes],
  };
  return {
    profile: sample.profile as Profile,
    accountEmail: 'a@example.com',
    preferences,
    job,
    today: '2026-11-28',
  };
}
type GeneratedSample = typeof generated extends fc.Arbitrary<infer T> ? T : never;

// ---- the independent oracles -------------------------------------------------------------
