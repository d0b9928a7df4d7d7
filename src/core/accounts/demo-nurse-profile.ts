import type { z } from 'zod';
import type { PreferencesInput } from '../../shared/schemas/preferences.ts';
import type {
  educationBodySchema,
  personalInfoSchema,
  skillsBodySchema,
  workBodySchema,
} from '../../shared/schemas/profile.ts';

/**
 * What the demo account has filled in: a registered nurse in Los Angeles, the big metro with the
 * most registered-nurse postings in the demo corpus (ten within the 150-mile reach of someone who
 * will not relocate; Houston has three). Every name is invented: the schools and employers like
 * the demo corpus's own, the phone number from the 555-01xx range kept for fiction. The values go
 * through the same schemas as the builder's and the wizard's requests (seed-demo-account.ts).
 */
export const demoNurse = {
  personal: {
    fullName: 'Dana Whitfield',
    phone: '+1 213 555 0147',
    linkedIn: '',
  } satisfies z.input<typeof personalInfoSchema>,

  education: {
    entries: [
      {
        school: 'Westbrook State University, School of Nursing',
        degree: 'Bachelor of Science in Nursing (BSN)',
        schoolCityState: 'Long Beach, CA',
        startDate: '2012-08',
        endDate: '2016-05',
        description:
          'Clinical rotations in medical-surgical, pediatric, obstetric and critical care units. ' +
          "Dean's list six semesters; capstone on fall prevention for post-operative patients.",
      },
      {
        school: 'Harbor City College',
        degree: 'Associate of Science in Biology',
        schoolCityState: 'Torrance, CA',
        startDate: '2010-08',
        endDate: '2012-05',
        description: 'Anatomy, physiology, microbiology and chemistry prerequisites for nursing.',
      },
    ],
  } satisfies z.input<typeof educationBodySchema>,

  work: {
    entries: [
      {
        company: 'Harbor View Medical Center',
        position: 'Registered Nurse, Medical-Surgical Unit',
        location: 'Los Angeles, CA',
        startDate: '2019-06',
        endDate: '',
        description:
          'Care for five to six adult patients a shift on a 32-bed medical-surgical and telemetry ' +
          'unit: patient assessment, medication administration through Pyxis, IV therapy, wound ' +
          'care and discharge teaching, charted in Epic. Relief charge nurse two shifts a week; ' +
          'preceptor to eight new graduate nurses.',
      },
      {
        company: 'Mission Valley Community Hospital',
        position: 'Registered Nurse, Emergency Department',
        location: 'Pasadena, CA',
        startDate: '2016-08',
        endDate: '2019-05',
        description:
          'Triage and care of emergency patients in a 40-bed department seeing about 60,000 ' +
          'visits a year; cardiac monitoring, IV starts and blood draws, sepsis and stroke ' +
          'protocols. Member of the unit practice council.',
      },
      {
        company: 'Sunrise Care Center',
        position: 'Certified Nursing Assistant',
        location: 'Long Beach, CA',
        startDate: '2013-06',
        endDate: '2016-05',
        description:
          'Part-time while in nursing school: vital signs, mobility and personal care for ' +
          'residents of a 120-bed skilled nursing facility.',
      },
    ],
    complete: true,
  } satisfies z.input<typeof workBodySchema>,

  skills: {
    skills: [
      'Patient assessment',
      'Medication administration',
      'IV therapy',
      'Wound care',
      'Telemetry monitoring',
      'Triage',
      'Patient education',
      'Care planning',
      'Clinical documentation',
      'Phlebotomy',
    ],
  } satisfies z.input<typeof skillsBodySchema>,

  /** As the Job Search wizard saves them: the occupation is its SOC code (Registered nurses). */
  preferences: {
    jobTitle: '29-1141',
    location: 'Los Angeles, CA',
    remote: false,
    salaryRange: '100000-150000',
    industry: null,
    employmentTypes: ['FULL_TIME'],
    willingToRelocate: false,
    skills: [
      'Patient assessment',
      'Medication administration',
      'IV therapy',
      'Telemetry monitoring',
      'Wound care',
      'Triage',
    ],
    software: ['Epic', 'Pyxis'],
    certifications: [
      {
        name: 'RN License',
        organization: 'California Board of Registered Nursing',
        issueDate: '2016-07-12',
        expirationDate: '2028-07-31',
      },
      {
        name: 'BLS',
        organization: 'American Heart Association',
        issueDate: '2026-09-14',
        expirationDate: '2028-09-30',
      },
      {
        name: 'ACLS',
        organization: 'American Heart Association',
        issueDate: '2026-09-15',
        expirationDate: '2028-09-30',
      },
    ],
    links: [],
    dailyRunHour: 7,
    timeZone: 'America/Los_Angeles',
  } satisfies PreferencesInput,
};
