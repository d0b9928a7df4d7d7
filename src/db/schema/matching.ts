import { matchRunTriggers } from '../../shared/schemas/matches.ts';
import type { Preferences } from '../../shared/schemas/preferences.ts';
import { sql } from '../orm.ts';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from '../pg-core.ts';
import { users } from './accounts.ts';
import { jobs } from './catalogue.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Job Search preferences, one row per user, stored whole as the wizard saves them (validated by
 * the shared schema on every read). `daily_run_hour` is a column so the hourly scheduler can
 * select the users whose run is due (in their own time zone) without reading the JSON.
 */
export const jobPreferences = pgTable(
  'job_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    preferences: jsonb('preferences').$type<Preferences>().notNull(),
    dailyRunHour: integer('daily_run_hour').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('job_preferences_daily_run_hour_idx').on(table.dailyRunHour)],
);

/** The learned preference model (src/core/matching/preference-model.ts), one JSON value per user. */
export const userPreferenceModels = pgTable('user_preference_models', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  model: jsonb('model').$type<unknown>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const matchRuns = pgTable(
  'match_runs',
  {
    id: text('id').primaryKey(),
    userId: userId(),
    trigger: text('trigger', { enum: matchRunTriggers }).notNull(),
    status: text('status', {
      enum: ['queued', 'running', 'succeeded', 'skipped', 'failed'],
    }).notNull(),
    queuedAt: at('queued_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    jobsConsidered: integer('jobs_considered').notNull().default(0),
    newMatches: integer('new_matches').notNull().default(0),
    /** While running: alive until then, pushed forward by its worker (decision 032). */
    leaseExpiresAt: at('lease_expires_at'),
  },
  (table) => [
    index('match_runs_user_queued_idx').on(table.userId, table.queuedAt),
    // At most one run waiting per user: saves and presses while one waits join it (decision 032).
    uniqueIndex('match_runs_one_queued_per_user_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'queued'`),
  ],
);

/**
 * A job offered to a user. One row per (user, job): a job once offered is never offered as new
 * again, whatever happened to it since (shown, liked, disliked, applied).
 */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    runId: text('run_id')
      .notNull()
      .references(() => matchRuns.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    parts: jsonb('parts').$type<Record<string, number>>().notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: ['new', 'shown', 'liked', 'disliked', 'applied'] })
      .notNull()
      .default('new'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('matches_user_job_unique').on(table.userId, table.jobId),
    index('matches_run_idx').on(table.runId),
    index('matches_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** Every like and dislike as given; the model is the learned summary, this is the history. */
export const matchFeedback = pgTable(
  'match_feedback',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['like', 'dislike'] }).notNull(),
    reason: text('reason'),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('match_feedback_user_at_idx').on(table.userId, table.at)],
);
