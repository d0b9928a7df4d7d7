import type { Database } from '../../db/client.ts';
import { AppError } from '../app-error.ts';
import { consumeRateLimit, type RateLimitRule } from '../security/consume-rate-limit.ts';

/**
 * Per-user ceilings on the package work a request starts (decision 052): tailoring a package
 * (create or regenerate) and rendering a download both cost server CPU, and a script could
 * loop on either. Generous beside real use: the largest plan's daily quota is 40 packages.
 */
export const packageWorkLimits = {
  prepare: { limit: 60, windowSeconds: 60 * 60 },
  render: { limit: 120, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitRule>;
export type PackageWork = keyof typeof packageWorkLimits;

const counterKey = (work: PackageWork, userId: string) => `tailoring-${work}:user:${userId}`;

/** Every counter of the user, for account deletion to remove with the account. */
export const packageWorkCounterKeys = (userId: string) =>
  (Object.keys(packageWorkLimits) as PackageWork[]).map((work) => counterKey(work, userId));

export async function limitPackageWork(
  db: Database,
  input: { userId: string; work: PackageWork },
): Promise<void> {
  const result = await consumeRateLimit(db, {
    key: counterKey(input.work, input.userId),
    rule: packageWorkLimits[input.work],
  });
  if (result.allowed) return;
  const minutes = Math.ceil(result.retryAfterSeconds / 60);
  throw new AppError(
    'RATE_LIMITED',
    `That is a lot of documents in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { retryAfterSeconds: result.retryAfterSeconds },
  );
}
