import type { Database } from '../../db/client.ts';
import { lt } from '../../db/orm.ts';
import { rateLimits, sessions, verifications } from '../../db/schema/index.ts';
import { DAY_MS } from '../../shared/time.ts';

/** The longest rate-limit window; counters older than this can no longer refuse anything. */
const RATE_LIMIT_RETENTION_MS = DAY_MS;

/** Removes expired sessions and tokens and stale rate-limit counters. Safe to run any time. */
export async function purgeExpiredAuthRecords(
  db: Database,
  input: { now?: Date } = {},
): Promise<{ sessions: number; tokens: number; rateLimits: number }> {
  const now = input.now ?? new Date();
  const removedSessions = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  const removedTokens = await db
    .delete(verifications)
    .where(lt(verifications.expiresAt, now))
    .returning({ id: verifications.id });
  const removedCounters = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - RATE_LIMIT_RETENTION_MS)))
    .returning({ key: rateLimits.key });
  return {
    sessions: removedSessions.length,
    tokens: removedTokens.length,
    rateLimits: removedCounters.length,
  };
}
