import type { MatchSourceRecord } from '../src/core/matching/build-match-profile.ts';
import type { JobWorkplace } from '../src/shared/schemas/jobs.ts';

/** A kind of posting in a simulated user's pool; `wanted` is the user's hidden preference. */
export interface PostingVariant {
  share: number;
  wanted: boolean;
  companies: string[];
  phrases: string[];
  workplace?: JobWorkplace;
}

export interface SimulatedUser {
  id: string;
  /** What the user wants without ever saying it; nothing in the model stands for it. */
  hiddenPreference: string;
  record: MatchSourceRecord;
  occupationSoc: string;
  titles: string[];
  skills: string[];
  cities: string[];
  salary: [number, number];
  variants: PostingVariant[];
  filler: string[];
}

const record = (
  preferences: Partial<MatchSourceRecord['preferences']> & { jobTitle: string; location: string },
  position: string,
  startDate: string,
): MatchSourceRecord => ({
  profile: {
    fullName: 'Simulated user',
    email: 'simulated@example.com',
    phone: '',
    skills: [],
    workExperience: [
      { company: '', position, location: '', startDate, endDate: '', description: '' },
    ],
  },
  eeo: {},
  preferences: {
    occupationSoc: null,
    remote: false,
    salaryRange: '50000-100000',
    industry: null,
    employmentTypes: [],
    willingToRelocate: false,
    skills: [],
    software: [],
    certifications: [],
    ...preferences,
  },
});

const nurseSkills = [
  'Patient care',
  'IV therapy',
  'Telemetry',
  'Medication administration',
  'Charting',
  'Triage',
];
const nurseFiller = [
  'Provide compassionate patient care and document in Epic.',
  'Collaborate with physicians and the care team.',
  'Competitive pay, tuition support and retirement plan.',
  'Administer medications and monitor vital signs.',
  'Twelve-hour shifts with every other weekend.',
];

/** Five people, five occupations, five preferences our features cannot see. */
export const simulatedUsers: SimulatedUser[] = [
  {
    id: 'nurse-avoids-staffing-agencies',
    hiddenPreference: 'avoids staffing agencies',
    record: record(
      {
        jobTitle: 'Registered nurses',
        occupationSoc: '29-1141',
        location: 'Austin, TX',
        skills: nurseSkills,
      },
      'Staff Nurse',
      '2020-01',
    ),
    occupationSoc: '29-1141',
    titles: [
      'Registered Nurse',
      'RN - Med/Surg',
      'Registered Nurse, Telemetry',
      'ICU Registered Nurse',
    ],
    skills: nurseSkills,
    cities: ['Austin, TX', 'Round Rock, TX'],
    salary: [70_000, 100_000],
    variants: [
      {
        share: 0.65,
        wanted: false,
        companies: [
          'Aya Staffing',
          'Cross Country Staffing',
          'Medical Solutions Staffing',
          'TotalMed Agency',
        ],
        phrases: [
          'Staffing agency assignment: 13-week travel contract with a weekly stipend through our agency.',
          'Agency travel nurse contract, weekly pay and housing stipend from the staffing team.',
        ],
      },
      {
        share: 0.35,
        wanted: true,
        companies: ['St. David’s Medical Center', 'Ascension Seton', 'Baylor Scott & White'],
        phrases: [
          'Permanent position on our unit with benefits from day one.',
          'Join our permanent nursing staff with a sign-on bonus and pension.',
        ],
      },
    ],
    filler: nurseFiller,
  },
  {
    id: 'nurse-prefers-hospitals',
    hiddenPreference: 'wants hospitals over clinics',
    record: record(
      {
        jobTitle: 'Registered nurses',
        occupationSoc: '29-1141',
        location: 'Chicago, IL',
        skills: nurseSkills,
      },
      'Registered Nurse',
      '2019-05',
    ),
    occupationSoc: '29-1141',
    titles: ['Registered Nurse', 'RN', 'Staff Registered Nurse', 'Registered Nurse - Days'],
    skills: nurseSkills,
    cities: ['Chicago, IL', 'Naperville, IL'],
    salary: [70_000, 100_000],
    variants: [
      {
        share: 0.3,
        wanted: true,
        companies: [
          'Northwestern Memorial Hospital',
          'Rush University Medical Center',
          'Advocate Hospital',
        ],
        phrases: [
          'Inpatient hospital unit, acute care, level I trauma hospital.',
          'Work on a busy inpatient floor of our teaching hospital.',
        ],
      },
      {
        share: 0.45,
        wanted: false,
        companies: ['Chicago Family Clinic', 'MinuteClinic', 'Lakeshore Outpatient Center'],
        phrases: [
          'Outpatient clinic with scheduled appointments, no nights.',
          'Ambulatory clinic nurse seeing patients by appointment.',
        ],
      },
      {
        share: 0.25,
        wanted: false,
        companies: ['Amedisys Home Health', 'BrightStar Care'],
        phrases: [
          'Home health visits to patients in their homes, mileage paid.',
          'Visit patients at home and teach families.',
        ],
      },
    ],
    filler: nurseFiller,
  },
  {
    id: 'engineer-only-remote',
    hiddenPreference: 'only remote',
    record: record(
      {
        jobTitle: 'Software developers',
        occupationSoc: '15-1252',
        location: 'Seattle, WA',
        salaryRange: '150000-200000',
        skills: ['Python', 'Java', 'APIs', 'Distributed systems', 'AWS'],
      },
      'Software Engineer',
      '2019-01',
    ),
    occupationSoc: '15-1252',
    titles: ['Software Engineer', 'Backend Engineer', 'Software Developer', 'Platform Engineer'],
    skills: ['Python', 'Java', 'APIs', 'Distributed systems', 'AWS', 'Go', 'Kubernetes'],
    cities: ['Seattle, WA', 'Bellevue, WA'],
    salary: [140_000, 200_000],
    variants: [
      {
        share: 0.25,
        wanted: true,
        workplace: 'remote',
        companies: ['GitLab', 'Automattic', 'Zapier', 'Doist'],
        phrases: [
          'Fully remote team across US time zones; work from home.',
          'Remote-first company, work from anywhere in the US.',
        ],
      },
      {
        share: 0.45,
        wanted: false,
        workplace: 'hybrid',
        companies: ['Amazon', 'Zillow', 'Expedia', 'T-Mobile'],
        phrases: [
          'Hybrid: three days a week in our office.',
          'Hybrid schedule with in-office collaboration days.',
        ],
      },
      {
        share: 0.3,
        wanted: false,
        workplace: 'onsite',
        companies: ['Microsoft', 'Boeing', 'Nordstrom'],
        phrases: [
          'On-site in our office five days a week.',
          'This role is based in our office, on site.',
        ],
      },
    ],
    filler: [
      'Design and build services used by millions.',
      'Code reviews, testing and on-call rotation.',
      'Competitive salary, equity and benefits.',
      'Work with product managers and designers.',
    ],
  },
  {
    id: 'driver-wants-home-daily',
    hiddenPreference: 'wants to be home every night',
    record: record(
      {
        jobTitle: 'Heavy and tractor-trailer truck drivers',
        occupationSoc: '53-3032',
        location: 'Dallas, TX',
        skills: ['Tractor-trailer', 'Pre-trip inspection', 'DOT regulations'],
        certifications: [{ name: 'CDL Class A', organization: 'Texas DPS' }],
      },
      'Truck Driver',
      '2018-03',
    ),
    occupationSoc: '53-3032',
    titles: [
      'CDL-A Truck Driver',
      'Class A Driver',
      'Tractor-Trailer Driver',
      'CDL A Company Driver',
    ],
    skills: ['Tractor-trailer', 'Pre-trip inspection', 'DOT regulations', 'Hazmat', 'Tanker'],
    cities: ['Dallas, TX', 'Irving, TX', 'Arlington, TX', 'Plano, TX'],
    salary: [60_000, 95_000],
    variants: [
      {
        share: 0.3,
        wanted: true,
        companies: ['Sysco', 'US Foods', 'Coca-Cola Southwest'],
        phrases: [
          'Local routes, home daily, back at the yard every evening.',
          'Local delivery runs with home every night.',
        ],
      },
      {
        share: 0.4,
        wanted: false,
        companies: ['Swift', 'Werner', 'CR England'],
        phrases: [
          'Over-the-road, out two to three weeks at a time across 48 states.',
          'OTR long haul, weeks out then home time.',
        ],
      },
      {
        share: 0.3,
        wanted: false,
        companies: ['Schneider', 'JB Hunt'],
        phrases: [
          'Regional lanes, home on weekends.',
          'Regional runs, out five days, home weekends.',
        ],
      },
    ],
    filler: [
      'Late-model equipment with ELD.',
      'Clean MVR required.',
      'Weekly pay and benefits.',
      'Safety bonus each quarter.',
    ],
  },
  {
    id: 'teacher-wants-public-schools',
    hiddenPreference: 'wants public school districts over charter and private schools',
    record: record(
      {
        jobTitle: 'High school teachers',
        occupationSoc: '25-2031',
        location: 'Houston, TX',
        skills: ['Lesson planning', 'Classroom management', 'Algebra'],
        certifications: [{ name: 'Texas Teaching Certificate', organization: 'TEA' }],
      },
      'Math Teacher',
      '2020-08',
    ),
    occupationSoc: '25-2031',
    titles: [
      'High School Math Teacher',
      'Mathematics Teacher',
      'Algebra Teacher',
      'Secondary Math Teacher',
    ],
    skills: [
      'Lesson planning',
      'Classroom management',
      'Algebra',
      'Geometry',
      'Differentiated instruction',
    ],
    cities: ['Houston, TX', 'Pasadena, TX'],
    salary: [52_000, 70_000],
    variants: [
      {
        share: 0.3,
        wanted: true,
        companies: ['Houston ISD', 'Cy-Fair ISD', 'Aldine ISD', 'Pasadena ISD'],
        phrases: [
          'Public school district position on the district salary schedule with TRS pension.',
          'Join our independent school district, public campus.',
        ],
      },
      {
        share: 0.4,
        wanted: false,
        companies: ['KIPP Texas', 'YES Prep', 'IDEA Public Schools'],
        phrases: [
          'Charter network campus with extended school day.',
          'Open-enrollment charter school, college-prep model.',
        ],
      },
      {
        share: 0.3,
        wanted: false,
        companies: ['St. John’s School', 'Kinkaid Academy'],
        phrases: [
          'Independent private school with small classes.',
          'Private academy, tuition-based, small classes.',
        ],
      },
    ],
    filler: [
      'Plan engaging lessons and assess progress.',
      'Collaborate with the math department.',
      'Communicate with families.',
      'Support students before state testing.',
    ],
  },
];
