import type { FactSource } from '../../shared/schemas/tailoring.ts';
import { cleanText, keyOf } from './text.ts';
import type { TailorInput } from './types.ts';
import { yearRange } from './work-dates.ts';

/**
 * Every fact of the profile and preferences as one searchable list (decision 050): what the
 * coverage report cites as evidence and what the truth check traces claims to. Built once per
 * input (the pipeline, the model step and the editor's warnings all ask for the same input).
 */
export interface Fact {
  source: FactSource;
  /** The fact as printed: "Registered Nurse, Piedmont Atlanta Hospital". */
  text: string;
  /** keyOf(text). */
  key: string;
  /** The text in lower case: a claim cut out of it in other word boundaries still traces. */
  lower: string;
  /** The part of the profile it is: what a claim of each kind may trace to. */
  field:
    | 'name'
    | 'company'
    | 'position'
    | 'location'
    | 'description'
    | 'school'
    | 'degree'
    | 'skill'
    | 'tool'
    | 'certification'
    | 'notes'
    | 'date';
}

export function workLabel(entry: {
  company: string;
  position: string;
  startDate: string;
  endDate: string;
}) {
  const years = yearRange(entry.startDate, entry.endDate);
  const name = cleanText(entry.company) || cleanText(entry.position) || 'untitled entry';
  return `Work experience, ${name}${years ? `, ${years}` : ''}`;
}

export function educationLabel(entry: {
  school: string;
  degree: string;
  endDate: string;
  startDate: string;
}) {
  const year = (entry.endDate || entry.startDate).slice(0, 4);
  const name = cleanText(entry.school) || cleanText(entry.degree) || 'untitled entry';
  return `Education, ${name}${/^\d{4}$/.test(year) ? `, ${year}` : ''}`;
}

const cache = new WeakMap<TailorInput, Fact[]>();

export function profileFacts(input: TailorInput): Fact[] {
  const cached = cache.get(input);
  if (cached) return cached;
  const facts: Fact[] = [];
  const add = (source: FactSource, field: Fact['field'], raw: string) => {
    const text = cleanText(raw);
    if (text) facts.push({ source, text, key: keyOf(text), lower: text.toLowerCase(), field });
  };
  const { profile, preferences } = input;
  add({ kind: 'personal', label: 'Your name' }, 'name', profile.fullName);
  profile.workExperience.forEach((entry, index) => {
    const source: FactSource = { kind: 'work', index, label: workLabel(entry) };
    add(source, 'company', entry.company);
    add(source, 'position', entry.position);
    add(source, 'location', entry.location);
    add(source, 'description', entry.description);
    add(source, 'date', `${entry.startDate} ${entry.endDate}`);
  });
  profile.education.forEach((entry, index) => {
    const source: FactSource = { kind: 'education', index, label: educationLabel(entry) };
    add(source, 'school', entry.school);
    add(source, 'degree', entry.degree);
    add(source, 'location', entry.schoolCityState);
    add(source, 'description', entry.description);
    add(source, 'date', `${entry.startDate} ${entry.endDate}`);
  });
  profile.skills.forEach((skill, index) => {
    add({ kind: 'skills', index, label: `Skills, ${cleanText(skill)}` }, 'skill', skill);
  });
  if (profile.otherNotes)
    add({ kind: 'otherNotes', label: 'Other notes' }, 'notes', profile.otherNotes);
  if (preferences) {
    preferences.certifications.forEach((cert, index) => {
      const name = cleanText(cert.name);
      const source: FactSource = { kind: 'certification', index, label: `Certification, ${name}` };
      add(source, 'certification', cert.name);
      add(source, 'company', cert.organization);
      add(source, 'date', `${cert.issueDate} ${cert.expirationDate}`);
    });
    preferences.skills.forEach((skill) => {
      add(
        { kind: 'preferences', label: `Preferences, skills: ${cleanText(skill)}` },
        'skill',
        skill,
      );
    });
    preferences.software.forEach((tool) => {
      add(
        { kind: 'preferences', label: `Preferences, software: ${cleanText(tool)}` },
        'tool',
        tool,
      );
    });
    add({ kind: 'preferences', label: 'Preferences, location' }, 'location', preferences.location);
  }
  cache.set(input, facts);
  return facts;
}
