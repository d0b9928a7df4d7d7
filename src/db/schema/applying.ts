import {
  type AnswerBankEntry,
  type ApplicationFailure,
  type ApplicationSettings,
  applicationChannels,
  applicationStates,
  hostedFormKinds,
  type NeedsYou,
  receiptChannels,
  type SentField,
  type SentFile,
} from '../../shared/schemas/applications.ts';
import { sql } from '../orm.ts';
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from '../pg-core.ts';
import { users } from './accounts.ts';
import { jobs } from './catalogue.ts';
import { applicationPackages } from './tailoring.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * One application per (user, job), moved only by core/applying's transition function, which
 * writes an application_events row for every move (decision 057). `lease_owner`/`lease_until`
 * make one attempt at a time, across processes; `submitting_at` is committed before the final
 * submit action and is what forbids an automatic second submit.
 */
export const applications = pgTable(
  'applications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    packageId: text('package_id')
      .notNull()
      .references(() => applicationPackages.id, { onDelete: 'cascade' }),
    /** The package version the user reviewed; an edit after approval sends it back to review. */
    packageVersion: integer('package_version').notNull(),
    state: text('state', { enum: applicationStates }).notNull(),
    channel: text('channel', { enum: applicationChannels }).notNull(),
    formKind: text('form_kind', { enum: hostedFormKinds }),
    applyUrl: text('apply_url').notNull(),
    /** The company cooldown is per company, not per posting (jobs.company_key). */
    companyKey: text('company_key').notNull(),
    /** Pacing is per ATS host. */
    host: text('host').notNull(),
    /** Every field and file the user approved, as the review page showed them. */
    plannedFields: jsonb('planned_fields').$type<SentField[]>().notNull().default([]),
    plannedFiles: jsonb('planned_files').$type<SentFile[]>().notNull().default([]),
    needsYou: jsonb('needs_you').$type<NeedsYou>(),
    failure: jsonb('failure').$type<ApplicationFailure>(),
    waitingReason: text('waiting_reason'),
    /** The running attempt's current step, for the live view; null between attempts. */
    progress: text('progress'),
    /** An approved application is not queued before this (tomorrow's quota, cooldown, pacing). */
    notBefore: at('not_before'),
    approvedAt: at('approved_at'),
    approvedBy: text('approved_by', { enum: ['user', 'rule'] }),
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: at('lease_until'),
    submittingAt: at('submitting_at'),
    submittedAt: at('submitted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('applications_user_job_unique').on(table.userId, table.jobId),
    index('applications_user_updated_idx').on(table.userId, table.updatedAt),
    index('applications_user_company_idx').on(table.userId, table.companyKey),
    index('applications_waiting_idx')
      .on(table.state, table.notBefore)
      .where(sql`${table.state} in ('approved', 'queued', 'filling', 'submitting')`),
  ],
);

/** Every transition, with time and cause; `detail` holds the needs-you reason and host. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromState: text('from_state', { enum: applicationStates }),
    toState: text('to_state', { enum: applicationStates }).notNull(),
    cause: text('cause').notNull(),
    detail: jsonb('detail').$type<Record<string, string>>(),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [
    index('application_events_application_idx').on(table.applicationId, table.id),
    index('application_events_user_idx').on(table.userId),
  ],
);

/** The standing rule, pause switch, cooldown and EEO sharing choice; absent: the defaults. */
export const applicationSettings = pgTable('application_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<ApplicationSettings>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Answers to employers' usual questions; never EEO answers (those stay in eeo_answers). */
export const answerBanks = pgTable('answer_banks', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  entries: jsonb('entries').$type<AnswerBankEntry[]>().notNull().default([]),
  approvedAt: at('approved_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Proof of a submitted application. Sensitive field values are masked in `fields`; their real
 * values are kept only encrypted under the user's data key (`sensitive_*`), shown on reveal.
 */
export const applicationReceipts = pgTable('application_receipts', {
  applicationId: text('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  channel: text('channel', { enum: receiptChannels }).notNull(),
  fields: jsonb('fields').$type<SentField[]>().notNull(),
  files: jsonb('files').$type<SentFile[]>().notNull(),
  confirmationText: text('confirmation_text'),
  sensitiveKeyId: text('sensitive_key_id'),
  sensitiveCiphertext: text('sensitive_ciphertext'),
  sensitiveIv: text('sensitive_iv'),
  sensitiveTag: text('sensitive_tag'),
  submittedAt: at('submitted_at').notNull(),
});

/** Screenshots and the files sent, capped in size (decision 057). */
export const applicationArtifacts = pgTable(
  'application_artifacts',
  {
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "form.png", "confirmation.png", "resume.pdf", "cover-letter.pdf". */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.name] }),
    index('application_artifacts_user_idx').on(table.userId),
  ],
);
