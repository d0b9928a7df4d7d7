import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { TailorInput, TailorJob } from '../../src/core/tailoring/types.ts';
import { formatWorkTitle } from '../../src/shared/format-work-title.ts';
import { preferencesInputSchema } from '../../src/shared/schemas/preferences.ts';
import type { Profile } from '../../src/shared/schemas/profile.ts';
import {
  educationEntrySchema,
  personalInfoSchema,
  skillsSchema,
  workEntrySchema,
} from '../../src/shared/schemas/profile.ts';
import { jobShifts } from '../../src/shared/shift-labels.ts';
import { isHeldOut, loadPersonas } from '../judged/load-personas.ts';

/** "Present" and years of experience are counted to this day, so figures do not drift. */
export const EVAL_TODAY = '2026-11-28';

/** A tailoring-only person (eval/tailoring/personas.json): messier than the judged personas. */
const tailoringPersonaSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  occupation: z.string(),
  personal: personalInfoSchema,
  skills: skillsSchema,
  education: z.array(educationEntrySchema),
  work: z.array(workEntrySchema),
  otherNotes: z.string().default(''),
  preferences: preferencesInputSchema,
});

const postingSchema = z.object({
  source: z.url(),
  id: z.string(),
  title: z.string(),
  company: z.string(),
  locationText: z.string(),
  descriptionText: z.string(),
  occupationSoc: z.string().nullable(),
  employmentType: z.string().nullable(),
  workplace: z.enum(['remote', 'hybrid', 'onsite', 'unknown']),
  shifts: z.array(z.enum(jobShifts)),
  skills: z.array(z.string()),
  softwareTools: z.array(z.string()),
  certifications: z.array(z.object({ name: z.string(), organization: z.string() })),
});
export type EvalPosting = z.infer<typeof postingSchema>;

/**
 * A requirement of the posting that this profile truly meets, judged by hand from the posting
 * text and the profile (decision 055): "A|B" names the same thing in any of its spellings;
 * "years>=N" is a stated minimum of years of experience that the work history covers.
 */
const pairSchema = z.object({
  persona: z.string(),
  posting: z.string(),
  meets: z.array(z.string().min(1)).min(1),
});

export interface EvalPair {
  id: string;
  heldOut: boolean;
  meets: string[];
  posting: EvalPosting;
  input: TailorInput;
}

interface Person {
  id: string;
  occupation: string;
  personal: z.infer<typeof personalInfoSchema>;
  skills: string[];
  education: z.infer<typeof educationEntrySchema>[];
  work: z.infer<typeof workEntrySchema>[];
  otherNotes: string;
  preferences: z.infer<typeof preferencesInputSchema>;
}

const here = (path: string) => new URL(path, import.meta.url);

function people(): Map<string, Person> {
  const judged = loadPersonas().map((p) => ({ ...p, otherNotes: '' }));
  const own = z
    .array(tailoringPersonaSchema)
    .parse(JSON.parse(readFileSync(here('./personas.json'), 'utf8')));
  const all = new Map<string, Person>();
  for (const person of [...judged, ...own]) {
    if (all.has(person.id)) throw new Error(`person ${person.id} appears twice`);
    all.set(person.id, person);
  }
  return all;
}

export function loadPostings(): Map<string, EvalPosting> {
  const dir = here('./postings/');
  const postings = new Map<string, EvalPosting>();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    const posting = postingSchema.parse(JSON.parse(readFileSync(new URL(name, dir), 'utf8')));
    postings.set(posting.id, posting);
  }
  return postings;
}

/** The profile as the app stores it after the builder's steps. */
function toProfile(person: Person): Profile {
  return {
    fullName: person.personal.fullName,
    phone: person.personal.phone,
    linkedIn: person.personal.linkedIn,
    skills: person.skills,
    education: person.education,
    workExperience: person.work.map((entry) => ({
      ...entry,
      formattedTitle: formatWorkTitle(entry),
    })),
    otherNotes: person.otherNotes,
    profileComplete: true,
    updatedAt: '2026-11-01T12:00:00.000Z',
  };
}

function toJob(posting: EvalPosting): TailorJob {
  const { source: _source, ...job } = posting;
  return job;
}

export function loadPairs(): EvalPair[] {
  const persons = people();
  const postings = loadPostings();
  const raw = z.array(pairSchema).parse(JSON.parse(readFileSync(here('./pairs.json'), 'utf8')));
  const ids = new Set<string>();
  return raw.map((pair) => {
    const person = persons.get(pair.persona);
    const posting = postings.get(pair.posting);
    if (!person) throw new Error(`pair ${pair.persona} × ${pair.posting}: no such person`);
    if (!posting) throw new Error(`pair ${pair.persona} × ${pair.posting}: no such posting`);
    const id = `${pair.persona}--${pair.posting}`;
    if (ids.has(id)) throw new Error(`pair ${id} appears twice`);
    ids.add(id);
    return {
      id,
      heldOut: isHeldOut(id),
      meets: pair.meets,
      posting,
      input: {
        profile: toProfile(person),
        accountEmail: `${person.id}@example.com`,
        preferences: preferencesInputSchema.parse(person.preferences),
        job: toJob(posting),
        today: EVAL_TODAY,
      },
    };
  });
}
