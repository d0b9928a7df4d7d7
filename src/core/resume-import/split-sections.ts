/**
 * Resumes name their sections in many ways; a line that is only one of these names (any case,
 * an optional trailing colon) starts that section. Everything before the first heading is the
 * header block with the name and contact details.
 */

export type SectionKind = 'work' | 'education' | 'skills' | 'other';

const headings: Record<Exclude<SectionKind, 'other'>, string[]> = {
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
    'core competencies',
    'competencies',
    'technical skills',
    'key skills',
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
  'certifications',
  'licenses',
  'licenses & certifications',
  'licenses and certifications',
  'certifications & licenses',
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

export function headingKind(line: string): SectionKind | undefined {
  const key = line
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
  return otherHeadings.some(same) ? 'other' : undefined;
}

export interface ResumeSections {
  header: string[];
  work: string[];
  education: string[];
  skills: string[];
}

export function splitSections(lines: string[]): ResumeSections {
  const sections: ResumeSections = { header: [], work: [], education: [], skills: [] };
  let current: string[] | undefined = sections.header;
  for (const line of lines) {
    const kind = headingKind(line);
    if (kind) {
      current = kind === 'other' ? undefined : sections[kind];
      continue;
    }
    current?.push(line);
  }
  return sections;
}
