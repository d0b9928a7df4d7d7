import type { Database } from '../../db/client.ts';
import { sql } from '../../db/orm.ts';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against `key` in a fixed window. One atomic upsert, so concurrent requests
 * and several app processes share one counter.
 */
export async function consumeRateLimit(
  db: Database,
  input: { key: string; rule: RateLimitRule; now?: Date },
): Promise<RateLimitResult> {
  const now = input.now ?? new Date();
  const windowStartFloor = new Date(now.getTime() - input.rule.windowSeconds * 1000);
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${input.key}, ${now}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowStartFloor} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartFloor} then ${now} else rate_limits.window_start end
    returning count, window_start`);
  const row = (result as unknown as { rows: { count: number; window_start: Date | string }[] })
    .rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  const windowEnds = new Date(row.window_start).getTime() + input.rule.windowSeconds * 1000;
  return {
    allowed: row.count <= input.rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
  };
}
