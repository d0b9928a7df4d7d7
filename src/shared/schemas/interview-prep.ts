import { z } from 'zod';
import { factSourceSchema, requirementKinds } from './tailoring.ts';

/**
 * Interview preparation (issue 15 §4, decision 067): a prep pack for one tracked application,
 * built when read from what was sent (the package version and the answers of the receipt), the
 * posting and the profile, plus the user's practice answers. The contract between
 * core/interview-prep, the API and the client's prep page.
 */

export const prepQuestionKinds = ['requirement', 'role', 'behavioural'] as const;
export type PrepQuestionKind = (typeof prepQuestionKinds)[number];

/** One line of a STAR outline: the profile's own words, with the fact they come from. */
export const evidenceParts = ['situation', 'action', 'result', 'fact'] as const;
export const evidenceLineSchema = z.object({
  part: z.enum(evidenceParts),
  text: z.string(),
  source: factSourceSchema,
  /** The line's words are in the resume that was sent (false when nothing was sent). */
  inSentResume: z.boolean(),
});
export type EvidenceLine = z.infer<typeof evidenceLineSchema>;

export const prepQuestionSchema = z.object({
  /** Stable for the same posting and occupation: practice answers are kept under it. */
  id: z.string(),
  kind: z.enum(prepQuestionKinds),
  text: z.string(),
  /** What the question ties to: the requirement in the posting's words, the occupation, or the behaviour. */
  about: z.string(),
  requirementKind: z.enum(requirementKinds).nullable(),
  /** The requirement's coverage (decision 050); null for role and behavioural questions. */
  requirementMet: z.boolean().nullable(),
  /** The words an answer should name to show the requirement ("BLS", "Excel"); may be empty. */
  keyTerms: z.array(z.string()),
  evidence: z.array(evidenceLineSchema),
  /** When there is no evidence: what to think about instead. */
  noEvidence: z.string().nullable(),
});
export type PrepQuestion = z.infer<typeof prepQuestionSchema>;

export const bringItemSchema = z.object({
  name: z.string(),
  kind: z.enum(['licence', 'certification', 'document']),
  /** null for documents; for a credential, whether the profile holds it. */
  held: z.boolean().nullable(),
  heldSource: factSourceSchema.nullable(),
});
export type BringItem = z.infer<typeof bringItemSchema>;

export const sentAnswerSchema = z.object({ label: z.string(), value: z.string() });

export const fillerCountSchema = z.object({ word: z.string(), count: z.number().int() });

/** Feedback on a practice answer: rules always, a model's notes only when one is configured. */
export const practiceFeedbackSchema = z.object({
  words: z.number().int(),
  length: z.enum(['empty', 'short', 'good', 'long']),
  star: z.object({
    situation: z.boolean(),
    task: z.boolean(),
    action: z.boolean(),
    result: z.boolean(),
  }),
  /** null when the question has no key terms to look for. */
  namesRequirement: z.boolean().nullable(),
  fillers: z.array(fillerCountSchema),
  tips: z.array(z.string()),
});
export type PracticeFeedback = z.infer<typeof practiceFeedbackSchema>;

export const practiceAnswerSchema = z.object({
  questionId: z.string(),
  answer: z.string(),
  updatedAt: z.iso.datetime(),
  feedback: practiceFeedbackSchema,
});
export type PracticeAnswer = z.infer<typeof practiceAnswerSchema>;

export const prepPackSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  company: z.string(),
  /** 'full' for Pro and Enterprise; 'preview' for Basic: a real sample with the rest withheld. */
  access: z.enum(['full', 'preview']),
  /** Questions withheld from a preview. */
  lockedQuestions: z.number().int(),
  /** What the pack is built from, in words: "The resume and letter you sent (version 2) and the posting". */
  basis: z.string(),
  occupation: z.object({ soc: z.string(), title: z.string() }).nullable(),
  interviewDates: z.array(z.iso.date()),
  questions: z.array(prepQuestionSchema),
  askEmployer: z.array(z.string()),
  bring: z.array(bringItemSchema),
  /** The answers the application form was sent with; sensitive (EEO) answers are never listed. */
  sentAnswers: z.array(sentAnswerSchema),
  practice: z.array(practiceAnswerSchema),
});
export type PrepPack = z.infer<typeof prepPackSchema>;

export const PRACTICE_ANSWER_MAX_LENGTH = 10_000;

/** Autosaved as the user types; an empty answer is kept (the user cleared it). */
export const savePracticeAnswerBodySchema = z.object({
  answer: z
    .string()
    .max(
      PRACTICE_ANSWER_MAX_LENGTH,
      `An answer can be up to ${PRACTICE_ANSWER_MAX_LENGTH} characters.`,
    ),
});
export type SavePracticeAnswerBody = z.infer<typeof savePracticeAnswerBodySchema>;

export const practiceParamsSchema = z.object({
  id: z.string().min(1).max(200),
  questionId: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, 'Not a question of this pack.')
    .meta({ examples: ['req-skill-1'] }),
});

/** A model's reading of a practice answer (decision 054's rules: the user's facts only). */
export const modelFeedbackSchema = z.object({
  notes: z.array(z.string().max(400)).max(6),
});
export const modelFeedbackResponseSchema = z.object({
  /** 'model' when the configured model answered; 'unavailable' with the reason otherwise. */
  status: z.enum(['model', 'not_configured', 'unavailable']),
  notes: z.array(z.string()),
  message: z.string(),
});
export type ModelFeedbackResponse = z.infer<typeof modelFeedbackResponseSchema>;

/** The prep page's address (the client's `paths.interviewPrep`), linked from the calendar file. */
export const interviewPrepPagePath = (itemId: string) =>
  `/main-app/interview-prep/${encodeURIComponent(itemId)}`;
