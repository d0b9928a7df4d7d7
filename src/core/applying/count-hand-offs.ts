import type { Executor } from '../../db/client.ts';
import { and, count, desc, eq, gte, isNotNull, sql } from '../../db/orm.ts';
import { applicationEvents } from '../../db/schema/index.ts';
import type { HandOffCounts } from '../../shared/schemas/admin-sources.ts';
import { DAY_MS } from '../../shared/time.ts';

/**
 * The admin view's counts of applications stopped for the user (CAPTCHA, sign-in wall, e-mail
 * code, unknown question…) per ATS host over the last days: where the browser channel helps and
 * where it hands nearly everything over. No user or application is named.
 */
export async function countHandOffs(
  db: Executor,
  input: { sinceDays: number; now?: Date },
): Promise<HandOffCounts> {
  const since = new Date((input.now ?? new Date()).getTime() - input.sinceDays * DAY_MS);
  const host = sql<string>`${applicationEvents.detail}->>'host'`;
  const reason = sql<string>`${applicationEvents.detail}->>'reason'`;
  const rows = await db
    .select({ host, reason, count: count() })
    .from(applicationEvents)
    .where(
      and(
        eq(applicationEvents.toState, 'needs_you'),
        isNotNull(applicationEvents.detail),
        gte(applicationEvents.at, since),
      ),
    )
    .groupBy(host, reason)
    .orderBy(desc(count()), host, reason);
  return {
    sinceDays: input.sinceDays,
    handOffs: rows.map((row) => ({
      host: row.host ?? 'unknown',
      reason: row.reason ?? 'unknown',
      count: row.count,
    })),
  };
}
