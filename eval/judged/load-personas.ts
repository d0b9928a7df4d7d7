import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { occupationOptions } from '../../src/shared/occupation-options.ts';
import { jobEmploymentTypes } from '../../src/shared/schemas/jobs.ts';
import { preferencesInputSchema } from '../../src/shared/schemas/preferences.ts';
import {
  educationEntrySchema,
  personalInfoSchema,
  skillsSchema,
  workEntrySchema,
} from '../../src/shared/schemas/profile.ts';

const knownSocs = new Set(occupationOptions.map((option) => option.soc));
const soc = z.string().refine((code) => knownSocs.has(code), 'not one of the 342 occupations');

/**
 * One judged persona (eval/personas/*.json): what a person in that job would enter in the app
 * (the builder's profile steps and the Job Search wizard, through the app's own schemas), and
 * what they actually want, which the judge reads and the app never sees (`wants`): the app
 * cannot yet take a radius or several employment types, but the person has them all the same.
 */
export const personaSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The target occupation (also `preferences.jobTitle`, the wizard's SOC code). */
  occupation: soc,
  /** The person's metro: ≥ 1M people, 250k–1M, smaller (us-metros.csv), or a remote-only seeker. */
  metroSize: z.enum(['large', 'mid', 'small', 'remote']),
  personal: personalInfoSchema,
  skills: skillsSchema,
  education: z.array(educationEntrySchema),
  work: z.array(workEntrySchema).min(1),
  preferences: preferencesInputSchema,
  wants: z.object({
    /** How far the person would travel to an on-site or hybrid job, in miles. */
    radiusMiles: z.number().int().min(1).max(150),
    /** Employment types the person would take; a job of another type is at most borderline. */
    employmentTypes: z.array(z.enum(jobEmploymentTypes)).min(1),
    /** Other occupations the person counts as their job or a sensible next step: relevant. */
    nextSteps: z.array(soc),
    /** Occupations close enough to consider but not what they look for: borderline. */
    nearby: z.array(soc),
  }),
});
export type Persona = z.infer<typeof personaSchema>;

export interface LoadedPersona extends Persona {
  /** Held out: never looked at while tuning matching (see `isHeldOut`). */
  heldOut: boolean;
}

/**
 * A third of the personas is held out, by a stable hash of the id chosen before any tuning:
 * nobody picks which ones, and adding a persona never moves another between the halves.
 */
export function isHeldOut(id: string): boolean {
  const firstByte = createHash('sha256').update(id).digest()[0] ?? 0;
  return firstByte % 3 === 0;
}

const personasDir = new URL('../personas/', import.meta.url);

/** Every persona of eval/personas/*.json, validated; ids are unique. */
export function loadPersonas(dir: URL = personasDir): LoadedPersona[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const personas = files.flatMap((name) =>
    z
      .array(personaSchema)
      .parse(JSON.parse(readFileSync(new URL(name, dir), 'utf8')))
      .map((persona) => ({ ...persona, heldOut: isHeldOut(persona.id) })),
  );
  const ids = new Set<string>();
  for (const persona of personas) {
    if (ids.has(persona.id)) throw new Error(`persona ${persona.id} appears twice`);
    if (persona.preferences.jobTitle !== persona.occupation) {
      throw new Error(`persona ${persona.id}: preferences.jobTitle is not its occupation`);
    }
    ids.add(persona.id);
  }
  return personas;
}
