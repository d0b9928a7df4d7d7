import type { Database } from '../../db/client.ts';
import { AppError } from '../app-error.ts';
import { consumeRateLimit, type RateLimitRule } from '../security/consume-rate-limit.ts';

/**
 * Codes are 8 characters of 31 (about 8.5 × 10¹¹): guessing one within its 10 minutes takes
 * far more tries than these windows allow from one address, or for one account's codes.
 */
export const extensionLimits = {
  pairPerAddress: { limit: 10, windowSeconds: 15 * 60 },
  codesPerUser: { limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export async function limitExtensionRequests(
  db: Database,
  input: { key: string; rule: RateLimitRule; message: string },
): Promise<void> {
  const result = await consumeRateLimit(db, { key: input.key, rule: input.rule });
  if (!result.allowed)
    throw new AppError('RATE_LIMITED', input.message, {
      retryAfterSeconds: result.retryAfterSeconds,
    });
}
