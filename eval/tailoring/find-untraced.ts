import { occupations } from '../../src/core/occupations/occupations.ts';
import type { TailorInput } from '../../src/core/tailoring/types.ts';
import { employmentTypeLabels } from '../../src/shared/employment-type-labels.ts';
import { MONTH_NAMES } from '../../src/shared/month-names.ts';
import type { ApplicationPackage } from '../../src/shared/schemas/tailoring.ts';
import { resumeSectionHeadings } from '../../src/shared/schemas/tailoring.ts';
import { shiftLabels } from '../../src/shared/shift-labels.ts';
import { containsTerm, normalizeText } from './match-terms.ts';
import { printLetter, printResumeLines } from './print-package.ts';

/**
 * An independent truth check of the finished documents (decision 055), written apart from the
 * tailoring's own check so it cannot share its blind spots. A claim is untraced when:
 * - a number (a year, a count, a duration) appears nowhere in the profile or preferences and is
 *   not a span of the work history counted to `today` (whole years or months, rounded any way);
 * - a month and year ("Mar 2020") is not a start, end, issue or expiry date of the profile;
 * - a capitalized word (a name: employer, school, title, degree, place, certification) is not a
 *   word of the profile or preferences, of the posting's title and company, or of a spelling of a
 *   requirement the pair's hand-written `meets` list says the profile meets;
 * - a certification of the occupation catalogue is named but not in the profile or preferences.
 * In a letter, a clause that does not speak of the applicant ("you ask for…", the company's
 * name) may also take its words from the posting: a statement about the employer.
 */
export interface UntracedClaim {
  document: 'resume' | 'letter';
  kind: 'number' | 'date' | 'name' | 'certification';
  text: string;
  line: string;
}

const MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());
const MONTH_ABBREVIATIONS = MONTHS.map((name) => name.slice(0, 3));

/**
 * Words that start sentences or fill a letter's frame and name nothing: function words, the
 * standard resume headings, greetings and closings, month names. Never a noun that names a thing.
 */
const FRAME_WORDS = new Set(
  [
    ...Object.values(resumeSectionHeadings).flatMap((heading) => heading.split(' ')),
    ...MONTHS,
    ...MONTH_ABBREVIATIONS,
    ...[
      'sept present current i m ve d ll s t my me the a an and or in at as with for on of to ',
      'by from during over since before after this that these those your you we our it its there ',
      'here when while where what which who how each every both also most more recently currently ',
      'previously today now then thank thanks dear sincerely regards best kind warm respectfully ',
      'please yours hiring team manager mr ms mrs mx dr issued expires expired valid until',
    ]
      .join('')
      .split(' '),
  ].map((word) => word.toLowerCase()),
);

const acronym = (name: string) => /^[A-Z0-9-]{2,6}$/.test(name);

interface CatalogueCertification {
  name: string;
  /** Acronyms by their exact letters ("CPR", never "cpr" in prose); longer names without case. */
  inText: (text: string, normalized: string) => boolean;
}

let certificationNames: CatalogueCertification[] | undefined;
function catalogueCertifications(): CatalogueCertification[] {
  if (!certificationNames) {
    const names = new Set<string>();
    for (const occupation of occupations()) {
      for (const certification of occupation.certifications) names.add(certification.name);
    }
    certificationNames = [...names]
      .filter((name) => name.length >= 2)
      .map((name) => {
        if (acronym(name)) {
          const pattern = new RegExp(`(^|[^A-Za-z0-9])${name}($|[^A-Za-z0-9])`);
          return { name, inText: (text: string) => pattern.test(text) };
        }
        const needle = normalizeText(name);
        return { name, inText: (_text: string, normalized: string) => normalized.includes(needle) };
      });
  }
  return certificationNames;
}

const numbersIn = (text: string) =>
  [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map((match) => Number(match[0].replace(/,/g, '')));

function monthsBetween(start: string, end: string): number {
  const [sy, sm] = start.split('-').map(Number);
  const [ey, em] = end.split('-').map(Number);
  return ((ey ?? 0) - (sy ?? 0)) * 12 + ((em ?? 0) - (sm ?? 0));
}

/** Every span of the work history a document may state: per entry, summed, first start to now. */
function spans(input: TailorInput): number[] {
  const today = input.today.slice(0, 7);
  const months: number[] = [];
  const dated = input.profile.workExperience.filter((entry) => entry.startDate);
  for (const entry of dated) months.push(monthsBetween(entry.startDate, entry.endDate || today));
  if (dated.length > 0) {
    months.push(months.reduce((sum, value) => sum + value, 0));
    const first = dated.map((entry) => entry.startDate).sort()[0] ?? today;
    months.push(monthsBetween(first, today));
  }
  const values = new Set<number>();
  for (const count of months) {
    values.add(count);
    for (const years of [Math.floor(count / 12), Math.round(count / 12), Math.ceil(count / 12)]) {
      values.add(years);
    }
  }
  return [...values];
}

interface Sources {
  /** Words of the profile and preferences (and the requirements the profile meets). */
  words: Set<string>;
  numbers: Set<number>;
  /** "2020-03" for every dated fact. */
  months: Set<string>;
  profileNormalized: string;
  postingWords: Set<string>;
  postingNumbers: Set<number>;
  postingNormalized: string;
  postingNames: string[];
}

function profileFacts(input: TailorInput, meets: string[]): { text: string; months: string[] } {
  const { profile, preferences } = input;
  const months: string[] = [];
  const parts: string[] = [profile.fullName, profile.phone, profile.linkedIn, input.accountEmail];
  parts.push(...profile.skills, profile.otherNotes);
  for (const entry of profile.workExperience) {
    parts.push(entry.company, entry.position, entry.location, entry.description);
    parts.push(entry.startDate, entry.endDate);
    months.push(entry.startDate, entry.endDate);
  }
  for (const entry of profile.education) {
    parts.push(entry.school, entry.degree, entry.schoolCityState, entry.description);
    parts.push(entry.startDate, entry.endDate);
    months.push(entry.startDate, entry.endDate);
  }
  if (preferences) {
    parts.push(preferences.location, ...preferences.skills, ...preferences.software);
    parts.push(...preferences.links);
    parts.push(...preferences.shifts.map((shift) => shiftLabels[shift]));
    parts.push(...preferences.employmentTypes.map((type) => employmentTypeLabels[type] ?? ''));
    for (const cert of preferences.certifications) {
      parts.push(cert.name, cert.organization, cert.issueDate, cert.expirationDate);
      months.push(cert.issueDate.slice(0, 7), cert.expirationDate.slice(0, 7));
    }
  }
  for (const requirement of meets) {
    if (!requirement.startsWith('years>=')) parts.push(...requirement.split('|'));
  }
  return { text: parts.join('\n'), months: months.filter(Boolean) };
}

const wordsOf = (text: string) =>
  new Set(
    normalizeText(text.replace(/['’]s\b/g, ''))
      .split(' ')
      .flatMap((word) => [word, ...word.split('/')])
      .filter(Boolean),
  );

function sourcesOf(input: TailorInput, meets: string[]): Sources {
  const facts = profileFacts(input, meets);
  const frame = `${input.job.title}\n${input.job.company}`;
  const profileText = `${facts.text}\n${frame}`;
  const postingText = `${frame}\n${input.job.locationText}\n${input.job.descriptionText}`;
  return {
    words: wordsOf(profileText),
    numbers: new Set([...numbersIn(profileText), ...spans(input)]),
    months: new Set(facts.months),
    profileNormalized: normalizeText(profileText),
    postingWords: wordsOf(postingText),
    postingNumbers: new Set(numbersIn(postingText)),
    postingNormalized: normalizeText(postingText),
    postingNames: [input.job.company, input.job.title],
  };
}

const firstPerson = (clause: string) => /\b(I|I'm|I've|I'd|I'll|my|me|mine)\b/.test(clause);
const secondPerson = (clause: string, sources: Sources) =>
  /\b(you|your|yours)\b/i.test(clause) ||
  sources.postingNames.some((name) => containsTerm(clause, name));

/** A clause about the applicant: says I or my, and neither you nor the company's name. */
const aboutApplicant = (clause: string, sources: Sources) =>
  firstPerson(clause) && !secondPerson(clause, sources);

interface Clause {
  text: string;
  line: string;
  document: UntracedClaim['document'];
  /** Its first word starts a sentence of prose, so a capital there says nothing. */
  startsSentence: boolean;
  mayQuotePosting: boolean;
  /** Speaks only of the employer (you, your, the company) and not of the applicant. */
  aboutEmployer: boolean;
}

function checkClause(
  { text: clause, line, document, startsSentence, mayQuotePosting, aboutEmployer }: Clause,
  sources: Sources,
  claims: UntracedClaim[],
) {
  const add = (kind: UntracedClaim['kind'], text: string) =>
    claims.push({ document, kind, text, line });
  // A plural and its singular are one word ("Certifications", "Certification").
  const inSet = (set: Set<string>, word: string) =>
    set.has(word) || set.has(`${word}s`) || (word.endsWith('s') && set.has(word.slice(0, -1)));
  const wordKnown = (word: string) =>
    inSet(sources.words, word) || (mayQuotePosting && inSet(sources.postingWords, word));
  for (const match of clause.matchAll(
    /\b([A-Z][a-z]{2,8})\.?\s+(\d{4})\b|\b(\d{1,2})\/(\d{4})\b/g,
  )) {
    const month = match[1]
      ? MONTH_ABBREVIATIONS.indexOf(match[1].slice(0, 3).toLowerCase()) + 1
      : Number(match[3]);
    const year = match[2] ?? match[4];
    if (month < 1 || month > 12) continue;
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (!sources.months.has(key)) add('date', match[0]);
  }
  for (const number of numbersIn(clause)) {
    // A number said of the employer must be the posting's: "5 years" must not borrow the 5 of
    // "5-6 patients per shift" from the profile.
    const known = aboutEmployer
      ? sources.postingNumbers.has(number)
      : sources.numbers.has(number) || (mayQuotePosting && sources.postingNumbers.has(number));
    if (!known) add('number', String(number));
  }
  const words = clause.split(/\s+/).filter(Boolean);
  words.forEach((raw, index) => {
    const bare = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!/^\p{Lu}/u.test(bare)) return;
    // A sentence's capitalized first word names nothing unless it is an acronym; the rest of a
    // name that starts a sentence ("Mayo Clinic") is still checked.
    if (index === 0 && startsSentence && !/^\p{Lu}{2,}/u.test(bare)) return;
    for (const word of wordsOf(bare)) {
      if (/^\d+$/.test(word) || FRAME_WORDS.has(word) || wordKnown(word)) continue;
      add('name', bare);
    }
  });
  const normalized = normalizeText(clause);
  for (const certification of catalogueCertifications()) {
    if (!certification.inText(clause, normalized)) continue;
    const needle = normalizeText(certification.name);
    const plural = `${needle.trimEnd()}s `;
    const within = (text: string) => text.includes(needle) || text.includes(plural);
    // The profile may spell it in any case ("cpr"); the document's own mention is what is judged.
    const inProfile = within(sources.profileNormalized);
    const quoted = mayQuotePosting && within(sources.postingNormalized);
    if (!inProfile && !quoted) add('certification', certification.name);
  }
}

export function findUntraced(
  pkg: ApplicationPackage,
  input: TailorInput,
  meets: string[],
): UntracedClaim[] {
  const sources = sourcesOf(input, meets);
  const claims: UntracedClaim[] = [];
  const clauses: Clause[] = [];
  const addLine = (line: string, document: Clause['document'], prose: boolean) => {
    const sentences = prose ? line.split(/(?<=[.!?])\s+/) : [line];
    for (const sentence of sentences) {
      sentence.split(/[,;:()—–·•|]|\s-\s/).forEach((text, index) => {
        clauses.push({
          text: text.trim(),
          line,
          document,
          startsSentence: prose && index === 0,
          mayQuotePosting: document === 'letter' && !aboutApplicant(text, sources),
          aboutEmployer: document === 'letter' && secondPerson(text, sources) && !firstPerson(text),
        });
      });
    }
  };
  for (const line of printResumeLines(pkg)) addLine(line.text, 'resume', line.prose);
  for (const line of printLetter(pkg)) addLine(line, 'letter', true);
  for (const clause of clauses) checkClause(clause, sources, claims);
  return claims;
}
