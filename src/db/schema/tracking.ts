import { trackerSources, trackerStages } from '../../shared/schemas/tracker.ts';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from '../pg-core.ts';
import { users } from './accounts.ts';
import { applications } from './applying.ts';
import { jobs } from './catalogue.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per application the user made (decision 065): a Hireloop application once it is
 * submitted (`application_id`, at most one item each), or one made elsewhere. Title, company and
 * link are kept on the row so the item outlives a job that leaves the catalogue. "No answer" is
 * not a stored stage: it is computed when read from `applied_on` and the user's setting.
 */
export const trackedApplications = pgTable(
  'tracked_applications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: text('application_id')
      .unique()
      .references(() => applications.id, { onDelete: 'set null' }),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    source: text('source', { enum: trackerSources }).notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    link: text('link'),
    appliedOn: date('applied_on', { mode: 'string' }).notNull(),
    stage: text('stage', { enum: trackerStages }).notNull().default('applied'),
    interviewDates: jsonb('interview_dates').$type<string[]>().notNull().default([]),
    /** Plain text, shown as text; the API caps its length. */
    notes: text('notes').notNull().default(''),
    /**
     * False once the user removed what this application's outcome taught the matcher from
     * "What you've taught us" (decision 068): the removal outlasts later stage changes.
     */
    teachesMatching: boolean('teaches_matching').notNull().default(true),
    stageChangedAt: at('stage_changed_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('tracked_applications_user_idx').on(table.userId, table.appliedOn)],
);

/** A follow-up reminder on a tracked application. */
export const trackerReminders = pgTable(
  'tracker_reminders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => trackedApplications.id, { onDelete: 'cascade' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    doneAt: at('done_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('tracker_reminders_item_idx').on(table.itemId)],
);

/** After how many days without an answer an item at `applied` is shown as "no answer". */
export const trackerSettings = pgTable('tracker_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  noAnswerDays: integer('no_answer_days').notNull().default(21),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
