import type { JobEmploymentType, JobWorkplace } from '../../shared/schemas/jobs.ts';

/**
 * Hand-labelled description snippets for measuring `extractFromDescription`
 * (docs/decisions/038-description-extraction.md). Longer than 300 lines because it is data: one
 * entry per snippet, kept in one place so the split below cannot drift.
 *
 * Where the text comes from. Every snippet is an excerpt of a posting body seen in a public
 * capture, reworded only to replace employer names and to shorten it; the wording that states pay,
 * workplace or employment type is kept as found:
 * - `jsearch`: a JSearch (Google Jobs) API response committed as a fixture in a public repository
 *   (US postings from Leidos, the Federal Reserve Bank of Chicago, a ZipRecruiter agency listing…).
 * - `indeed`: Indeed-style postings (US residential-care employer) kept as sample data in a public
 *   repository, and an Indeed UK/India dump in another.
 * - `quoted`: single sentences of real postings quoted by other projects' extraction tests
 *   (Paylocity, 1Password, Salesforce, Ashby and Workday tenants, NYC government…).
 * - `job-sources`: the reconstructed payloads of /work/shared/reference/job-sources.md.
 * - `fixture`: the payloads of tests/helpers/fake-job-boards.
 * The snippets were collected and labelled before the extractor was written.
 *
 * Labelling rules (applied to the snippet's text alone, never to a title or structured field):
 * - pay: the job's own base pay stated as an amount with a currency sign or code. `[min, max,
 *   period, currency]`; one amount is min = max; "$37.86+" is min = max = 37.86. The period is
 *   the stated one, else the one its size implies (JobSpy's rule in job-sources.md §6: under 350 an
 *   hour, under 30,000 a month, else a year). Several ranges (pay zones): the first. Not pay:
 *   bonuses, sign-on money, 401(k) percentages, budgets, revenue, "competitive", a range with no
 *   amount, head counts.
 * - workplace: where the work itself is done. `remote`: fully/100 % remote, work from home, a
 *   remote role even with occasional office visits or an office "welcome". `hybrid`: some office
 *   days and some home days, a stated hybrid model, or in the office on fewer than five named days
 *   a week. `onsite`: on site / in person / at a named facility, or "not remote". When a snippet
 *   says hybrid and also "Work Location: In person" (Indeed's form field), the hybrid statement
 *   wins: it is the more specific one. Not workplace: remote patient monitoring, remote access
 *   tools, remote deposit, on-site parking or gyms.
 * - type: the arrangement the posting offers, as schema.org names it. Contract-to-hire, W2 and C2C
 *   are CONTRACT; fixed-term and seasonal are TEMPORARY; PRN is PER_DIEM; "permanent" alone is
 *   FULL_TIME. Several named ("PART-TIME & PRN", "Full-time or contract-to-hire"): the first.
 *   Not type: arrangements the employer sells to clients, or a word inside another word.
 * - null: the snippet does not state it.
 *
 * The split: every third snippet (index % 3 === 2) is held out. Rules were tuned by reading the
 * misses on the rest only; held-out misses are reported, never looked at to change the rules.
 */
export interface LabelledSnippet {
  source: 'jsearch' | 'indeed' | 'quoted' | 'job-sources' | 'fixture';
  text: string;
  pay: [number, number, 'hour' | 'day' | 'week' | 'month' | 'year', string] | null;
  workplace: Exclude<JobWorkplace, 'unknown'> | null;
  type: JobEmploymentType | null;
}

export const labelledSnippets: LabelledSnippet[] = [
  {
    source: 'jsearch',
    text: 'This position will require that you be onsite 3 days per week in the DC area.',
    pay: null,
    workplace: 'hybrid',
    type: null,
  },
  {
    source: 'jsearch',
    text: 'Must be a US Citizen. Target salary range for this position is $100,000 - $110,000.',
    pay: [100_000, 110_000, 'year', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'jsearch',
    text: 'Pay Range: Pay Range $81,250.00 - $146,875.00 The pay range for this job level is a general guideline only and not a guarantee of compensation or salary.',
    pay: [81_250, 146_875, 'year', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'jsearch',
    text: 'Title: Front-End Developer (Full-Time/W2/C2C) Location: Pittsburgh, PA Lake Mary, FL, NYC/Jersey city,NJ Exp. Level (Junior /Mid-Level/Senior)',
    pay: null,
    workplace: null,
    type: 'FULL_TIME',
  },
  {
    source: 'jsearch',
    text: 'The level of work is considered intermediate, and you must be able to work under minimal supervision. This position does not have any direct reports. #LI-Hybrid',
    pay: null,
    workplace: 'hybrid',
    type: null,
  },
  {
    source: 'jsearch',
    text: 'Onsite gym and subsidized cafeteria. Additional Requirements: This role is a hybrid work model in Chicago.',
    pay: null,
    workplace: 'hybrid',
    type: null,
  },
  {
    source: 'jsearch',
    text: 'Full Time / Part Time\nFull time\nRegular / Temporary\nRegular\nJob Exempt (Yes / No)\nYes\nJob Category\nInformation Technology',
    pay: null,
    workplace: null,
    type: 'FULL_TIME',
  },
  {
    source: 'jsearch',
    text: 'Salary:\n\nNorthpaw Marketing is seeking a junior Front End Developer to join our pack! (Remote/Virtual Role and in-office welcome)',
    pay: null,
    workplace: 'remote',
    type: null,
  },
  {
    source: 'jsearch',
    text: 'Northpaw offers competitive compensation as well as an innovative benefits package including healthcare, dental and vision benefits; generous paid time off; pet insurance; retirement contributions after a period of tenure; and flexible hours.',
    pay: null,
    workplace: null,
    type: null,
  },
  {
    source: 'indeed',
    text: 'Harbor Homes is currently recruiting for PART-TIME & PRN (as needed) Direct Support Professionals for our home in Alexandria, VA.',
    pay: null,
    workplace: null,
    type: 'PART_TIME',
  },
  {
    source: 'indeed',
    text: 'Pay: $18.00 - $22.00 per hour\n\nSchedule:\n- 8 hour shift\n- Day shift\n- Evening shift\n- Every weekend',
    pay: [18, 22, 'hour', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'indeed',
    text: 'Ability to commute to Alexandria, VA 22311 (Required)\n- Ability to relocate to Alexandria, Virginia before starting work (Required)\n- Willingness to travel: 25% (Required)\n- Work Location: In person',
    pay: null,
    workplace: 'onsite',
    type: null,
  },
  {
    source: 'indeed',
    text: 'Pay: $45,000.00 - $55,000.00 per year\n\nSchedule: Monday - Friday (8:00 a.m. - 4:00 p.m.), must be available for emergency on-calls',
    pay: [45_000, 55_000, 'year', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'indeed',
    text: 'Medical Specialty: Home Health\n- Hybrid work, must be located within Virginia\n- Ability to commute to Alexandria, VA 22311 (Required)\n- Work Location: In person',
    pay: null,
    workplace: 'hybrid',
    type: null,
  },
  {
    source: 'indeed',
    text: 'Job Types: Part-Time, PRN\n\nPay: $18.00 - $22.00 per hour\n\nExpected hours: No less than 25 per week',
    pay: [18, 22, 'hour', 'USD'],
    workplace: null,
    type: 'PART_TIME',
  },
  {
    source: 'indeed',
    text: 'Ability to stand, sit, walk and lift up to 25 lbs throughout shift. At least 21 years of age. Valid driver license. Background and DMV Checks.',
    pay: null,
    workplace: null,
    type: null,
  },
  {
    source: 'indeed',
    text: 'Applications MUST be made on our website. Job Type: Part-time\nPay: £18.38 per hour\nWork Location: In person\nApplication deadline: 04/10/2024',
    pay: [18.38, 18.38, 'hour', 'GBP'],
    workplace: 'onsite',
    type: 'PART_TIME',
  },
  {
    source: 'indeed',
    text: 'Job Types: Full-time, Permanent\n\nSalary: £7.75-£10.50 per hour\n\nBenefits:\n\nDiscounted or free food\nOn-site parking',
    pay: [7.75, 10.5, 'hour', 'GBP'],
    workplace: null,
    type: 'FULL_TIME',
  },
  {
    source: 'indeed',
    text: 'Job Type: Full-time\n\nSalary: ₹20,000.00 - ₹35,000.00 per month\n\nSchedule:\n• Day shift\n\nWork Location: In person',
    pay: [20_000, 35_000, 'month', 'INR'],
    workplace: 'onsite',
    type: 'FULL_TIME',
  },
  {
    source: 'quoted',
    text: 'Join Tidewater Climate, a nonprofit building flood-risk tools for coastal towns. You will own our data platform end to end.\nThe pay range for this role is:\n$150,000 - $190,000 USD',
    pay: [150_000, 190_000, 'year', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'jsearch',
    text: 'Salary Range\n\nCalifornia / New York: the pay range for this role is $190,500 - $262,500 per year.\n\nColorado / Washington / New Jersey: the pay range for this role is $171,000 - $235,500 per year.\n\nThis role will also be eligible for equity and benefits.',
    pay: [190_500, 262_500, 'year', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'The pay range for this role is $19.88 - $33.94 hourly. Individual compensation will be determined by experience, skills and location.',
    pay: [19.88, 33.94, 'hour', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'Starting wage: From $37.86+ per hour, with step increases after each year of service.',
    pay: [37.86, 37.86, 'hour', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'We offer a 401(k) with 4% match and a 10% annual bonus. The pay range for this role is $21.00 to $23.93.',
    pay: [21, 23.93, 'hour', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'This is a fully remote position open to candidates anywhere in the US.',
    pay: null,
    workplace: 'remote',
    type: null,
  },
  {
    source: 'quoted',
    text: 'This role is on-site at our downtown headquarters.',
    pay: null,
    workplace: 'onsite',
    type: null,
  },
  {
    source: 'quoted',
    text: 'We expect at least 4 days in the office per week, with the flexibility to work from home 1 day a week.',
    pay: null,
    workplace: 'hybrid',
    type: null,
  },
  {
    source: 'quoted',
    text: 'Hybrid work schedule, 3 days in office.',
    pay: null,
    workplace: 'hybrid',
    type: null,
  },
  {
    source: 'quoted',
    text: 'This is not a remote role. You will work from our Minneapolis plant floor alongside the maintenance crew.',
    pay: null,
    workplace: 'onsite',
    type: null,
  },
  {
    source: 'quoted',
    text: 'Our billing team uses remote deposit capture for payments.',
    pay: null,
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'Troubleshoot customer equipment using remote access tools and escalate hardware faults to field technicians.',
    pay: null,
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'Compensation: the base salary range for this role is $165,000 to $195,000 per year.',
    pay: [165_000, 195_000, 'year', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'Compensation is competitive and will be discussed during the hiring process.',
    pay: null,
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'The team sits together in our Chicago office four days a week.',
    pay: null,
    workplace: 'hybrid',
    type: null,
  },
  {
    source: 'quoted',
    text: 'This is a quota-carrying role with a named account list and a monthly travel budget of $1,500.',
    pay: null,
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'CloudEdge is expanding our 24/7 Network Operations Center and seeking NOC Technicians to join our night shift team. This is a fully remote position with opportunities for growth.',
    pay: null,
    workplace: 'remote',
    type: null,
  },
  {
    source: 'quoted',
    text: 'This position is 100% remote, working as part of a small, multi-functional team. You must be confident at working alone.',
    pay: null,
    workplace: 'remote',
    type: null,
  },
  {
    source: 'quoted',
    text: 'The salary range for this position is $52,000.00-$64,000.00 DOE. This position is 100% remote and based in the United States.',
    pay: [52_000, 64_000, 'year', 'USD'],
    workplace: 'remote',
    type: null,
  },
  {
    source: 'quoted',
    text: '- This position is 100% remote\n- Looking for around 3 to 5 years experience\n- Work will include projects, enhancements, and support',
    pay: null,
    workplace: 'remote',
    type: null,
  },
  {
    source: 'quoted',
    text: 'Stay up to date with industry trends, new technologies, and best practices related to .NET, HMI, and automated testing. This is a temporary position.',
    pay: null,
    workplace: null,
    type: 'TEMPORARY',
  },
  {
    source: 'quoted',
    text: 'This is a temporary position that is anticipated to end in November 2019. The City Charter creates the framework for City government.',
    pay: null,
    workplace: null,
    type: 'TEMPORARY',
  },
  {
    source: 'quoted',
    text: 'Engineer, platform team. This is a 6-month contract role.',
    pay: null,
    workplace: null,
    type: 'CONTRACT',
  },
  {
    source: 'quoted',
    text: 'Jump-start your film career in our paid internship program. Gain support, training, and a like-minded network. We have positions in New York and Los Angeles.',
    pay: null,
    workplace: null,
    type: 'INTERN',
  },
  {
    source: 'quoted',
    text: 'A 10-week paid internship focused on data analysis and machine learning. Accessible workplace with full assistive technology support.',
    pay: null,
    workplace: null,
    type: 'INTERN',
  },
  {
    source: 'quoted',
    text: "We're hiring senior and staff backend engineers. Full-time or contract-to-hire. $175k-200k + equity + great healthcare. Remote in the continental US.",
    pay: [175_000, 200_000, 'year', 'USD'],
    workplace: 'remote',
    type: 'FULL_TIME',
  },
  {
    source: 'job-sources',
    text: 'Acme Robotics builds warehouse robots.\nWhat you will do\nDesign Node.js services\nThe US base salary range for this role is $160,000 - $190,000.',
    pay: [160_000, 190_000, 'year', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'job-sources',
    text: 'Hourly role, $28 - $34 per hour.',
    pay: [28, 34, 'hour', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'job-sources',
    text: 'Lead our customer engagement team.\n10+ years in customer success\nSalary range $170,000 - $210,000 per year.',
    pay: [170_000, 210_000, 'year', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'job-sources',
    text: 'Acme is hiring a Platform Engineer. You will own our deployment tooling.\nRequirements\n5+ years with TypeScript\nKubernetes experience',
    pay: null,
    workplace: null,
    type: null,
  },
  {
    source: 'job-sources',
    text: 'Base salary range for New York.',
    pay: null,
    workplace: null,
    type: null,
  },
  {
    source: 'fixture',
    text: 'Acme Robotics builds warehouse robots.\nDesign Node.js services\nSalary & equity.',
    pay: null,
    workplace: null,
    type: null,
  },
  {
    source: 'fixture',
    text: 'Part time care assistant.',
    pay: null,
    workplace: null,
    type: 'PART_TIME',
  },
  {
    source: 'fixture',
    text: 'Night trunking & tramping…',
    pay: null,
    workplace: null,
    type: null,
  },
  {
    source: 'job-sources',
    text: 'Salary: $150k - $190k. Build our fleet API.',
    pay: [150_000, 190_000, 'year', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'Driver/Receptionist - Per Diem. Transport residents to appointments and greet visitors at the front desk.',
    pay: null,
    workplace: null,
    type: 'PER_DIEM',
  },
  {
    source: 'quoted',
    text: 'Our recruiters help facilities fill per diem, contract and permanent nursing roles with pre-credentialed nurses, typically for less than traditional agency rates.',
    pay: null,
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'Review readings from our remote patient monitoring program and call patients whose values fall outside range. This role works from our Tampa care center.',
    pay: null,
    workplace: 'onsite',
    type: null,
  },
  {
    source: 'quoted',
    text: 'You will help clinics grow remote patient monitoring revenue, which averages $120+ per patient per month.',
    pay: null,
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'The base salary range for this position is $148,500 - $313,700 annually.',
    pay: [148_500, 313_700, 'year', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'The typical starting salary range for this role is $140,000 - $220,000 annually.',
    pay: [140_000, 220_000, 'year', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'Pay Range: $25.00 - $30.00 per hour depending on experience.',
    pay: [25, 30, 'hour', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'Pay Range: $90,000-$120,000 USD Benefits: All job offers will be based on experience and location.',
    pay: [90_000, 120_000, 'year', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'Compensation: USD 232,000–282,000 per year',
    pay: [232_000, 282_000, 'year', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'US: $240000 - $334000 (USD) + 25% bonus target + equity',
    pay: [240_000, 334_000, 'year', 'USD'],
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'We have 20-50 employees across three offices.',
    pay: null,
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'We offer a salary of €65,000 - €80,000 per year.',
    pay: [65_000, 80_000, 'year', 'EUR'],
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'Base pay: £45k-£55k per annum plus bonus.',
    pay: [45_000, 55_000, 'year', 'GBP'],
    workplace: null,
    type: null,
  },
  {
    source: 'quoted',
    text: 'Hourly rate of £45 per hour for contract work.',
    pay: [45, 45, 'hour', 'GBP'],
    workplace: null,
    type: 'CONTRACT',
  },
  {
    source: 'quoted',
    text: 'Benefits Include - Medical, dental, and vision insurance - Remote-flexible workforce - Wellness Programs.',
    pay: null,
    workplace: 'remote',
    type: null,
  },
  {
    source: 'quoted',
    text: 'This is a fully remote position, allowing you to work from home or location of record within the U.S. with no in-office requirements.',
    pay: null,
    workplace: 'remote',
    type: null,
  },
  {
    source: 'quoted',
    text: 'This is a remote opportunity within the US.',
    pay: null,
    workplace: 'remote',
    type: null,
  },
  {
    source: 'quoted',
    text: 'Remote role with quarterly office visits.',
    pay: null,
    workplace: 'remote',
    type: null,
  },
  {
    source: 'quoted',
    text: 'This role is mostly onsite with limited flexibility.',
    pay: null,
    workplace: 'onsite',
    type: null,
  },
  {
    source: 'quoted',
    text: 'Seasonal Warehouse Associate: load and unload trailers during peak season, November through January.',
    pay: null,
    workplace: null,
    type: 'TEMPORARY',
  },
  {
    source: 'quoted',
    text: 'You must work onsite at the clinic.',
    pay: null,
    workplace: 'onsite',
    type: null,
  },
  {
    source: 'quoted',
    text: 'Our billing team is hybrid: two days at our Phoenix facility, the rest from home.',
    pay: null,
    workplace: 'hybrid',
    type: null,
  },
  {
    source: 'jsearch',
    text: 'Build and maintain applications using browser-based JavaScript. Comprehensive benefits package, including medical, dental, vision, 401k savings plan, retirement plan, paid time off, and transit benefit.',
    pay: null,
    workplace: null,
    type: null,
  },
  {
    source: 'indeed',
    text: 'As a Field Service Technician in our Energy and Charging Field Service team, you will play a vital role in making sure our Energy Storage products and our Superchargers are operating at their best.',
    pay: null,
    workplace: null,
    type: null,
  },
  {
    source: 'indeed',
    text: 'The Marist School seeks a motivated Teacher of Spanish to join our Modern Foreign Languages Department on a fixed term basis until August 2025.',
    pay: null,
    workplace: null,
    type: 'TEMPORARY',
  },
  {
    source: 'job-sources',
    text: 'Support Agent (Teilzeit). Help our customers in German and English.',
    pay: null,
    workplace: null,
    type: 'PART_TIME',
  },
];

export const isHeldOut = (index: number) => index % 3 === 2;
