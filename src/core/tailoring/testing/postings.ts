import type { TailorJob } from '../types.ts';
import { jobOf } from './persona-input.ts';

/**
 * Test support: postings whose requirement lines are quoted from public pages (each cited), the
 * rest in the same style. Not used by the app.
 */

/**
 * Requirement lines in the style of hospital RN postings; "Current, unencumbered … RN license",
 * "BLS and ACLS" and the degree wording follow the qualification lists summarised at
 * https://www.litespace.io/blog/registered-nurse-job-description-qualifications-and-responsibilities
 * and https://www.careerfitter.com/career-research/acute-care-nurses.
 */
export const nursePosting: TailorJob = jobOf({
  id: 'rn-piedmont-1',
  title: 'Registered Nurse - Cardiac Step-Down (Nights)',
  company: 'Piedmont Atlanta Hospital',
  locationText: 'Atlanta, GA',
  occupationSoc: '29-1141',
  employmentType: 'FULL_TIME',
  shifts: ['NIGHT'],
  descriptionText: `Piedmont is looking for a Registered Nurse to join our cardiac step-down unit.
Hiring Manager: Jane Smith
You will report to the Nurse Manager and care for 4-5 telemetry patients per shift.
Qualifications:
- Current, unencumbered Georgia RN license or compact multistate license
- Basic Life Support (BLS) and ACLS certification required
- Minimum of two years of acute care experience
- Bachelor of Science in Nursing (BSN) preferred; Associate degree in nursing required
- Experience with Epic, telemetry monitoring and IV therapy`,
  skills: ['telemetry monitoring', 'IV therapy', 'patient assessment'],
  softwareTools: ['Epic'],
  certifications: [
    { name: 'BLS', organization: 'American Heart Association' },
    { name: 'ACLS', organization: 'American Heart Association' },
  ],
});

/**
 * Eligibility lines quoted from a carrier's driver qualifications page,
 * https://askinard.com/204-2/ ("Be over 23 1/2 years of age", "Possess a valid Class A,
 * Commercial Driver’s License"), and from http://truthabouttrucking.com/truck-driver-employment-qualifications/
 * ("At least 21 years of age", "A valid CDL").
 */
export const driverPosting: TailorJob = jobOf({
  id: 'cdl-kinard-1',
  title: 'CDL-A Regional Truck Driver',
  company: 'Kinard Trucking',
  locationText: 'Columbus, OH',
  occupationSoc: '53-3032',
  employmentType: 'FULL_TIME',
  descriptionText: `Kinard Trucking is seeking experienced regional drivers. Home weekly.
Drivers must:
• Be over 23 1/2 years of age
• Present recent, verifiable tractor trailer experience
• Possess a valid Class A CDL
• At least 21 years of age
• 2 years of verifiable OTR experience
• Clean MVR; pass DOT physical and drug screen`,
  skills: ['pre-trip inspection', 'route planning'],
  softwareTools: [],
  certifications: [{ name: 'CDL Class A', organization: 'State DMV' }],
});

/**
 * "a high school diploma or GED certificate" is quoted from
 * https://www.vbexcellence.com/2023/05/10/ (journeyman electrician job description); the NEC
 * line follows https://www.torchora.com/job-specification/junction-electrician.
 */
export const electricianPosting: TailorJob = jobOf({
  id: 'elec-houston-1',
  title: 'Journeyman Electrician',
  company: 'Bayou Electric',
  locationText: 'Houston, TX',
  occupationSoc: '47-2111',
  descriptionText: `Bayou Electric installs and maintains commercial electrical systems across Houston.
Requirements:
- Texas journeyman electrician license required
- 4+ years of experience in commercial electrical work
- Working knowledge of the National Electrical Code (NEC)
- A high school diploma or GED certificate
- OSHA 10 card preferred`,
  skills: ['conduit bending', 'blueprint reading'],
  softwareTools: [],
  certifications: [{ name: 'OSHA 10', organization: 'OSHA' }],
});

export const accountantPosting: TailorJob = jobOf({
  id: 'acct-chicago-1',
  title: 'Staff Accountant',
  company: 'Lakeshore Partners',
  locationText: 'Chicago, IL',
  occupationSoc: '13-2011',
  descriptionText: `Lakeshore Partners is seeking a Staff Accountant to join our finance team.
- Bachelor's degree in Accounting or Finance
- 3+ years of experience in general ledger accounting
- CPA preferred
- Advanced Excel; QuickBooks experience a plus`,
  skills: ['general ledger', 'account reconciliation'],
  softwareTools: ['Excel', 'QuickBooks'],
  certifications: [{ name: 'CPA', organization: 'AICPA' }],
});

export const cookPosting: TailorJob = jobOf({
  id: 'cook-nola-1',
  title: 'Line Cook',
  company: 'Magazine Street Kitchen',
  locationText: 'New Orleans, LA',
  occupationSoc: '35-2014',
  descriptionText: `We are looking for a line cook for a busy scratch kitchen.
- 1-2 years of line cook experience
- ServSafe Food Handler certification
- Must be 18 years of age or older
- Able to work nights and weekends`,
  skills: ['knife skills', 'food safety'],
  softwareTools: [],
  certifications: [
    { name: 'ServSafe Food Handler', organization: 'National Restaurant Association' },
  ],
});

export const teacherPosting: TailorJob = jobOf({
  id: 'teach-omaha-1',
  title: 'Elementary School Teacher',
  company: 'Omaha Public Schools',
  locationText: 'Omaha, NE',
  occupationSoc: '25-2021',
  descriptionText: `Omaha Public Schools is seeking a 3rd grade teacher for the coming school year.
- Bachelor's degree in Elementary Education
- Valid Nebraska teaching certificate
- 2 years of classroom teaching experience preferred`,
  skills: ['lesson planning', 'classroom management'],
  softwareTools: [],
  certifications: [],
});
