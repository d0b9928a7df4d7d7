import { z } from 'zod';

/**
 * The application tracker (issue 15 §1, decision 065): every application the user made, whether
 * Hireloop sent it or the user made it elsewhere, and where it stands with the employer. The
 * contract between core/tracker, the API and the client's Tracker view.
 */

/** Where an application stands with the employer, as the user records it. */
export const trackerStages = [
  'applied',
  'heard_back',
  'interviewing',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type TrackerStage = (typeof trackerStages)[number];

/**
 * What the board shows: a stage, or "no answer" for an item still at `applied` after the user's
 * number of days. "No answer" is never stored; it is computed when read (decision 065).
 */
export const shownStages = [...trackerStages, 'no_answer'] as const;
export type ShownStage = (typeof shownStages)[number];

/** Who sent it: Hireloop's channels, the user with the extension or by hand, or outside Hireloop. */
export const trackerSources = ['hireloop', 'extension', 'by_you', 'elsewhere'] as const;
export type TrackerSource = (typeof trackerSources)[number];

export const NOTES_MAX_LENGTH = 5000;
/**
 * "What you've taught us" ids of what a tracked application's outcome teaches the matcher
 * (`outcome:<item id>`, decision 068): the client lists them apart, as outcomes.
 */
export const OUTCOME_LEARNED_ID_PREFIX = 'outcome:';
export const DEFAULT_NO_ANSWER_DAYS = 21;

/** A calendar day (YYYY-MM-DD) between 2000 and 2100, so typos like 0202 or 20266 are refused. */
const day = z.iso
  .date({ error: 'Enter a date as YYYY-MM-DD.' })
  .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', 'Enter a date after 2000.')
  .meta({ examples: ['2026-11-02'] });
const line = (max: number) => z.string().trim().min(1, 'Required.').max(max);

export const trackerReminderSchema = z.object({
  id: z.string(),
  dueOn: z.iso.date(),
  text: z.string(),
  done: z.boolean(),
});
export type TrackerReminder = z.infer<typeof trackerReminderSchema>;

export const trackedItemSchema = z.object({
  id: z.string(),
  source: z.enum(trackerSources),
  title: z.string(),
  company: z.string(),
  link: z.string().nullable(),
  appliedOn: z.iso.date(),
  stage: z.enum(trackerStages),
  shownStage: z.enum(shownStages),
  interviewDates: z.array(z.iso.date()),
  notes: z.string(),
  stageChangedAt: z.iso.datetime(),
  /** The catalogue job, when the application is linked to one (opens the job page). */
  jobId: z.string().nullable(),
  /** The Hireloop application (opens its package and receipt). */
  applicationId: z.string().nullable(),
  hasReceipt: z.boolean(),
  occupation: z.string().nullable(),
  reminders: z.array(trackerReminderSchema),
});
export type TrackedItem = z.infer<typeof trackedItemSchema>;

const tally = z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() }));

/**
 * One week's applications (by applied day, weeks starting Monday) and how far they have got:
 * the funnel over time. Each figure counts applications that reached that step or a later one.
 */
export const funnelWeekSchema = z.object({
  weekStart: z.iso.date(),
  applied: z.number().int(),
  heardBack: z.number().int(),
  interviewing: z.number().int(),
  offer: z.number().int(),
});
export type FunnelWeek = z.infer<typeof funnelWeekSchema>;

export const trackerCountsSchema = z.object({
  total: z.number().int(),
  /** Applied in the last 7 days. */
  thisWeek: z.number().int(),
  /** Heard back or later (rejections included: the employer answered) ÷ every application; null with none. */
  responseRate: z.number().min(0).max(1).nullable(),
  interviews: z.number().int(),
  bySource: tally,
  byOccupation: tally,
  /** The last weeks, oldest first, empty ones included. */
  funnel: z.array(funnelWeekSchema),
});
export type TrackerCounts = z.infer<typeof trackerCountsSchema>;

export const trackerSettingsSchema = z.object({
  noAnswerDays: z.number().int().min(1).max(365),
});
export type TrackerSettings = z.infer<typeof trackerSettingsSchema>;

export const trackerResponseSchema = z.object({
  items: z.array(trackedItemSchema),
  settings: trackerSettingsSchema,
  counts: trackerCountsSchema,
});
export type TrackerResponse = z.infer<typeof trackerResponseSchema>;

/**
 * "Add an application made elsewhere", and editing one: the forms and the API share this schema.
 * On edit, a missing link clears it.
 */
export const addOutsideApplicationBodySchema = z.object({
  title: line(300),
  company: line(300),
  link: z
    .url({ protocol: /^https?$/, error: 'Enter a full address, like https://…' })
    .max(2000)
    .optional(),
  appliedOn: day,
});
export type AddOutsideApplicationBody = z.infer<typeof addOutsideApplicationBodySchema>;

export const changeStageBodySchema = z.object({
  stage: z.enum(trackerStages),
  /** Replaces the list when given; the interview days the user knows of. */
  interviewDates: z.array(day).max(20).optional(),
});
export type ChangeStageBody = z.infer<typeof changeStageBodySchema>;

/** Plain text, shown as text (never as HTML); null clears the notes. */
export const saveNotesBodySchema = z.object({
  notes: z
    .string()
    .min(1)
    .max(NOTES_MAX_LENGTH, `Notes can be up to ${NOTES_MAX_LENGTH} characters.`)
    .nullable(),
});

export const addReminderBodySchema = z.object({ dueOn: day, text: line(300) });
export type AddReminderBody = z.infer<typeof addReminderBodySchema>;

export const setReminderDoneBodySchema = z.object({ done: z.boolean() });

export const trackerIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
