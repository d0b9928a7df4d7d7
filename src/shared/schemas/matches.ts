import { z } from 'zod';
import { jobSummarySchema } from './jobs.ts';

/** Why a job was disliked: the API accepts these and the matching core learns from each. */
export const dislikeReasonValues = [
  'too-senior',
  'too-junior',
  'wrong-location',
  'salary-too-low',
  'wrong-field',
  'not-this-company',
  'other',
] as const;
export type DislikeReason = (typeof dislikeReasonValues)[number];

const dislikeReasonLabels: Record<DislikeReason, string> = {
  'too-senior': 'Too senior',
  'too-junior': 'Too junior',
  'wrong-location': 'Wrong location',
  'salary-too-low': 'Salary too low',
  'wrong-field': 'Wrong field',
  'not-this-company': 'Not this company',
  other: 'Other',
};
/** The reasons as the menu shows them, in this order. */
export const dislikeReasonOptions = dislikeReasonValues.map((value) => ({
  value,
  label: dislikeReasonLabels[value],
}));

export const matchStates = ['new', 'shown', 'liked', 'disliked', 'applied'] as const;
export type MatchState = (typeof matchStates)[number];
export const matchViews = ['today', 'applied'] as const;

/** One object (not a union) so the API documents it as one: only a dislike may carry a reason. */
export const feedbackInputSchema = z
  .object({
    kind: z.enum(['like', 'dislike'], { error: 'Choose like or dislike.' }),
    reason: z
      .enum(dislikeReasonValues, { error: 'Choose a reason from the list.' })
      .nullable()
      .default(null),
  })
  .refine((feedback) => feedback.kind === 'dislike' || feedback.reason === null, {
    path: ['reason'],
    message: 'Only a dislike has a reason.',
  });
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

const queryBoolean = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' || value === '' ? false : value),
  z.boolean().default(false),
);

export const matchFiltersSchema = z.object({
  minScore: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'The minimum score must be a number.' })
      .int('The minimum score must be a whole number.')
      .min(0, 'The minimum score is 0 to 100.')
      .max(100, 'The minimum score is 0 to 100.')
      .default(0),
  ),
  remoteOnly: queryBoolean,
  likedOnly: queryBoolean,
  /** Today's matches, or every job the user marked applied (whatever its day). */
  view: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(matchViews, { error: 'Choose today or applied.' }).default('today'),
  ),
});
export type MatchFilters = z.infer<typeof matchFiltersSchema>;

export const matchJobParamsSchema = z.object({ jobId: z.string().min(1).max(200) });

export const matchItemSchema = z.object({
  job: jobSummarySchema,
  /** Null for a demo posting or a link that is not http(s) (decision 031). */
  applyUrl: z.string().nullable(),
  score: z.number().int(),
  reason: z.string(),
  state: z.enum(matchStates),
  /** The latest like or dislike on the job: an applied job keeps its state and still has one. */
  feedback: z.enum(['like', 'dislike']).nullable(),
  createdAt: z.iso.datetime(),
});
export type MatchItem = z.infer<typeof matchItemSchema>;

/** "I applied" (the user applied through the posting themselves) or its undo. */
export const appliedInputSchema = z.object({
  applied: z.boolean({ error: 'Say whether you applied: true or false.' }),
});
export type AppliedInput = z.infer<typeof appliedInputSchema>;
export const appliedResultSchema = z.object({ jobId: z.string(), state: z.enum(matchStates) });
export type AppliedResult = z.infer<typeof appliedResultSchema>;

/**
 * What queued a run: saving preferences, "Run now", the daily schedule, or a finished catalogue
 * load (the first start's demo corpus) that the earlier runs could not see.
 */
export const matchRunTriggers = ['preferences', 'manual', 'schedule', 'catalogue'] as const;

export const matchRunSchema = z.object({
  id: z.string(),
  trigger: z.enum(matchRunTriggers),
  status: z.enum(['queued', 'running', 'succeeded', 'skipped', 'failed']),
  queuedAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  jobsConsidered: z.number().int(),
  newMatches: z.number().int(),
});
export type MatchRun = z.infer<typeof matchRunSchema>;
export const latestRunSchema = z.object({ run: matchRunSchema.nullable() });

export const matchListSchema = z.object({
  items: z.array(matchItemSchema),
  /** False until the user saved preferences: the dashboard then leads to Job Search. */
  hasPreferences: z.boolean(),
  /** The user's latest run as it was when the list was read (the list is at least as new). */
  latestRun: matchRunSchema.nullable(),
});
export type MatchList = z.infer<typeof matchListSchema>;

export const learnedPreferencesSchema = z.object({
  items: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type LearnedPreferences = z.infer<typeof learnedPreferencesSchema>;
export const learnedItemParamsSchema = z.object({ itemId: z.string().min(1).max(300) });

const dayCountsSchema = z.object({
  date: z.iso.date(),
  matches: z.number().int(),
  likes: z.number().int(),
  dislikes: z.number().int(),
});

export const matchStatsSchema = z.object({
  /** 56 days, oldest first (UTC). */
  days: z.array(dayCountsSchema),
  weeks: z.array(
    z.object({
      /** Monday of the week, YYYY-MM-DD (UTC). */
      weekStart: z.iso.date(),
      matches: z.number().int(),
      likes: z.number().int(),
      dislikes: z.number().int(),
    }),
  ),
});
export type MatchStats = z.infer<typeof matchStatsSchema>;
