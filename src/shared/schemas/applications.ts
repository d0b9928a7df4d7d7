import { z } from 'zod';

/**
 * Applying for the user (decision 057): one application per (user, job), moved through one state
 * machine by core/applying, shown live by the Applications pages. This module is the contract
 * between the core, the worker's channels, the API and the client.
 */

export const applicationStates = [
  /** Created; its package is still being tailored. */
  'prepared',
  /** The package is ready: the user sees exactly what will be sent and approves. */
  'awaiting_review',
  /** Approved; waiting for today's quota, the company cooldown or the host's pacing. */
  'approved',
  /** An attempt job is queued. */
  'queued',
  /** An attempt is filling the form (nothing irreversible yet; a crash restarts it safely). */
  'filling',
  /** Committed just before the final submit action; a crash from here never resubmits. */
  'submitting',
  'submitted',
  /** Stopped on something only the user may do; `needsYou` says what. */
  'needs_you',
  'failed',
  'withdrawn',
  /** An attempt ended after `submitting` without a confirmation: the user is asked to check. */
  'unconfirmed',
] as const;
export type ApplicationState = (typeof applicationStates)[number];

/** States no attempt leaves on its own. */
export const finalApplicationStates = [
  'submitted',
  'withdrawn',
  'unconfirmed',
] as const satisfies readonly ApplicationState[];

/** How an application is sent: the Recruitee candidates API, the hosted form in a browser, or by the user. */
export const applicationChannels = ['recruitee_api', 'browser', 'manual'] as const;
export type ApplicationChannel = (typeof applicationChannels)[number];

/** How a receipt's application went: a channel above, or the user with the browser extension. */
export const receiptChannels = [...applicationChannels, 'extension'] as const;
export type ReceiptChannel = (typeof receiptChannels)[number];

/** The hosted forms the browser channel knows (job-sources.md §2.6). */
export const hostedFormKinds = [
  'greenhouse',
  'greenhouse_legacy',
  'lever',
  'ashby',
  'workable',
  'smartrecruiters',
] as const;
export type HostedFormKind = (typeof hostedFormKinds)[number];

/** Why an application waits for the user. */
export const needsYouReasons = [
  'captcha',
  'login_wall',
  'email_code',
  'unknown_question',
  'validation_errors',
  'file_rejected',
  'form_unreadable',
  'browser_unavailable',
  'finish_yourself',
] as const;
export type NeedsYouReason = (typeof needsYouReasons)[number];

const text = (max: number) => z.string().max(max);

/** A question the employer asks, as read from the form or the API. */
export const employerQuestionSchema = z.object({
  /** Stable key within the form: the field's name, id or the API's question id. */
  key: text(300),
  label: text(2000),
  type: z.enum([
    'text',
    'textarea',
    'select',
    'multiselect',
    'radio',
    'checkbox',
    'yesno',
    'file',
    'date',
    'number',
  ]),
  options: z.array(text(500)).max(500).default([]),
  required: z.boolean(),
  /** Published by the employer but shown by the form only after some answers. */
  conditional: z.boolean().optional(),
});
export type EmployerQuestion = z.infer<typeof employerQuestionSchema>;

export const needsYouSchema = z.object({
  reason: z.enum(needsYouReasons),
  /** What happened and what to do, in the user's words: "The form asks you to prove you are human…". */
  message: text(2000),
  /** The host the attempt stopped on (counted per host for the admin view). */
  host: text(300).optional(),
  /** For unknown_question: the exact questions the bank could not answer. */
  questions: z.array(employerQuestionSchema).max(50).default([]),
  /** For validation_errors: what the form said, verbatim. */
  formErrors: z.array(text(1000)).max(50).default([]),
});
export type NeedsYou = z.infer<typeof needsYouSchema>;

export const applicationFailureSchema = z.object({
  message: text(2000),
  retryable: z.boolean(),
});
export type ApplicationFailure = z.infer<typeof applicationFailureSchema>;

/** One field as it was (or will be) sent. Sensitive values are masked unless revealed. */
export const sentFieldSchema = z.object({
  key: text(300),
  label: text(2000),
  value: text(20_000),
  /** EEO and other sensitive answers: shown as "••••" in receipts until the user reveals them. */
  sensitive: z.boolean().default(false),
  /** Where the value came from: "Profile: email", "Answer bank", "Your answer on 3 May". */
  source: text(200),
  /** Published by the employer but shown by the form only after some answers: sent if it shows. */
  conditional: z.boolean().optional(),
});
export type SentField = z.infer<typeof sentFieldSchema>;

export const sentFileSchema = z.object({
  role: z.enum(['resume', 'cover_letter']),
  fileName: text(300),
  contentType: text(100),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type SentFile = z.infer<typeof sentFileSchema>;

/** A recorded transition: shown as the application's history. */
export const applicationEventSchema = z.object({
  from: z.enum(applicationStates).nullable(),
  to: z.enum(applicationStates),
  cause: text(500),
  at: z.iso.datetime(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

export const applicationSummarySchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  state: z.enum(applicationStates),
  channel: z.enum(applicationChannels),
  needsYou: needsYouSchema.nullable(),
  failure: applicationFailureSchema.nullable(),
  /** Why an approved application waits: "Today's 5 applications are used; it goes tomorrow". */
  waitingReason: z.string().nullable(),
  /** The running attempt's step for the live view: "Opening the form", "Uploading your resume". */
  progress: z.string().nullable(),
  updatedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationListResponseSchema = z.object({
  applications: z.array(applicationSummarySchema),
});

/** What the review page shows: exactly what will be sent. */
export const applicationDetailSchema = applicationSummarySchema.extend({
  applyUrl: z.string(),
  /** The hosted form the browser channel fills; null for the API and finish-yourself channels. */
  formKind: z.enum(hostedFormKinds).nullable(),
  packageId: z.string(),
  packageVersion: z.number().int(),
  fields: z.array(sentFieldSchema),
  files: z.array(sentFileSchema),
  events: z.array(applicationEventSchema),
  hasReceipt: z.boolean(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const createApplicationBodySchema = z.object({ jobId: z.string().min(1).max(200) });

/** The user's answers to questions that stopped an application; saved to the bank too. */
export const answerQuestionsBodySchema = z.object({
  answers: z
    .array(z.object({ key: text(300), value: z.string().min(1).max(5000) }))
    .min(1)
    .max(50),
});

/** "I submitted it": the finish-yourself path records it. */
export const markSubmittedBodySchema = z.object({
  /** The employer's confirmation e-mail or page text, pasted by the user. */
  confirmationText: z.string().trim().min(1).max(4000).optional(),
});

/** The standing rule and limits the user controls. */
export const applicationSettingsSchema = z.object({
  paused: z.boolean(),
  autoApply: z.object({
    enabled: z.boolean(),
    minScore: z.number().int().min(0).max(100),
    /** Connector kinds the rule may apply through, e.g. "greenhouse", "recruitee". Empty: none. */
    sources: z.array(z.string().min(1).max(50)).max(30),
  }),
  cooldownDays: z.number().int().min(0).max(365),
  /** Answer EEO questions from the user's encrypted answers; off: decline to self-identify. */
  shareEeoAnswers: z.boolean(),
});
export type ApplicationSettings = z.infer<typeof applicationSettingsSchema>;

/** What the settings page shows beside the settings: today's use of the quota and the browser. */
export const applyingStatusSchema = z.object({
  dailyQuota: z.number().int(),
  /** Applications sent since midnight in the user's time zone. */
  usedToday: z.number().int(),
  timeZone: z.string(),
  /** False when no Chromium is installed: hosted forms become finish-it-yourself. */
  browserAvailable: z.boolean(),
});
export type ApplyingStatus = z.infer<typeof applyingStatusSchema>;

export const applicationSettingsResponseSchema = z.object({
  settings: applicationSettingsSchema,
  status: applyingStatusSchema,
});

export const defaultApplicationSettings: ApplicationSettings = {
  paused: false,
  autoApply: { enabled: false, minScore: 80, sources: [] },
  cooldownDays: 30,
  shareEeoAnswers: false,
};

/** The answer bank's fixed questions; custom ones are keyed by their normalized question text. */
export const answerBankKeys = [
  'work_authorization',
  'sponsorship',
  'relocation',
  'start_date',
  'salary_expectation',
  'travel',
  'shifts',
  'heard_about',
] as const;
export type AnswerBankKey = (typeof answerBankKeys)[number];

export const answerBankEntrySchema = z.object({
  /** One of answerBankKeys, or "custom:<normalized question>". */
  key: z.string().min(1).max(400),
  question: text(2000),
  answer: z.string().max(5000),
});
export type AnswerBankEntry = z.infer<typeof answerBankEntrySchema>;

export const answerBankSchema = z.object({
  entries: z.array(answerBankEntrySchema).max(500),
  /** Null until the user has approved the bank once; applications wait for it. */
  approvedAt: z.iso.datetime().nullable(),
});
export type AnswerBank = z.infer<typeof answerBankSchema>;

export const saveAnswerBankBodySchema = z.object({
  entries: z.array(answerBankEntrySchema).max(500),
  approve: z.boolean().default(false),
});

export const receiptSchema = z.object({
  applicationId: z.string(),
  url: z.string(),
  submittedAt: z.iso.datetime(),
  channel: z.enum(receiptChannels),
  fields: z.array(sentFieldSchema),
  files: z.array(sentFileSchema),
  confirmationText: z.string().nullable(),
  /** Artifact names the receipt's download route serves: "form.png", "confirmation.png", "resume.pdf". */
  artifacts: z.array(z.object({ name: z.string(), bytes: z.number().int() })),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** The receipt's sensitive values, shown only when the owner asks (the read is audited). */
export const revealedFieldsResponseSchema = z.object({ fields: z.array(sentFieldSchema) });
