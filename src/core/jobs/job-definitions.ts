import { z } from 'zod';
import { matchRunTriggers } from '../../shared/schemas/matches.ts';

/**
 * Every job's name and payload schema, shared by whoever sends (server, core) and whoever runs
 * it (worker/registry.ts). Payloads are validated on both sides.
 */
export const jobPayloadSchemas = {
  'purge-expired-auth-records': z.object({}).strict(),
  'reconcile-subscriptions': z.object({}).strict(),
  /** Queued when an account is deleted (core/privacy/delete-account.ts). */
  'cancel-deleted-account-subscription': z.object({ subscriptionId: z.string().min(1) }).strict(),
  'load-demo-corpus': z.object({}).strict(),
  'ingest-catalogue': z
    .object({ trigger: z.enum(['schedule', 'manual']).default('schedule') })
    .strict(),
  'match-jobs-for-user': z
    .object({
      userId: z.string().min(1),
      trigger: z.enum(matchRunTriggers),
      /** The match_runs row queued with the job; a run without one records its own. */
      runId: z.string().optional(),
    })
    .strict(),
  'queue-due-match-runs': z.object({}).strict(),
  /** One version of an application package to tailor (core/tailoring, decision 052). */
  'prepare-application-package': z
    .object({ packageId: z.string().min(1), version: z.number().int().min(1) })
    .strict(),
  /** One attempt at an application (core/applying, decision 057): read the form, or send it. */
  'attempt-application': z
    .object({ applicationId: z.string().min(1), mode: z.enum(['inspect', 'submit']) })
    .strict(),
  /** Every five minutes: match runs whose workers died on every try end as failed. */
  'fail-abandoned-match-runs': z.object({}).strict(),
  /** Every minute: approved applications whose wait (quota, cooldown, pacing) is over. */
  'queue-approved-applications': z.object({}).strict(),
  /** Every hour: the e-mail digests that are due (core/digest, decision 066). */
  'send-due-digests': z.object({}).strict(),
} as const;

export type JobName = keyof typeof jobPayloadSchemas;
export const jobNames = Object.keys(jobPayloadSchemas) as JobName[];
