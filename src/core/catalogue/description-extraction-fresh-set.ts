import type { LabelledSnippet } from './description-extraction-set.ts';

const snippet = (
  text: string,
  labels: Partial<Pick<LabelledSnippet, 'pay' | 'workplace' | 'type'>>,
): LabelledSnippet => ({
  source: 'quoted',
  text,
  pay: labels.pay ?? null,
  workplace: labels.workplace ?? null,
  type: labels.type ?? null,
});

/**
 * A second held-out set, collected and labelled (by the rules in description-extraction-set.ts)
 * only after the extractor was written, and measured once: the first set's held-out third was
 * read while the patterns were written, so it is not blind; this one is. Sources: posting text
 * quoted in other public projects' tests and sample data (Indeed "Job Type"/"Pay" blocks, a JSearch
 * capture, Ashby and Greenhouse postings), employer names replaced.
 */
export const freshSnippets: LabelledSnippet[] = [
  snippet(
    'Job Title: AI Engineer Job Type: Contractor (~15 hrs a week) Location: Remote Schedule: Flexible, you pick the hours and days (including weekends if desired)',
    { workplace: 'remote', type: 'CONTRACT' },
  ),
  snippet('Employment Type: Internship\nDuration 6 months.', { type: 'INTERN' }),
  snippet('Job Type: Contract\n6-month project.', { type: 'CONTRACT' }),
  snippet('Job Type: Contract\nPay: PKR 50k - 120k per month', {
    type: 'CONTRACT',
    pay: [50_000, 120_000, 'month', 'PKR'],
  }),
  snippet(
    'Please respond with your resume. US Citizens and all other parties authorized to work in the US are encouraged to apply.\n\nJob Type: Contract\n\nSalary: $80,000.00 /year',
    { type: 'CONTRACT', pay: [80_000, 80_000, 'year', 'USD'] },
  ),
  snippet(
    'Senior Full Stack Developer - Remote\nCompany: Brightwave Solutions\nLocation: Remote (US)\nEmployment Type: Full-time',
    { workplace: 'remote', type: 'FULL_TIME' },
  ),
  snippet(
    'Job Title: Full Stack AI Engineer\nDepartment: Engineering\nLocation: Bengaluru / Remote\nEmployment Type: Full-time\nSeniority: Senior',
    { workplace: 'remote', type: 'FULL_TIME' },
  ),
  snippet(
    'Location: USA (Remote) | Employment Type: Full-time Company Overview: Northdata powers the connection between unstructured data management and AI.',
    { workplace: 'remote', type: 'FULL_TIME' },
  ),
  snippet('compensation: USD 129,000.00 - 171,000.00 per year plus benefits', {
    pay: [129_000, 171_000, 'year', 'USD'],
  }),
  snippet('pay rate is $85 - $92 per hour depending on experience', {
    pay: [85, 92, 'hour', 'USD'],
  }),
  snippet('we offer a 401(k) and great benefits', {}),
  snippet(
    'We need a welder for a local fabrication shop. MIG and TIG experience required, 2 years minimum. Pays $24-$28 per hour depending on experience. Second shift, 2pm to 10:30pm. Steel-toe boots required. The shop is in Ennis, TX.',
    { pay: [24, 28, 'hour', 'USD'] },
  ),
  snippet(
    'Schedule: Full-time\n\nCompensation & Benefits\n- Pay range: $19-$24 per hour depending on experience\n- Medical, dental, vision insurance\n- 401(k) with company match',
    { type: 'FULL_TIME', pay: [19, 24, 'hour', 'USD'] },
  ),
  snippet('We pay $10 per hour depending on experience. Apply now.', {
    pay: [10, 10, 'hour', 'USD'],
  }),
  snippet('This is an onsite role. You will collaborate with remote teams.', {
    workplace: 'onsite',
  }),
  snippet('Work onsite five days a week with the Austin platform team.', { workplace: 'onsite' }),
  snippet(
    'You will learn how data moves from a soil probe to a farm dashboard and take over one pipeline in your first six months. This is an Onsite role in Brisbane.',
    { workplace: 'onsite' },
  ),
  snippet('Only for candidates already based in Portugal. Remote within Portugal.', {
    workplace: 'remote',
  }),
  snippet('This is an onsite role in Limassol and relocation to Cyprus is required.', {
    workplace: 'onsite',
  }),
  snippet('Hybrid role, 3 days in office.', { workplace: 'hybrid' }),
  snippet('Great team, great mission.', {}),
  snippet(
    'This is a hybrid role (3 days onsite)\n\nSpecial Factors\n\nSponsorship\nThe company is not offering visa sponsorship for this position.',
    { workplace: 'hybrid' },
  ),
  snippet(
    'The firm has implemented a hybrid working model for the majority of our crew members, designed to capture the benefits of enhanced flexibility while enabling in-person learning, collaboration, and connection.',
    { workplace: 'hybrid' },
  ),
  snippet(
    'Title: Front-End Developer Specialist (Hybrid). Work with the latest technology including Angular, Vue.js, Javascript, HTML and CSS.',
    { workplace: 'hybrid' },
  ),
  snippet(
    'Competitive Pay: $15-25+ per hour depending on experience. Work when you want, set your own hours. Teach 5 hours/week or 40+.',
    { pay: [15, 25, 'hour', 'USD'] },
  ),
  snippet(
    'Coaches set their own hourly rates, typically ranging from $30-150+ per hour depending on experience and specialization. Top coaches on our platform earn $2,000+ per month.',
    {},
  ),
  snippet('Paid time off. Travel & Per Diem reimbursed for client visits.', {}),
  snippet('Department: Engineering. This role is onsite at our Phoenix facility.', {
    workplace: 'onsite',
  }),
];
