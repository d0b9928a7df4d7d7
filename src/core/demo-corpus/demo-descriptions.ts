import type { Industry } from '../../shared/industries.ts';
import type { Occupation } from '../occupations/occupation-schema.ts';
import type { SeededRandom } from './seeded-random.ts';

export interface DescriptionInput {
  occupation: Occupation;
  title: string;
  company: string;
  industry: Industry;
  city: string;
  state: string;
  workplace: 'remote' | 'hybrid' | 'onsite';
  /** A sentence stating the pay, for boards whose payloads carry pay only in the text. */
  payText: string | null;
  requisitionId: string;
}

const served: Record<Industry, string> = {
  Healthcare: 'patients and families',
  Technology: 'customers and developers',
  Finance: 'members and clients',
  Education: 'students and families',
  Retail: 'shoppers',
  Manufacturing: 'industrial customers',
  Transportation: 'shippers and riders',
  Construction: 'owners and developers',
  Energy: 'homes and businesses',
  Entertainment: 'audiences and fans',
  Hospitality: 'guests',
  'Real Estate': 'residents and owners',
  Agriculture: 'growers and food buyers',
  Telecommunications: 'subscribers',
  'Legal Services': 'clients',
  Aerospace: 'airlines and government programs',
  Government: 'residents',
  Nonprofit: 'neighbors in need',
  'Food Services': 'diners',
  Automotive: 'drivers',
};

const intros = [
  (d: DescriptionInput) =>
    `${d.company} is hiring a ${d.title} to join our team in ${d.city}, ${d.state}.`,
  (d: DescriptionInput) =>
    `Join ${d.company} as a ${d.title} and make a difference for the ${served[d.industry]} we serve.`,
  (d: DescriptionInput) => `We are looking for a dependable ${d.title} for our ${d.city} location.`,
  (d: DescriptionInput) =>
    `${d.company} has an opening for a ${d.title} who takes pride in quality work.`,
  (d: DescriptionInput) => `Our ${d.city} team is growing, and we need an experienced ${d.title}.`,
];
const abouts = [
  (d: DescriptionInput) =>
    `${d.company} has served ${served[d.industry]} across ${d.state} for decades.`,
  (d: DescriptionInput) =>
    `At ${d.company}, ${served[d.industry]} come first, and so do the people who serve them.`,
  (d: DescriptionInput) =>
    `${d.company} is a ${d.industry.toLowerCase()} employer known for training and promoting from within.`,
];
const duties = [
  (term: string) => `Perform ${term} to our standards and document your work`,
  (term: string) => `Take ownership of ${term} for your shift or area`,
  (term: string) => `Support the team with ${term} during busy periods`,
  (term: string) => `Apply ${term} safely and accurately every day`,
  (term: string) => `Train newer colleagues in ${term}`,
  (term: string) => `Handle ${term} with attention to detail`,
];
const perks = [
  'Medical, dental and vision coverage from day one',
  '401(k) with employer match',
  'Paid time off and paid holidays',
  'Tuition and certification reimbursement',
  'Employee assistance program',
  'Uniform and tool allowance',
  'Overtime opportunities',
  'Paid parental leave',
  'Clear paths to promotion',
];
/**
 * Where shifts are normal (health care, protective service, food, cleaning, personal care,
 * production, transport and material moving: SOC major groups below), postings state them, in
 * rough proportions of shift work: about half days, a fifth evenings, a fifth nights, the rest
 * rotating or on call, weekends in close to half (decision 047). Repeated lines are the weights.
 */
const SHIFT_WORK_MAJOR_GROUPS = new Set(['29', '31', '33', '35', '37', '39', '51', '53']);
const shiftSchedules = [
  ...Array(3).fill('Day shift, 7:00 a.m. to 3:30 p.m.'),
  ...Array(3).fill('Day shift with every other weekend.'),
  ...Array(3).fill('First shift, Monday to Friday.'),
  ...Array(2).fill('Second shift, 3:00 p.m. to 11:30 p.m.'),
  ...Array(2).fill('Evening shift with rotating weekends.'),
  ...Array(2).fill('Night shift, 7p-7a.'),
  ...Array(2).fill('Overnight shift, 11:00 p.m. to 7:30 a.m., every other weekend.'),
  ...Array(2).fill('Rotating shifts, including some weekends.'),
  'Variable schedule with an on-call rotation.',
] as string[];
const officeSchedules = [
  'Monday to Friday, 8:00 a.m. to 5:00 p.m.',
  'Monday to Friday, standard business hours.',
  'Flexible hours agreed with your manager.',
  'Core hours of 10 to 3, the rest flexible.',
];
const schedulesOf = (occupation: Occupation) =>
  SHIFT_WORK_MAJOR_GROUPS.has(occupation.soc.slice(0, 2)) ? shiftSchedules : officeSchedules;

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};
export const escapeHtml = (text: string) =>
  /[&<>"]/.test(text) ? text.replace(/[&<>"]/g, (char) => htmlEntities[char] ?? char) : text;

const listItems = (items: string[]) =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** A plausible posting body assembled from the occupation's own skills, tools and certifications. */
export function buildDescription(input: DescriptionInput, random: SeededRandom): string {
  const { occupation } = input;
  const d = { ...input, title: escapeHtml(input.title), company: escapeHtml(input.company) };
  const skills = random.sample(occupation.skills, random.int(4, 6)).map(escapeHtml);
  const tools = random.sample(occupation.tools, random.int(2, 4)).map(escapeHtml);
  const certs = random
    .sample(occupation.certifications, random.int(1, 2))
    .map((cert) => ({ name: escapeHtml(cert.name), organization: escapeHtml(cert.organization) }));
  const years = random.int(1, 7);
  const workplaceLine =
    d.workplace === 'remote'
      ? 'This is a fully remote role open to candidates across the United States.'
      : d.workplace === 'hybrid'
        ? `This hybrid role works from our ${d.city} office three days a week.`
        : `This role is on site in ${d.city}, ${d.state}.`;
  const requirements = [
    `${years}+ years of experience in ${skills[0] ?? escapeHtml(occupation.title.toLowerCase())}`,
    `Working knowledge of ${tools.join(', ')}`,
    ...certs.map((cert, index) =>
      index === 0 && random.chance(0.6)
        ? `${cert.name} (${cert.organization}) required`
        : `${cert.name} preferred`,
    ),
    random.pick([
      'Clear communication with colleagues and customers',
      'A reliable, safety-first approach',
      'Comfort with a fast-paced environment',
      'Strong organization and follow-through',
    ]),
  ];
  const sections = [
    `<p>${random.pick(intros)(d)} ${random.pick(abouts)(d)}</p>`,
    // Boards show the occupation beside a job's own title ("ICU Nurse" is a registered nurse),
    // so a search for the occupation finds every title it goes by.
    `<p>${workplaceLine} Schedule: ${random.pick(schedulesOf(occupation))} Job family: ${escapeHtml(occupation.title)}.</p>`,
    `<h3>What you will do</h3>${listItems(skills.map((skill) => random.pick(duties)(skill)))}`,
    `<h3>What you will bring</h3>${listItems(requirements)}`,
    `<h3>Benefits</h3>${listItems(random.sample(perks, random.int(3, 5)))}`,
  ];
  if (d.payText) sections.push(`<p>${escapeHtml(d.payText)}</p>`);
  sections.push(
    `<p><em>Requisition ${d.requisitionId}. Demo posting: ${d.company} is a fictional employer in ` +
      'Hireloop&#39;s offline demo catalogue.</em></p>',
  );
  return sections.join('');
}
