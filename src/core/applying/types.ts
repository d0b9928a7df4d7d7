import type { z } from 'zod';
import type {
  AnswerBankEntry,
  ApplicationFailure,
  EmployerQuestion,
  HostedFormKind,
  NeedsYou,
  SentField,
  SentFile,
} from '../../shared/schemas/applications.ts';
import type { formFieldSchema } from '../../shared/schemas/extension.ts';

/**
 * The contract between the applying core (state machine, limits, worker job), the answer planner,
 * the in-page form agent and the channels (decision 057). Everything a channel needs arrives in
 * `AttemptInput`; everything it learned leaves in `AttemptOutcome`. Channels never touch the
 * database: the attempt runner records what they return.
 */

/** A control as the in-page agent reads it from the employer's form (the extension sends the same). */
export type FormField = z.infer<typeof formFieldSchema>;

/** Something on the page only a person may deal with. Never solved, bypassed or outsourced. */
export interface PageBlocker {
  kind: 'captcha' | 'login_wall' | 'email_code';
  /** "reCAPTCHA", "hCaptcha", "Turnstile", "Workday sign-in"… for the user's message and the admin count. */
  vendor: string;
}

/** What the in-page agent should put in one field. Files arrive base64-encoded. */
export type FillValue =
  | { kind: 'text'; text: string }
  | { kind: 'choice'; options: string[] }
  | { kind: 'file'; fileName: string; contentType: string; base64: string };

export interface PlannedAnswer {
  field: FormField;
  value: FillValue;
  /** As the review page and the receipt show it (files: the file name; sensitive: masked later). */
  sent: SentField;
}

/** The applicant's facts the planner answers from; EEO only when the user chose to share. */
export interface ApplicantFacts {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** "Austin, TX, United States" */
  location: string | null;
  links: { label: string; url: string }[];
  currentCompany: string | null;
  currentTitle: string | null;
  /** Years with each skill or tool, computed from the work history (lower-case keys). */
  skillYears: Record<string, number>;
  licences: string[];
  answerBank: AnswerBankEntry[];
  /** Decrypted in the worker just before use, never logged; null: decline to self-identify. */
  eeo: Record<string, string> | null;
  coverLetterText: string;
}

export interface DocumentFile {
  role: SentFile['role'];
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * Where the ATS publishes the posting's form (decision 063): read beside the page, so a question
 * the page shows only after an answer is known, and answered or asked, before the user reviews.
 */
export type FormDefinitionSource =
  | { kind: 'greenhouse'; url: string }
  | { kind: 'ashby'; url: string; board: string; jobPostingId: string };

export interface AttemptInput {
  applicationId: string;
  /**
   * inspect: open the form, read it and plan every answer, submit nothing (what the review page
   * shows comes from here); submit: fill, verify, mark submitting, submit, read the confirmation.
   */
  mode: 'inspect' | 'submit';
  applyUrl: string;
  formKind: HostedFormKind | null;
  /** Recruitee: company and offer slug from the catalogue's ats ids. */
  atsIds: Record<string, string> | null;
  /** Absent or null: the rendered page is the only source of the form's questions. */
  formDefinition?: FormDefinitionSource | null;
  facts: ApplicantFacts;
  files: DocumentFile[];
  /** The fields the user approved; a required field outside them stops the attempt. */
  approved: SentField[];
  /** Per-step limit for page loads, fills and the wait for a confirmation. */
  stepTimeoutMs: number;
}

export interface AttemptHooks {
  /**
   * Commits the `submitting` state; a channel calls it immediately before the final, irreversible
   * submit action and never submits if it throws (the lease was lost, or the app is stopping).
   */
  markSubmitting(): Promise<void>;
  /** Progress for the live view: "Opening the form", "Uploading your resume"… */
  progress(step: string): Promise<void>;
}

export interface Screenshots {
  form?: Buffer;
  confirmation?: Buffer;
}

export type AttemptOutcome =
  /** inspect mode only: what would be sent, and the required questions nothing could answer. */
  | { kind: 'inspected'; fields: SentField[]; files: SentFile[]; unanswered: EmployerQuestion[] }
  | {
      kind: 'submitted';
      confirmationText: string | null;
      fields: SentField[];
      files: SentFile[];
      screenshots: Screenshots;
    }
  | {
      kind: 'needs_you';
      needsYou: NeedsYou;
      screenshots: Screenshots;
      /** What the finish-yourself page offers to copy, when the attempt stopped before review. */
      prepared?: { fields: SentField[]; files: SentFile[] };
    }
  /** `afterSubmit`: the submit action may have happened; the runner makes it `unconfirmed`. */
  | { kind: 'failed'; failure: ApplicationFailure; afterSubmit: boolean; screenshots: Screenshots };

export type Channel = (input: AttemptInput, hooks: AttemptHooks) => Promise<AttemptOutcome>;
