import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const money = (name: string) => numeric(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export interface JobSoftware {
  tool: string;
  proficiency: string;
}
export interface JobCertification {
  name: string;
  organization: string;
}

/**
 * One job after normalization and cross-source dedupe: the richest record of all sources that
 * list it (job_sources remembers each of them).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    /** company key + title + primary location, hashed: the third dedupe rule's key. */
    fingerprint: text('fingerprint').notNull().unique(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    companyKey: text('company_key').notNull(),
    descriptionHtml: text('description_html').notNull(),
    descriptionText: text('description_text').notNull(),
    locations: jsonb('locations')
      .$type<{ raw: string; city?: string; region?: string; country?: string }[]>()
      .notNull(),
    locationText: text('location_text').notNull(),
    workplace: text('workplace', { enum: ['remote', 'hybrid', 'onsite', 'unknown'] }).notNull(),
    employmentType: text('employment_type'),
    salaryMin: money('salary_min'),
    salaryMax: money('salary_max'),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period'),
    salaryAnnualUsdMin: money('salary_annual_usd_min'),
    salaryAnnualUsdMax: money('salary_annual_usd_max'),
    /** The spec's "salary" as shown; null when the source gave none. */
    salaryText: text('salary_text'),
    industry: text('industry'),
    occupationSoc: text('occupation_soc'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    /** skills joined by spaces: array_to_string is not immutable, so the search vector reads this. */
    skillsText: text('skills_text').notNull().default(''),
    software: jsonb('software').$type<JobSoftware[]>().notNull().default([]),
    /** Lower-case tool names, for the software filter. */
    softwareTools: text('software_tools').array().notNull().default(sql`'{}'::text[]`),
    certifications: jsonb('certifications').$type<JobCertification[]>().notNull().default([]),
    /** The spec keeps this as text: 'true' when the posting says relocation is offered. */
    willingToRelocate: text('willing_to_relocate'),
    links: text('links').array().notNull().default(sql`'{}'::text[]`),
    postedAt: at('posted_at'),
    firstSeenAt: at('first_seen_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
    applyUrl: text('apply_url').notNull(),
    applyUrlKey: text('apply_url_key').notNull(),
    atsKind: text('ats_kind'),
    atsIds: jsonb('ats_ids').$type<Record<string, string>>(),
    /** The description's MinHash buckets (dedupe-postings.ts): near-duplicate candidates share one. */
    descriptionBuckets: integer('description_buckets')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Richness score of the stored record: a later duplicate replaces it only when richer. */
    richness: integer('richness').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('english', coalesce(${jobs.title}, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(${jobs.company}, '') || ' ' || coalesce(${jobs.skillsText}, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(${jobs.descriptionText}, '')), 'C')`,
    ),
  },
  (table) => [
    index('jobs_search_vector_idx').using('gin', table.searchVector),
    // Search's order (newest first, undated last) over open jobs: a newest page reads its first
    // entries, and newest-matches.ts ANDs its posted_at ranges with the text index.
    index('jobs_open_newest_idx')
      .on(table.postedAt.desc().nullsLast(), table.firstSeenAt.desc().nullsFirst(), table.id)
      .where(sql`${table.closedAt} is null`),
    index('jobs_occupation_soc_idx').on(table.occupationSoc),
    index('jobs_closed_at_idx').on(table.closedAt),
    index('jobs_apply_url_key_idx').on(table.applyUrlKey),
    index('jobs_company_key_idx').on(table.companyKey),
  ],
);

/** Every source that lists a job: (source, tenant, source_id) is the first dedupe rule's key. */
export const jobSources = pgTable(
  'job_sources',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    tenant: text('tenant').notNull(),
    sourceId: text('source_id').notNull(),
    applyUrl: text('apply_url').notNull(),
    attributionUrl: text('attribution_url'),
    firstSeenAt: at('first_seen_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.source, table.tenant, table.sourceId] }),
    index('job_sources_job_id_idx').on(table.jobId),
  ],
);

/** The boards, career pages and aggregator queries ingestion reads (`npm run sources`). */
export const followedSources = pgTable(
  'followed_sources',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    label: text('label'),
    industry: text('industry'),
    enabled: boolean('enabled').notNull().default(true),
    /** Tests point a source at a local server; production leaves it null. */
    baseUrl: text('base_url'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [unique('followed_sources_kind_key_unique').on(table.kind, table.key)],
);

export const ingestionRuns = pgTable(
  'ingestion_runs',
  {
    id: serial('id').primaryKey(),
    trigger: text('trigger', { enum: ['schedule', 'manual', 'demo'] }).notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'partial', 'failed'] }).notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    durationMs: integer('duration_ms'),
    seen: integer('seen').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    closed: integer('closed').notNull().default(0),
    failedSources: integer('failed_sources').notNull().default(0),
  },
  (table) => [index('ingestion_runs_started_at_idx').on(table.startedAt)],
);

export const ingestionRunSources = pgTable(
  'ingestion_run_sources',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => ingestionRuns.id, { onDelete: 'cascade' }),
    /** Null when the source was removed after the run. */
    followedSourceId: integer('followed_source_id').references(() => followedSources.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    seen: integer('seen').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    closed: integer('closed').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    /** Message only: no payloads, no personal data. */
    error: text('error'),
    durationMs: integer('duration_ms').notNull().default(0),
  },
  (table) => [
    uniqueIndex('ingestion_run_sources_run_source_idx').on(table.runId, table.kind, table.key),
  ],
);
