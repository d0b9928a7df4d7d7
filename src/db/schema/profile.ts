import { jsonb, pgTable, text, timestamp } from '../pg-core.ts';
import { users } from './accounts.ts';

/** What the jsonb columns hold; core validates them with the shared zod schemas on every read. */
export interface StoredEducationEntry {
  school: string;
  degree: string;
  schoolCityState: string;
  startDate: string;
  endDate: string;
  description: string;
}
export interface StoredWorkEntry {
  company: string;
  position: string;
  location: string;
  startDate: string;
  endDate: string;
  description: string;
  formattedTitle: string;
}

/**
 * The resume profile (spec §3 User: Profile, education, workExperience), one row per user. Entries
 * are jsonb lists: they are always read and written whole by their builder step (decision 010).
 * `profileComplete` stays on `users`, where the subscription gate and status page read it.
 * Demographics are not here: they are encrypted in `eeo_answers` (./sensitive.ts).
 */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  linkedIn: text('linked_in').notNull().default(''),
  skills: jsonb('skills').$type<string[]>().notNull().default([]),
  education: jsonb('education').$type<StoredEducationEntry[]>().notNull().default([]),
  workExperience: jsonb('work_experience').$type<StoredWorkEntry[]>().notNull().default([]),
  /** What the profile has no field for (projects, honours, languages...), as the user keeps it (decision 045). */
  otherNotes: text('other_notes').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
