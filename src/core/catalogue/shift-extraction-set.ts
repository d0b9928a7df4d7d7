import type { JobShift } from '../../shared/shift-labels.ts';

/**
 * Hand-labelled posting sentences for measuring `extractShiftsFromText` (decision 047). Longer
 * than 300 lines would need a reason; this is data, one entry per sentence.
 *
 * Where the text comes from (employer names kept only where the source names them publicly):
 * - `hospital`: schedule lines of US hospital postings (Parkview, Ascension, Wellstar, Geisinger,
 *   Broward Health, Lee Health, UNC Health, Vandalia, St. Luke's, Nemours, BayCare, Owensboro,
 *   Bayhealth, AdventHealth, Cone Health, Blythedale…) quoted with their row ids in a public
 *   scraper's test file.
 * - `indeed`: Indeed "Schedule:" blocks and bodies kept as job pages or sample data in public
 *   repositories (a warehouse stock associate, an order fulfilment associate), and the Indeed
 *   snippets already in description-extraction-set.ts.
 * - `posting`: other public postings committed to repositories (a grain elevator night shift, a
 *   shelter night manager, a hospital's open-positions page, a data-centre role, a security tech
 *   posting, a Fountain security-guard feed) and the captured postings of this repository's
 *   fixtures and eval data.
 * The sentences were collected and labelled before the extractor's rules were tuned.
 *
 * Labelling rules: a shift is labelled when the text says the job is worked in it. DAY, EVENING,
 * NIGHT: by the words, or by a span of hours (starting 4–12 h: day; 12–19 h: evening; ending
 * after 2 a.m. or starting later: night); "Monday–Friday" with no other time of day is DAY;
 * a 24-hour shift is DAY and NIGHT. WEEKEND: weekend work is part of the schedule (every other,
 * rotating, required, as needed). ROTATING: rotating or variable shifts, on-call duty. Not a
 * shift: pay differentials, "no nights", "no weekends", "home weekends" (a driver's time off),
 * a shift's length alone ("12-hour shifts"), a legend of shift numbers.
 *
 * The split: every third sentence (index % 3 === 2) is held out; rules were tuned on the rest.
 */
export interface LabelledShiftSentence {
  source: 'hospital' | 'indeed' | 'posting';
  text: string;
  shifts: JobShift[];
}

const s = (
  source: LabelledShiftSentence['source'],
  text: string,
  shifts: JobShift[],
): LabelledShiftSentence => ({ source, text, shifts });

export const labelledShiftSentences: LabelledShiftSentence[] = [
  s(
    'hospital',
    'Culture: World-class teamwork, Personalized health journeys for co-workers and family members\n\nSchedule: Nights shift · 7p-7a',
    ['NIGHT'],
  ),
  s(
    'hospital',
    'Department/Specialty: Elmbrook Internal Medicine\n\nSchedule: Day-shift, part-time\n\nHow you’ll make an impact in this role',
    ['DAY'],
  ),
  s('hospital', 'Work Shift\nDay (United States of America)\n\nJob Summary:\nRegistered Nurse', [
    'DAY',
  ]),
  s(
    'hospital',
    'Specialty specific skills\n\nWork Shift\nVariable (United States of America)\n\nLocation\nGHS Eye Institute',
    ['ROTATING'],
  ),
  s(
    'hospital',
    'Location:\nGeisinger Medical Center (GMC)\n\nShift:\nRotation (United States of America)\n\nScheduled Weekly Hours:\n40',
    ['ROTATING'],
  ),
  s(
    'hospital',
    'Position Status:\nFull time\nShift:\nFirst Shift (Days - Less than 12 hours per shift) (United States of America)\nHours per week:\n40',
    ['DAY'],
  ),
  s(
    'hospital',
    'Broward Health Coral Springs\n\nCoral Springs FL\n\nShift: 1st (Days)\n\nFTE: .01 (Pool)',
    ['DAY'],
  ),
  s(
    'hospital',
    'Department: HC for the Homeless\n\nReq 34022\n\nShift: Shift 1\n\nFTE: 1.000000\n\nSummary:',
    ['DAY'],
  ),
  s(
    'hospital',
    'Department: Emergency Services\n\nWork Type: Full Time\n\nShift: Shift 3/7:00 PM to 7:30 AM\n\nMinimum to Midpoint Pay Rate: $33.37 - $45.05 / hour',
    ['NIGHT'],
  ),
  s(
    'hospital',
    'Department: Rehabilitation Services\n\nWork Type: Full Time\n\nShift: Shift 1/8:00:00 AM to 5:00:00 PM',
    ['DAY'],
  ),
  s('hospital', 'or any other status protected by law.\n\nSchedule: Day Job', ['DAY']),
  s(
    'hospital',
    'Work Assignment Type: Onsite\n\nWork Schedule: Night Job\n\nLocation of Job: US:NC:Chapel Hill',
    ['NIGHT'],
  ),
  s(
    'hospital',
    '• Basic Life Support (Required) Within 30 days of hire\n\nWork Schedule: Nights\n\nStatus: 72 hrs per pay',
    ['NIGHT'],
  ),
  s(
    'hospital',
    'Must be team orientated\n\nThree 12-hour shifts, 0700-1930.\n\nThe position comes with an excellent benefits package.',
    ['DAY'],
  ),
  s(
    'hospital',
    'This PART -TIME position consisting of 48 hours every 2 weeks. Rotating shifts, 0700-1930 and 1900-0730.',
    ['DAY', 'NIGHT', 'ROTATING'],
  ),
  s('hospital', 'Shift 1 = Days, 2 = Evenings, 3 = Nights, 4 = Varies', []),
  s(
    'hospital',
    "one of Fortune's 100 Best Companies to Work For, and in the 2025-2026 U.S. News & World Report Best Hospital Rankings",
    [],
  ),
  s(
    'hospital',
    "Shift\nNight differential applies to all hours worked after 7 o'clock for eligible staff.",
    [],
  ),
  s(
    'hospital',
    'Status: Full Time, Exempt: No\n\nShift Hours: 6:45AM - 7:15PM\n\nShift: Shift 1\n\nWeekend Work: Every Other',
    ['DAY', 'WEEKEND'],
  ),
  s(
    'hospital',
    "Certified nurse's aides are eligible for evening shift, night shift and New York State CNA certification differentials.\n\nSchedule: Day shift",
    ['DAY'],
  ),
  s(
    'hospital',
    'Work Type: PRN\n\nHours Per Week: 36.00\n\nWork Schedule: Variable\n\nSalary Range : $65.00-$65.00',
    ['ROTATING'],
  ),
  s(
    'hospital',
    'Shift:\nNights (United States of America)\n\nScheduled Weekly Hours:\n36\n\nWorker Type:\nRegular',
    ['NIGHT'],
  ),
  s('hospital', 'Work Shift:NightScheduled Weekly Hours :36DepartmentPulmonary', ['NIGHT']),
  s('hospital', 'Department: Emergency Dept Nursing\n\nHours: 24.00 per week\n\nShift: Days', [
    'DAY',
  ]),
  s(
    'hospital',
    'Work Hours: 7a-7:30p | Status: Full Time - 0.9 FTE (72 hours per pay period) | Entity: Owensboro Health',
    ['DAY'],
  ),
  s(
    'hospital',
    'Days off: Fixed If fixed, days off: Saturday & Sunday\nHours per pay period: 80',
    [],
  ),
  s('hospital', 'Location: Sussex Campus Hospital\n\nStatus: Full Time 72 Hours\n\nShift: Nights', [
    'NIGHT',
  ]),
  s('hospital', 'Schedule: Full time, 36 hours\n\nShift: Days, 9:00am to 9:00pm', ['DAY']),
  s(
    'hospital',
    'On Call Required\nYes\n\nFTE:\n0.67\n\nJob Type:\nBenefit Eligible (20-39) Hours/Week',
    ['ROTATING'],
  ),
  s('hospital', 'Full time, 40.00 hours per week, day shift', ['DAY']),
  s('hospital', 'Full Time, 12 hour shifts, nights', ['NIGHT']),
  s(
    'hospital',
    'Work Shift :\nFlexible Schedule (United States of America)\n\nFTE:\n0.0003\n\nJob Type:\nRelief (PRN)',
    [],
  ),
  s('hospital', 'matched retirement plans for team members working 32+ hours per pay period.', []),
  s('indeed', 'Starting Pay is $16.00 per hour Monday - Friday 7:00am - 3:30pm schedule', ['DAY']),
  s(
    'indeed',
    'Schedule:\n\n* 8 hour shift\n* Day shift\n* Monday to Friday\n* No nights\n* No weekends\n\nWork Location: One location',
    ['DAY'],
  ),
  s('indeed', 'Schedule: 7:00 a.m. - 3:30 p.m. Monday - Friday\n\nPay Rate: $14.00/hr', ['DAY']),
  s(
    'indeed',
    'Job Type: Full-time\n\nSalary: ₹20,000.00 - ₹35,000.00 per month\n\nSchedule:\n• Day shift\n\nWork Location: In person',
    ['DAY'],
  ),
  s(
    'indeed',
    'Pay: $18.00 - $22.00 per hour\n\nSchedule:\n- 8 hour shift\n- Day shift\n- Evening shift\n- Every weekend',
    ['DAY', 'EVENING', 'WEEKEND'],
  ),
  s(
    'indeed',
    'Pay: $45,000.00 - $55,000.00 per year\n\nSchedule: Monday - Friday (8:00 a.m. - 4:00 p.m.), must be available for emergency on-calls',
    ['DAY', 'ROTATING'],
  ),
  s(
    'indeed',
    'Ability to stand, sit, walk and lift up to 25 lbs throughout shift. At least 21 years of age. Valid driver license.',
    [],
  ),
  s(
    'indeed',
    'Job Title: AI Engineer Job Type: Contractor (~15 hrs a week) Location: Remote Schedule: Flexible, you pick the hours and days (including weekends if desired)',
    [],
  ),
  s(
    'indeed',
    'Schedule: Full-time\n\nCompensation & Benefits\n- Pay range: $19-$24 per hour depending on experience',
    [],
  ),
  s(
    'posting',
    'hours will be 7.00 PM to 7.00 AM (Night Shift) Monday thru Sunday with one day off per week.',
    ['NIGHT'],
  ),
  s(
    'posting',
    'The Night Manager is responsible for services rendered to male residents and guests of Ozanam Inn and for the operation of the facility during night hours. This shift is scheduled for 4 PM – 8 AM and will alternate with 2 other managers.',
    ['NIGHT'],
  ),
  s('posting', 'ICU - (RN) - Full time (7p-7a)\nQUALIFICATIONS:\nCurrent Georgia RN license', [
    'NIGHT',
  ]),
  s(
    'posting',
    '1 role is day shift and 1 is night shift. This team works twelve hour shifts. 7a-7p and 7p-7a. They alternate 3 days and 4 days a week.',
    ['DAY', 'NIGHT'],
  ),
  s('posting', 'Team: Commercial\nschedule: Second Shift (2:00 PM - 10:30 PM)', ['EVENING']),
  s(
    'posting',
    'We are seeking to immediately hire Professional Security Guard for full-time and part-time positions, flexible schedule for morning and afternoon shifts',
    ['DAY', 'EVENING'],
  ),
  s(
    'posting',
    'CloudEdge is expanding our 24/7 Network Operations Center and seeking NOC Technicians to join our night shift team.',
    ['NIGHT'],
  ),
  s('posting', 'Production MIG welder building railcar components on second shift.', ['EVENING']),
  s(
    'posting',
    'Regional CDL-A truck driver, dry van, home every weekend. Clean MVR, 1 year tractor-trailer experience.',
    [],
  ),
  s(
    'posting',
    'Urgent care medical assistant: vitals, EKGs, phlebotomy, splinting. Rotating weekends.',
    ['WEEKEND'],
  ),
  s('posting', 'Charge LPN - Nights', ['NIGHT']),
  s('posting', 'Twelve-hour shifts with every other weekend.', ['WEEKEND']),
  s(
    'posting',
    'MIG and TIG experience required, 2 years minimum. Pays $24-$28 per hour depending on experience. Second shift, 2pm to 10:30pm.',
    ['EVENING'],
  ),
  s(
    'posting',
    'Registered nurse for a medical-surgical unit in Houston: patient care, medication administration, IV therapy, charting in Epic. Three 12-hour shifts.',
    [],
  ),
  s('posting', '911 response on a BLS unit, 24-hour shifts.', ['DAY', 'NIGHT']),
  s('posting', 'Backend services in Go on AWS, on-call, mentoring.', ['ROTATING']),
  s('posting', 'Office building nights, floor care.', ['NIGHT']),
  s('posting', 'Breakfast line cook, no late nights.', []),
  s('posting', 'Outpatient clinic with scheduled appointments, no nights.', []),
  s('posting', 'Regional lanes, home on weekends.', []),
  s('posting', 'Code reviews, testing and on-call rotation.', ['ROTATING']),
  s('posting', 'Supervise 35 associates on the night shift.', ['NIGHT']),
  s('posting', 'Local routes, home daily, back at the yard every evening.', []),
  s('posting', 'Pick, pack and stow, 10-hour shifts.', []),
];

export const isHeldOutShiftSentence = (index: number) => index % 3 === 2;
