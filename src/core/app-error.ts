import type { ErrorCode } from '../shared/errors.ts';

/** The one code → HTTP status table. Every error the API answers with is one of these. */
export const httpStatusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  ACCOUNT_LINK_REQUIRED: 409,
  INVALID_TOKEN: 400,
  SUBSCRIPTION_REQUIRED: 402,
  PAYMENT_DECLINED: 402,
  /** Checkout refused: an entitled user manages the subscription instead. */
  ALREADY_SUBSCRIBED: 409,
  /** Billing portal or cancel asked for by an account with nothing to manage. */
  NO_SUBSCRIPTION: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** The thing exists but cannot take this action now: approving an application already sent. */
  INVALID_STATE: 409,
  RATE_LIMITED: 429,
  NOT_CONFIGURED: 503,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { fieldErrors?: Record<string, string[]>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = extra.fieldErrors;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }

  get httpStatus(): number {
    return httpStatusByCode[this.code];
  }
}
