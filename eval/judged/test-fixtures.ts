import { preferencesInputSchema } from '../../src/shared/schemas/preferences.ts';
import type { JobFacts } from './job-facts.ts';
import type { Persona } from './load-personas.ts';

export const NOW = new Date('2026-11-27T12:00:00Z');

/** The persona's one job, a registered nurse's since `startDate` (YYYY-MM). */
export const nurseWork = (startDate: string) => ({
  company: 'St. David’s',
  position: 'Registered Nurse',
  location: 'Austin, TX',
  startDate,
  endDate: '',
  description: '',
});

/** A registered nurse in Austin with six years of work, a 30-mile radius and the $50–100k band. */
export function makePersona(
  overrides: Partial<Omit<Persona, 'preferences' | 'wants'>> & {
    preferences?: Partial<Persona['preferences']>;
    wants?: Partial<Persona['wants']>;
  } = {},
): Persona {
  const { preferences, wants, ...rest } = overrides;
  return {
    id: 'nurse-austin',
    occupation: '29-1141',
    metroSize: 'large',
    personal: { fullName: 'Test Nurse', phone: '', linkedIn: '' },
    skills: ['IV therapy', 'Telemetry'],
    education: [],
    work: [nurseWork('2020-11')],
    ...rest,
    preferences: {
      ...preferencesInputSchema.parse({
        jobTitle: '29-1141',
        location: 'Austin, TX',
        salaryRange: '50000-100000',
        skills: ['Patient care'],
        certifications: [{ name: 'BLS' }],
      }),
      ...preferences,
    },
    wants: {
      radiusMiles: 30,
      employmentTypes: ['FULL_TIME'],
      nextSteps: [],
      nearby: ['29-2061'],
      ...wants,
    },
  };
}

/** A full-time registered-nurse job in Round Rock, TX (about 17 miles from Austin), $80–95k. */
export function makeJob(overrides: Partial<JobFacts> = {}): JobFacts {
  return {
    id: 'job-1',
    title: 'Registered Nurse',
    company: 'Baylor Scott & White',
    occupationSoc: '29-1141',
    locations: [{ raw: 'Round Rock, TX', city: 'Round Rock', region: 'TX', country: 'US' }],
    locationText: 'Round Rock, TX',
    workplace: 'onsite',
    employmentType: 'FULL_TIME',
    shifts: [],
    salaryAnnualUsdMin: 80_000,
    salaryAnnualUsdMax: 95_000,
    skills: ['IV therapy', 'Patient care'],
    certifications: ['BLS'],
    postedAt: new Date(NOW.getTime() - 3 * 86_400_000),
    description: 'Telemetry unit nursing.',
    ...overrides,
  };
}
