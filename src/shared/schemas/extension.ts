import { z } from 'zod';
import {
  applicationStates,
  employerQuestionSchema,
  sentFieldSchema,
  sentFileSchema,
} from './applications.ts';

/**
 * The browser extension (decision 064): it fills an employer's form in the user's own browser
 * from the application package, the person solves any challenge and presses Submit, and the
 * extension brings the receipt back. This module is the contract between the extension, the API
 * and the Settings page.
 *
 * Two kinds of route:
 * - `/api/app/extension/devices…` and `/api/app/extension/pairing-codes`: the signed-in web app
 *   (session cookie, CSRF-checked and subscription-gated like every other main-app route).
 * - `/api/extension/v1/…`: the extension (`Authorization: Bearer hlx_…`, no cookies, CORS open
 *   to `chrome-extension://` origins only). A token reaches these routes and nothing else, and
 *   only its own user's applications.
 */

const text = (max: number) => z.string().max(max);

export const EXTENSION_TOKEN_PREFIX = 'hlx_';
/** The extension's API; the CSRF guard lets it be, as it reads no cookie. */
export const EXTENSION_API_PREFIX = '/api/extension/v1';
/** A form's fields with every option, and a receipt with its two captures, pass the app's 64 KiB. */
export const EXTENSION_PLAN_BODY_LIMIT_BYTES = 1024 * 1024;
export const EXTENSION_RECEIPT_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
/** A pairing code lives this long and works once. */
export const PAIRING_CODE_MINUTES = 10;

/** "7KQ4-M2XD": 8 letters and digits without look-alikes (no 0/O, 1/I/L), shown with a dash. */
export const pairingCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .meta({ examples: ['7KQ4-M2XD'] })
  .transform((code) => code.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[2-9A-HJKMNP-Z]{8}$/, 'Enter the 8-character code from Hireloop'));

export const pairingCodeResponseSchema = z.object({
  /** As shown to the user, with a dash: "7KQ4-M2XD". */
  code: z.string(),
  expiresAt: z.iso.datetime(),
});

export const extensionDeviceSchema = z.object({
  id: z.string(),
  /** What the extension called itself when paired: "Chrome on Linux". */
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ExtensionDevice = z.infer<typeof extensionDeviceSchema>;

export const extensionDeviceListSchema = z.object({ devices: z.array(extensionDeviceSchema) });

/** POST /api/extension/v1/pair (no token yet; rate-limited per address). */
export const pairBodySchema = z.object({
  code: pairingCodeSchema,
  deviceName: z.string().trim().min(1).max(100),
});
export const pairResponseSchema = z.object({
  /** Shown once; the server keeps only its SHA-256. */
  token: z.string(),
  deviceId: z.string(),
  email: z.string(),
});

export const extensionMeSchema = z.object({ email: z.string(), deviceId: z.string() });

/** What the extension's panel needs to know about one application. */
export const extensionApplicationSchema = z.object({
  id: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  applyUrl: z.string(),
  state: z.enum(applicationStates),
  /** False while the package is still being tailored, or the worker is sending it right now. */
  fillable: z.boolean(),
  /** Why it is not fillable, in the user's words. */
  notFillableReason: z.string().nullable(),
});
export type ExtensionApplication = z.infer<typeof extensionApplicationSchema>;

/** GET /api/extension/v1/lookup?url=… : the application (or catalogue job) for this page. */
export const lookupQuerySchema = z.object({ url: z.url().max(2000) });
export const lookupResponseSchema = z.object({
  /** The user's application whose apply URL is this page's (same host and path). */
  application: extensionApplicationSchema.nullable(),
  /** The user's open applications, newest first (at most 20), to pick from when none matches. */
  open: z.array(extensionApplicationSchema),
  /** Catalogue jobs with this apply URL, to create an application for when the user has none. */
  jobs: z.array(z.object({ id: z.string(), title: z.string(), company: z.string() })).max(5),
});

/** POST /api/extension/v1/applications { jobId }: as the app's own "Apply" does. */
export const extensionCreateBodySchema = z.object({ jobId: z.string().min(1).max(200) });

/**
 * A control as the in-page form agent reads it from an employer's form: the agent's own type
 * (core/applying/types.ts FormField is this), and what the extension sends to be planned.
 */
export const formFieldSchema = z.object({
  key: z.string().min(1).max(300),
  id: text(300).nullable(),
  name: text(300).nullable(),
  label: text(2000),
  type: z.enum([
    'text',
    'email',
    'tel',
    'url',
    'textarea',
    'select',
    'combobox',
    'radio',
    'checkbox',
    'yesno',
    'file',
    'date',
    'number',
  ]),
  options: z.array(text(500)).max(500),
  required: z.boolean(),
  eeo: z.boolean(),
});

/** POST /api/extension/v1/applications/:id/plan: the page's fields in, what to put in each out. */
export const planBodySchema = z.object({
  url: z.url().max(2000),
  fields: z.array(formFieldSchema).min(1).max(300),
});

export const extensionFillValueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({ kind: z.literal('choice'), options: z.array(z.string()) }),
  z.object({
    kind: z.literal('file'),
    fileName: z.string(),
    contentType: z.string(),
    base64: z.string(),
  }),
]);

export const planResponseSchema = z.object({
  /** One per field the user's facts answer; `sent` is what the receipt will record. */
  answers: z.array(
    z.object({ key: z.string(), value: extensionFillValueSchema, sent: sentFieldSchema }),
  ),
  /** Required questions nothing answers: the panel shows them with the option to save an answer. */
  unanswered: z.array(employerQuestionSchema),
  files: z.array(sentFileSchema),
});
export type PlanResponse = z.infer<typeof planResponseSchema>;

/** POST /api/extension/v1/applications/:id/answers: the user's answers, saved to the bank. */
export const extensionAnswersBodySchema = z.object({
  answers: z
    .array(
      z.object({
        key: z.string().min(1).max(300),
        question: z.string().trim().min(1).max(2000),
        value: z.string().trim().min(1).max(5000),
      }),
    )
    .min(1)
    .max(50),
});

/** A capture the extension took: a JPEG or PNG of the visible tab, base64 without a data: prefix. */
const captureSchema = z.object({
  contentType: z.enum(['image/jpeg', 'image/png']),
  base64: z
    .string()
    .min(1)
    // 3 MB of image at most once decoded, as every receipt artifact (decision 057).
    .max(4_000_000)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Not base64')
    .meta({ examples: ['iVBORw0KGgo='] }),
});

/** POST /api/extension/v1/applications/:id/receipt: the person pressed Submit and the page confirmed. */
export const extensionReceiptBodySchema = z.object({
  /** The page that confirmed (after Submit). */
  url: z.url().max(2000),
  /** The form's own fields as they were when Submit was pressed (sensitive ones masked by the server). */
  fields: z.array(sentFieldSchema).max(300),
  files: z.array(sentFileSchema).max(10),
  confirmationText: z.string().trim().min(1).max(4000),
  captures: z.object({ form: captureSchema.optional(), confirmation: captureSchema.optional() }),
  submittedAt: z.iso.datetime(),
});
export type ExtensionReceiptBody = z.infer<typeof extensionReceiptBodySchema>;

export const extensionReceiptResponseSchema = z.object({ state: z.enum(applicationStates) });
