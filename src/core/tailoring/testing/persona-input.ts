import { readFileSync } from 'node:fs';
import type { Preferences } from '../../../shared/schemas/preferences.ts';
import type { Profile } from '../../../shared/schemas/profile.ts';
import type { TailorInput, TailorJob } from '../types.ts';

/**
 * Test support: the hand-written people of eval/personas (decision 039) as tailoring inputs.
 * Not used by the app.
 */
interface PersonaFile {
  id: string;
  occupation: string;
  personal: { fullName: string; phone: string; linkedIn: string };
  skills: string[];
  education: Profile['education'];
  work: Omit<Profile['workExperience'][number], 'formattedTitle'>[];
  preferences: Partial<Omit<Preferences, 'certifications'>> & {
    employmentType?: string | null;
    certifications?: (Pick<Preferences['certifications'][number], 'name' | 'organization'> &
      Partial<Preferences['certifications'][number]>)[];
  };
}

const files = ['health', 'office', 'service', 'tech-and-education', 'trades', 'transport'];

export function persona(id: string): PersonaFile {
  for (const file of files) {
    const url = new URL(`../../../../eval/personas/${file}.json`, import.meta.url);
    const list = JSON.parse(readFileSync(url, 'utf8')) as PersonaFile[];
    const found = list.find((person) => person.id === id);
    if (found) return found;
  }
  throw new Error(`no persona ${id}`);
}

export function profileOf(person: PersonaFile, otherNotes = ''): Profile {
  return {
    fullName: person.personal.fullName,
    phone: person.personal.phone,
    linkedIn: person.personal.linkedIn,
    skills: person.skills,
    education: person.education,
    workExperience: person.work.map((entry) => ({ ...entry, formattedTitle: entry.position })),
    otherNotes,
    profileComplete: true,
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
}

export function preferencesOf(person: PersonaFile): Preferences {
  const p = person.preferences;
  return {
    jobTitle: p.jobTitle ?? person.occupation,
    location: p.location ?? '',
    remote: p.remote ?? false,
    salaryRange: p.salaryRange ?? null,
    industry: p.industry ?? null,
    employmentTypes:
      p.employmentTypes ?? (p.employmentType ? [p.employmentType as 'FULL_TIME'] : []),
    shifts: p.shifts ?? [],
    relatedOccupations: [],
    radiusMiles: p.radiusMiles ?? 25,
    salaryMin: null,
    willingToRelocate: p.willingToRelocate ?? false,
    skills: p.skills ?? [],
    software: p.software ?? [],
    certifications: (p.certifications ?? []).map((cert) => ({
      name: cert.name,
      organization: cert.organization,
      issueDate: cert.issueDate ?? '',
      expirationDate: cert.expirationDate ?? '',
      relevantLink: cert.relevantLink ?? '',
    })),
    links: [],
    dailyRunHour: 7,
    timeZone: 'UTC',
  };
}

export function jobOf(
  fields: Partial<TailorJob> & Pick<TailorJob, 'title' | 'company' | 'descriptionText'>,
): TailorJob {
  return {
    id: `job-${fields.title}-${fields.company}`,
    locationText: '',
    occupationSoc: null,
    employmentType: null,
    workplace: 'onsite',
    shifts: [],
    skills: [],
    softwareTools: [],
    certifications: [],
    ...fields,
  };
}

export function inputFor(id: string, job: TailorJob, today = '2026-11-28'): TailorInput {
  const person = persona(id);
  return {
    profile: profileOf(person),
    accountEmail: `${id}@example.com`,
    preferences: preferencesOf(person),
    job,
    today,
  };
}
