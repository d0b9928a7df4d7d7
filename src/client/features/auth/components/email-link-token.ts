import { verifyEmailInputSchema } from '../../../../shared/schemas/auth.ts';
import { ApiError } from '../../../lib/api-client.ts';

// The reset and verification e-mails carry the same kind of token, so one rule checks either.
export const isCompleteToken = (token: string) =>
  verifyEmailInputSchema.safeParse({ token }).success;

/** The server's answer for a token that expired, was used, or never existed. */
export const isInvalidToken = (error: Error | null) =>
  error instanceof ApiError && error.code === 'INVALID_TOKEN';
