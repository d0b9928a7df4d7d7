import { z } from 'zod';

/** The closed list of error codes the API can answer with. The HTTP status of each lives in core. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'CSRF_REJECTED',
  'NOT_FOUND',
  'INVALID_TOKEN',
  'ACCOUNT_LINK_REQUIRED',
  'RATE_LIMITED',
  'SUBSCRIPTION_REQUIRED',
  'PAYMENT_DECLINED',
  'ALREADY_SUBSCRIBED',
  'NO_SUBSCRIPTION',
  'PAYLOAD_TOO_LARGE',
  'INVALID_STATE',
  'NOT_CONFIGURED',
  'INTERNAL',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorBodySchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
