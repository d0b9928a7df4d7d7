/**
 * Resumes name their sections in many ways; a line that is only one of these names (any case,
 * an optional trailing colon) starts that section. Everything before the first heading is the
 * header block with the name and contact details.
 */

import { splitRunTogetherWords } from './split-run-together-words.ts';

export type SectionKind = 'work' | 'education' | 'skills' | 'certifications' | 'other';

const headings: Record<Exclude<SectionKind, 'other' | 'certifications'>, string[]> = {
  work: [
    'experience',
    'work experience',
    'professional experience',
    'employment experience',
    'experience and employment',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'professional background',
    'professional history',
    'career',
    'career experience',
    'employment record',
    'work record',
    'positions held',
    'relevant work experience',
    'work',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'education & training',
    'education and qualifications',
    'education & qualifications',
    'qualifications and education',
    'education and certifications',
    'education & certifications',
    'academic history',
    'training',
    'qualifications',
  ],
  skills: [
    'skills',
    'personal skills',
    'professional skills',
    'additional skills',
    'other skills',
    'soft skills',
    'computer skills',
    'core competencies',
    'competencies',
    'technical skills',
    'key skills',
    'top skills',
    'areas of expertise',
    'expertise',
    'skills & abilities',
    'skills and abilities',
    'skills summary',
    'summary of skills',
    'skill set',
    'skillset',
    'tools',
    'technologies',
    'tools & technologies',
    'tools and technologies',
  ],
};

/** Headings we recognise so their lines do not run into the section before them. */
const otherHeadings = [
  'summary',
  'profile',
  'professional summary',
  'objective',
  'career objective',
  'about me',
  'summary of qualifications',
  'qualifications summary',
  'core qualifications',
  'highlights',
  'experience highlights',
  'career highlights',
  'professional development',
  'clinical rotations',
  'projects',
  'awards',
  'languages',
  'volunteer',
  'volunteer experience',
  'references',
  'interests',
  'contact',
  'publications',
];

/**
 * Section families a resume may add beyond the ones above (decision 044). A short line made only
 * of these words (and "&", "and", "/") is a heading: "Honors & Awards", "Licenses and
 * Certificates", "Extracurricular Activities". Certifications and licences feed the profile;
 * the rest is kept as an "other" section, never read as jobs.
 */
/** A US federal resume lists certificates and licences with its courses under this heading. */
const CERTIFICATION_HEADINGS = ['job related training', 'job-related training'];
const CERTIFICATION_WORDS =
  /^(?:certifications?|certificates?|licen[cs]es?|licensure|credentials|accreditations?)$/;
/**
 * "Military Experience", "Clinical Experience", "Driving History", "Internships": the kinds of
 * work resumes give a section of its own. Volunteering stays apart ("other").
 */
const WORK_KIND =
  /^(?:military|teaching|clinical|nursing|healthcare|health care|medical|patient care|driving|trucking|industry|additional|other|leadership|internship|related|previous|prior|professional|technical|trade|construction|retail|restaurant|kitchen|culinary|hospitality|management|sales|research|field|warehouse|customer service|childcare|caregiving|security)$/;
const WORK_NOUN = /^(?:experience|history|service)$/;
const FAMILY_WORDS =
  /^(?:honou?rs|awards?|achievements|accomplishments|prizes|projects?|personal|selected|academic|activities|extracurricular|leadership|volunteer(?:ing)?|community|service|involvement|languages?|summary|profile|objective|interests|hobbies|references|publications|presentations|conferences|memberships|affiliations|professional|courses|coursework|relevant|contests|competitions|scholarships|additional|information|other|research|military|training|and|&|\/)$/;

export function headingKind(line: string): SectionKind | undefined {
  const exact = exactHeadingKind(line);
  if (exact) return exact;
  const kind = workKindHeading(line);
  if (kind) return kind;
  const words = withoutIcon(spelledOut(line))
    .toLowerCase()
    .replace(/[:|]+\s*$/, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 4 || /\d/.test(line)) return undefined;
  if (!words.every((word) => CERTIFICATION_WORDS.test(word) || FAMILY_WORDS.test(word)))
    return undefined;
  if (words.every((word) => /^(?:and|&|\/)$/.test(word))) return undefined;
  return words.some((word) => CERTIFICATION_WORDS.test(word)) ? 'certifications' : 'other';
}

/** Every word of a heading name we know, for splitting letter-spaced headings run together. */
const HEADING_WORDS = new Set(
  [...Object.values(headings).flat(), ...otherHeadings].flatMap((name) => name.split(' ')),
);
const isHeadingWord = (word: string) =>
  HEADING_WORDS.has(word) || CERTIFICATION_WORDS.test(word) || FAMILY_WORDS.test(word);

/**
 * A capitals-only run such as "WORKHISTORY" or "LICENSES&" is a letter-spaced heading whose word
 * spaces were lost: read it with its words apart when they are all heading words.
 */
function spelledOut(line: string): string {
  const run = withoutIcon(line).trim().replace(/:$/, '');
  if (run.length < 6 || !/^[\p{Lu}&/]+$/u.test(run)) return line;
  return splitRunTogetherWords(run.toLowerCase(), isHeadingWord)?.join(' ') ?? line;
}

function exactHeadingKind(line: string): SectionKind | undefined {
  const key = withoutIcon(spelledOut(line))
    .trim()
    .toLowerCase()
    .replace(/[:|]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Designer templates letter-space headings ("E X P E R I E N C E"); extraction may keep one
  // space between words or none, so such a line is compared without any spaces.
  const spaced = /^\S(?: +\S){3,}$/.test(key);
  const same = (name: string) =>
    spaced ? name.replace(/ /g, '') === key.replace(/ /g, '') : name === key;
  for (const [kind, names] of Object.entries(headings)) {
    if (names.some(same)) return kind as SectionKind;
  }
  if (CERTIFICATION_HEADINGS.some(same)) return 'certifications';
  return otherHeadings.some(same) ? 'other' : undefined;
}

/**
 * Designs set an icon before a heading (an icon font's private-use glyph, a pictograph): it is
 * not part of the heading's name.
 */
function withoutIcon(line: string): string {
  return line.replace(/^[\p{Co}\p{So}\s]+/u, '');
}

export interface ResumeSections {
  header: string[];
  work: string[];
  education: string[];
  skills: string[];
  certifications: string[];
  /** Sections the profile has no field for, under their own heading as the resume wrote it. */
  other: { heading: string; lines: string[] }[];
}

/**
 * `columnOpenings`: indexes of lines that open a column read after another. Lines there before
 * any heading (a main column's headline and summary after the sidebar) belong to no section of
 * the column before; they join the header block (decision 044).
 */
export function splitSections(lines: string[], columnOpenings = new Set<number>()): ResumeSections {
  const sections: ResumeSections = {
    header: [],
    work: [],
    education: [],
    skills: [],
    certifications: [],
    other: [],
  };
  let current: string[] = sections.header;
  for (const [index, line] of lines.entries()) {
    if (columnOpenings.has(index)) current = sections.header;
    const [heading, content] = labelAndContent(line) ?? [line, ''];
    const kind = headingKind(heading);
    if (!kind) {
      current.push(line);
      continue;
    }
    if (kind !== 'other') current = sections[kind];
    else {
      const other = { heading: heading.replace(/[:|]+\s*$/, '').trim(), lines: [] };
      sections.other.push(other);
      current = other.lines;
    }
    if (content) current.push(content);
  }
  return sections;
}

/**
 * A label column prints a section's name beside its content: "Skills | Crisis intervention •
 * Discharge planning", "Languages | English, Tamil". The label is the heading when it is one.
 */
function labelAndContent(line: string): [string, string] | undefined {
  const match = /^([^|]{2,40}?)\s+\|\s+(\S.*)$/.exec(line);
  return match?.[1] && match[2] && headingKind(match[1]) ? [match[1], match[2]] : undefined;
}

/** "Military Experience", "Clinical Experience", "Internships" → work. */
function workKindHeading(line: string): SectionKind | undefined {
  const key = withoutIcon(line)
    .trim()
    .toLowerCase()
    .replace(/[:|]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (/^(?:internships|internship experience)$/.test(key)) return 'work';
  const words = key.split(' ');
  const noun = words.at(-1) ?? '';
  const kind = words
    .slice(0, -1)
    .join(' ')
    .replace(/\s*(?:&|and)\s*$/, '');
  return words.length >= 2 && words.length <= 3 && WORK_NOUN.test(noun) && WORK_KIND.test(kind)
    ? 'work'
    : undefined;
}
