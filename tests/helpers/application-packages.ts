import {
  type ApplicationPackage,
  applicationPackageSchema,
  type DocumentLayout,
  type FactSource,
} from '../../src/shared/schemas/tailoring.ts';

/**
 * Hand-made application packages in the contract's shape (decision 051): what the renderers are
 * tested on. Realistic content, so a page break or a wrapped line falls where real ones would.
 */

export interface PackageJob {
  title: string;
  employer: string;
  place: string;
  dates: string;
  /** YYYY-MM, '' for "Present": what the resume import should read back. */
  start: string;
  end: string;
  bullets: string[];
}

export interface PackageSchool {
  degree: string;
  school: string;
  dates: string;
}

export interface PackagePerson {
  fullName: string;
  email: string;
  phone: string;
  linkedIn: string;
  location: string;
  headline: string;
  summary: string[];
  skills: string[];
  jobs: PackageJob[];
  schools: PackageSchool[];
  certifications: { name: string; issuer: string; dates: string }[];
  greeting: string;
  paragraphs: string[];
}

const work = (index: number, label: string): FactSource => ({ kind: 'work', index, label });
const line = (id: string, text: string, sources: FactSource[] = []) => ({
  id,
  text,
  hidden: false,
  sources,
});

export function packageFor(
  person: PackagePerson,
  layout: DocumentLayout = { template: 'classic', paper: 'letter' },
): ApplicationPackage {
  return applicationPackageSchema.parse({
    resume: {
      contact: {
        fullName: person.fullName,
        email: person.email,
        phone: person.phone,
        linkedIn: person.linkedIn,
        location: person.location,
      },
      headline: line('headline', person.headline),
      sections: [
        {
          id: 'summary',
          kind: 'summary',
          heading: 'Summary',
          lines: person.summary.map((text, i) => line(`summary-${i}`, text)),
        },
        {
          id: 'skills',
          kind: 'skills',
          heading: 'Skills',
          lines: [line('skills-0', person.skills.join(', '))],
        },
        {
          id: 'experience',
          kind: 'experience',
          heading: 'Experience',
          entries: person.jobs.map((job, i) => {
            const source = work(i, `Work experience, ${job.employer}, ${job.dates}`);
            return {
              id: `work-${i}`,
              title: job.title,
              organization: `${job.employer}, ${job.place}`,
              dates: job.dates,
              bullets: job.bullets.map((text, b) => line(`work-${i}-${b}`, text, [source])),
              source,
            };
          }),
        },
        {
          id: 'education',
          kind: 'education',
          heading: 'Education',
          entries: person.schools.map((school, i) => ({
            id: `school-${i}`,
            title: school.degree,
            organization: school.school,
            dates: school.dates,
            bullets: [],
            source: { kind: 'education', index: i, label: `Education, ${school.school}` },
          })),
        },
        {
          id: 'certifications',
          kind: 'certifications',
          heading: 'Certifications',
          entries: person.certifications.map((cert, i) => ({
            id: `cert-${i}`,
            title: cert.name,
            organization: cert.issuer,
            dates: cert.dates,
            bullets: [],
            source: { kind: 'certification', index: i, label: `Certification, ${cert.name}` },
          })),
        },
      ],
    },
    coverLetter: {
      greeting: line('greeting', person.greeting),
      paragraphs: person.paragraphs.map((text, i) => line(`paragraph-${i}`, text)),
      closing: line('closing', `Sincerely,\n${person.fullName}`),
    },
    coverage: [],
    layout,
    generator: 'rules',
    replacements: [],
  });
}

export const nurse: PackagePerson = {
  fullName: 'Ana López',
  email: 'ana.lopez@example.com',
  phone: '(512) 555-0143',
  linkedIn: 'https://www.linkedin.com/in/ana-lopez-rn/',
  location: 'Austin, TX',
  headline: 'Registered Nurse · 9 years of experience',
  summary: [
    'Registered Nurse with 9 years of acute care experience in medical-surgical, telemetry and emergency units.',
    'BLS and ACLS certified; precepts new graduate nurses and leads sepsis screening on a 32-bed unit.',
  ],
  skills: [
    'Patient Assessment',
    'Telemetry Monitoring',
    'IV Therapy',
    'Epic EHR',
    'Medication Administration',
    'Wound Care',
    'Patient Education',
    'Sepsis Protocols',
    'Care Coordination',
    'Bilingual English/Spanish',
  ],
  jobs: [
    {
      title: 'Registered Nurse, Medical-Surgical',
      employer: "St. David's Medical Center",
      place: 'Austin, TX',
      dates: 'Mar 2021 – Present',
      start: '2021-03',
      end: '',
      bullets: [
        'Care for 5–6 adult patients per 12-hour shift on a 32-bed medical-surgical unit, including post-operative and telemetry patients.',
        'Lead the unit’s sepsis screening huddle; early-warning compliance rose from 71% to 94% in one year.',
        'Precept 8 new graduate nurses through a 12-week orientation.',
        'Document assessments, care plans and medication administration in Epic.',
      ],
    },
    {
      title: 'Emergency Department Nurse',
      employer: 'Seton Medical Center',
      place: 'Austin, TX',
      dates: 'Jun 2018 – Feb 2021',
      start: '2018-06',
      end: '2021-02',
      bullets: [
        'Triaged and treated up to 40 patients per shift in a Level II trauma emergency department.',
        'Started IVs, drew labs and administered medications under standing orders.',
        'Served as charge nurse on night shift two nights a week.',
      ],
    },
    {
      title: 'Staff Nurse, Telemetry',
      employer: 'Baylor Scott & White Medical Center',
      place: 'Round Rock, TX',
      dates: 'Jul 2016 – May 2018',
      start: '2016-07',
      end: '2018-05',
      bullets: [
        'Monitored cardiac rhythms for up to 5 telemetry patients and escalated changes to the rapid response team.',
        'Taught patients and families about heart-failure diets and discharge medications.',
      ],
    },
    {
      title: 'Patient Care Technician',
      employer: 'Dell Seton Medical Center',
      place: 'Austin, TX',
      dates: 'Aug 2014 – Jun 2016',
      start: '2014-08',
      end: '2016-06',
      bullets: [
        'Took vital signs, performed EKGs and assisted nurses with patient mobility on a surgical unit.',
      ],
    },
  ],
  schools: [
    {
      degree: 'Bachelor of Science in Nursing',
      school: 'The University of Texas at Austin',
      dates: 'May 2016',
    },
    {
      degree: 'Associate of Applied Science, Health Sciences',
      school: 'Austin Community College',
      dates: 'May 2013',
    },
  ],
  certifications: [
    { name: 'Registered Nurse License, Texas', issuer: 'Texas Board of Nursing', dates: '2016' },
    { name: 'Basic Life Support (BLS)', issuer: 'American Heart Association', dates: '2025' },
    {
      name: 'Advanced Cardiovascular Life Support (ACLS)',
      issuer: 'American Heart Association',
      dates: '2025',
    },
  ],
  greeting: "Dear St. David's Medical Center hiring team,",
  paragraphs: [
    "I am applying for the Registered Nurse position on your medical-surgical unit. Your posting asks for a nurse with acute care experience, current BLS and ACLS, and comfort with Epic; I bring all three from nine years at the bedside in Austin's hospitals.",
    "At St. David's Medical Center I care for five to six adult patients per shift and lead the unit's sepsis screening huddle, where early-warning compliance rose from 71% to 94% in one year. Before that, in Seton Medical Center's emergency department, I triaged up to 40 patients per shift and worked as charge nurse two nights a week.",
    'I have precepted eight new graduate nurses, and I speak English and Spanish with patients and families. I can start with two weeks of notice and already live in Austin.',
    'Thank you for your time. I would welcome the chance to talk about how I can support your team.',
  ],
};

export const truckDriver: PackagePerson = {
  fullName: "Darnell O'Neil",
  email: 'darnell.oneil@example.net',
  phone: '+1 614 555 0187',
  linkedIn: '',
  location: 'Columbus, OH',
  headline: 'Class A CDL Truck Driver · 11 years of experience',
  summary: [
    'Class A CDL driver with 11 years and over 1.2 million accident-free miles in regional and over-the-road freight.',
    'Hazmat and tanker endorsements; clean MVR; experienced with ELD logs and DOT inspections.',
  ],
  skills: [
    'Class A CDL',
    'Hazmat Endorsement',
    'Tanker Endorsement',
    'ELD Logs',
    'Pre-Trip Inspections',
    'Flatbed Securement',
    'Route Planning',
    'Customer Service',
  ],
  jobs: [
    {
      title: 'Regional Truck Driver',
      employer: 'Werner Enterprises',
      place: 'Columbus, OH',
      dates: 'Apr 2020 – Present',
      start: '2020-04',
      end: '',
      bullets: [
        'Haul dry van freight across a six-state Midwest region, averaging 2,400 miles per week.',
        'Keep a 99% on-time delivery record over 1,100 loads.',
        'Complete pre-trip and post-trip inspections and keep hours of service in the ELD.',
      ],
    },
    {
      title: 'Over-the-Road Driver',
      employer: 'Schneider National',
      place: 'Green Bay, WI',
      dates: 'Jan 2016 – Mar 2020',
      start: '2016-01',
      end: '2020-03',
      bullets: [
        'Drove 48-state routes hauling hazmat tanker loads for chemical customers.',
        'Passed 14 roadside DOT inspections with no violations.',
      ],
    },
    {
      title: 'Flatbed Driver',
      employer: 'TMC Transportation',
      place: 'Des Moines, IA',
      dates: 'Feb 2013 – Dec 2015',
      start: '2013-02',
      end: '2015-12',
      bullets: ['Secured steel coil and lumber loads with chains, straps and tarps.'],
    },
    {
      title: 'Warehouse Associate',
      employer: 'Kroger Distribution Center',
      place: 'Delaware, OH',
      dates: 'May 2010 – Jan 2013',
      start: '2010-05',
      end: '2013-01',
      bullets: ['Loaded trailers and operated forklifts and pallet jacks on the night shift.'],
    },
  ],
  schools: [
    {
      degree: 'Commercial Driver License Training',
      school: 'Columbus State Community College',
      dates: 'Dec 2012',
    },
    { degree: 'High School Diploma', school: 'Whetstone High School', dates: 'Jun 2009' },
  ],
  certifications: [
    { name: 'Class A Commercial Driver License, Ohio', issuer: 'Ohio BMV', dates: '2013' },
    { name: 'Hazardous Materials Endorsement', issuer: 'TSA', dates: '2016' },
  ],
  greeting: 'Dear Werner Enterprises hiring team,',
  paragraphs: [
    'Your posting asks for a Class A CDL driver with a hazmat endorsement, two years of tractor-trailer experience and a clean MVR for regional routes out of Columbus. I have held my Class A CDL since 2013 and my hazmat endorsement since 2016.',
    'Over 11 years I have driven more than 1.2 million accident-free miles. At Werner Enterprises I keep a 99% on-time record over 1,100 loads, and at Schneider National I hauled hazmat tanker loads on 48-state routes and passed 14 roadside DOT inspections with no violations.',
    'I live in Columbus and am available to start right away. Thank you for considering my application.',
  ],
};
