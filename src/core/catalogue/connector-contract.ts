import { z } from 'zod';
import { safeHttpUrl } from '../../shared/safe-http-url.ts';
import { jobEmploymentTypes, jobWorkplaces } from '../../shared/schemas/jobs.ts';

/**
 * The contract between source connectors (src/core/catalogue/connectors/*) and the ingestion
 * pipeline. A connector turns one followed source's native payloads into `SourcePosting`s; the
 * pipeline then extracts occupation, skills, tools and certifications, annualizes the salary,
 * fingerprints, deduplicates and upserts. Connectors never touch the database.
 */
export const sourceKinds = [
  'greenhouse',
  'lever',
  'ashby',
  'workable',
  'smartrecruiters',
  'recruitee',
  'personio',
  'workday',
  'remoteok',
  'arbeitnow',
  'themuse',
  'himalayas',
  'usajobs',
  'adzuna',
  'jsonld',
  'demo',
] as const;
export type SourceKind = (typeof sourceKinds)[number];

export const salaryPeriods = ['hour', 'day', 'week', 'month', 'year', 'unknown'] as const;

/** Rendered as a link: only http(s) (docs/decisions/031-input-boundary-and-fuzzing.md). */
const httpUrlSchema = z.url().refine((url) => safeHttpUrl(url) !== null, 'Not an http(s) URL.');

export const sourceSalarySchema = z.object({
  min: z.number().nonnegative().nullable(),
  max: z.number().nonnegative().nullable(),
  /** ISO 4217. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  period: z.enum(salaryPeriods),
  origin: z.enum(['structured', 'text']),
  isEstimate: z.boolean(),
});
export type SourceSalary = z.infer<typeof sourceSalarySchema>;

export const sourceLocationSchema = z.object({
  raw: z.string(),
  city: z.string().optional(),
  region: z.string().optional(),
  /** ISO 3166-1 alpha-2 when known. */
  country: z.string().length(2).optional(),
});

export const sourcePostingSchema = z.object({
  source: z.enum(sourceKinds),
  /** Board token, Lever site, Workday tenant URL, aggregator query…: which followed source. */
  tenant: z.string().min(1),
  /** Always a string: some sources' ids exceed Number.MAX_SAFE_INTEGER. */
  sourceId: z.string().min(1),
  requisitionId: z.string().optional(),
  title: z.string().min(1),
  company: z.string().min(1),
  companyDomain: z.string().optional(),
  locations: z.array(sourceLocationSchema),
  workplace: z.enum(jobWorkplaces),
  employmentType: z.enum(jobEmploymentTypes).nullable(),
  salary: sourceSalarySchema.nullable(),
  /** Decoded once (Greenhouse escapes it); the pipeline sanitizes it and derives plain text. */
  descriptionHtml: z.string(),
  postedAt: z.iso.datetime().nullable(),
  closesAt: z.iso.datetime().nullable().optional(),
  /** A posting no one can apply to through an http(s) link is refused (counted invalid). */
  applyUrl: httpUrlSchema,
  /** Where a source's terms ask for a link back to it; dropped when it is not http(s). */
  attributionUrl: httpUrlSchema.optional().catch(undefined),
  ats: z
    .object({
      kind: z.enum(['greenhouse', 'lever', 'ashby', 'recruitee', 'workable', 'other']),
      /** Ids the applying step needs later, e.g. board token + job id. */
      ids: z.record(z.string(), z.string()),
    })
    .nullable(),
  /** The spec's §3 job-record extras when a source states them. */
  skills: z.array(z.string()).default([]),
  willingToRelocate: z.boolean().nullable().default(null),
  /** Set by the demo corpus so data and UI can label it. */
  isDemo: z.boolean().default(false),
});
export type SourcePosting = z.infer<typeof sourcePostingSchema>;

/** A followed source as stored in the database (`npm run sources -- add greenhouse:<board>`). */
export interface FollowedSource {
  kind: SourceKind;
  /** The part after the colon: board token, site, tenant URL, query or page URL. */
  key: string;
  /** Tests point a connector at a local server; production leaves it unset. */
  baseUrl?: string;
  /** The employer's display name when the source is one employer's board ("CVS Health"); used
   * where the payload names no company (Lever, Ashby, Workday) instead of the slug. */
  label?: string;
}

export interface FetchContext {
  /** fetch with an honest User-Agent, rate limits, Retry-After, backoff on 5xx/network errors. */
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  now: () => Date;
  signal?: AbortSignal;
}

/**
 * One feed element that failed validation: skipped, counted and named in the run's summary by the
 * element's id and its first issue; the feed's other elements are ingested
 * (docs/decisions/046-feeds-as-they-really-are.md).
 */
export interface RejectedElement {
  rejected: { id: string; issue: string };
}
export type FeedItem = SourcePosting | RejectedElement;
export const isRejected = <Item extends object>(
  item: Item | RejectedElement,
): item is RejectedElement => 'rejected' in item;

export interface Connector {
  kind: SourceKind;
  /**
   * Pages through the source. A malformed envelope (not JSON, no job list, an HTTP error) throws
   * so the run records a source error; a malformed element is yielded as a rejection instead.
   */
  fetchPostings(source: FollowedSource, context: FetchContext): AsyncIterable<FeedItem>;
}
