import { z } from 'zod';

/** /api/admin/*: followed job sources and ingestion runs (accounts listed in ADMIN_EMAILS only). */
export const followedSourceSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  key: z.string(),
  label: z.string().nullable(),
  industry: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type FollowedSourceView = z.infer<typeof followedSourceSchema>;

export const followedSourceListSchema = z.object({ sources: z.array(followedSourceSchema) });

export const addFollowedSourceBodySchema = z.object({
  /** "kind:key", e.g. greenhouse:acme or workday:acme.wd5.myworkdayjobs.com/External */
  source: z.string().trim().min(3, 'Enter a source as kind:key, e.g. greenhouse:acme').max(600),
  label: z.string().trim().min(1, 'Leave it out or enter a label').max(200).optional(),
  industry: z.string().trim().min(1, 'Leave it out or enter an industry').max(100).optional(),
});
export type AddFollowedSourceBody = z.infer<typeof addFollowedSourceBodySchema>;

/** A `serial` id: PostgreSQL's integer stops at 2^31 - 1, so a larger one is no id of ours. */
export const followedSourceIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647, 'That is not a source id.'),
});

export const setFollowedSourceEnabledBodySchema = z.object({ enabled: z.boolean() });

const runCountsSchema = {
  seen: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  closed: z.number().int(),
};

export const ingestionRunSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(['schedule', 'manual', 'demo']),
  status: z.enum(['running', 'succeeded', 'partial', 'failed']),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  durationMs: z.number().int().nullable(),
  ...runCountsSchema,
  failedSources: z.number().int(),
  sources: z.array(
    z.object({
      kind: z.string(),
      key: z.string(),
      status: z.enum(['succeeded', 'failed']),
      ...runCountsSchema,
      invalid: z.number().int(),
      error: z.string().nullable(),
      durationMs: z.number().int(),
    }),
  ),
});
export type IngestionRunView = z.infer<typeof ingestionRunSchema>;

export const ingestionRunListSchema = z.object({ runs: z.array(ingestionRunSchema) });

export const runNowResultSchema = z.object({ queued: z.literal(true) });

export const adminAccessSchema = z.object({ admin: z.boolean() });

/** How often applications were handed to users, per ATS host and reason (decision 057). */
export const handOffCountsSchema = z.object({
  sinceDays: z.number().int(),
  handOffs: z.array(z.object({ host: z.string(), reason: z.string(), count: z.number().int() })),
});
export type HandOffCounts = z.infer<typeof handOffCountsSchema>;
