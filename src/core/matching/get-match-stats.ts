import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { matches, matchFeedback } from '../../db/schema/index.ts';
import type { MatchStats } from '../../shared/schemas/matches.ts';

export const STATS_WEEKS = 8;
const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week holding `date`. */
function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Matches found and likes / dislikes given per week, the last 8 weeks, oldest first. */
export async function getMatchStats(
  db: Database,
  input: { userId: string; now?: Date },
): Promise<MatchStats> {
  const first = new Date(
    weekStart(input.now ?? new Date()).getTime() - (STATS_WEEKS - 1) * 7 * DAY_MS,
  );
  const [found, feedback] = await Promise.all([
    db
      .select({
        day: sql<string>`to_char(${matches.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        count: sql<number>`count(*)::int`,
      })
      .from(matches)
      .where(and(eq(matches.userId, input.userId), gte(matches.createdAt, first)))
      .groupBy(sql`1`),
    db
      .select({
        day: sql<string>`to_char(${matchFeedback.at} at time zone 'UTC', 'YYYY-MM-DD')`,
        kind: matchFeedback.kind,
        count: sql<number>`count(*)::int`,
      })
      .from(matchFeedback)
      .where(and(eq(matchFeedback.userId, input.userId), gte(matchFeedback.at, first)))
      .groupBy(sql`1`, matchFeedback.kind),
  ]);
  const weeks = Array.from({ length: STATS_WEEKS }, (_, i) => ({
    weekStart: isoDay(new Date(first.getTime() + i * 7 * DAY_MS)),
    matches: 0,
    likes: 0,
    dislikes: 0,
  }));
  const weekOf = (day: string) =>
    weeks[Math.floor((Date.parse(`${day}T00:00:00Z`) - first.getTime()) / (7 * DAY_MS))];
  for (const row of found) {
    const week = weekOf(row.day);
    if (week) week.matches += Number(row.count);
  }
  for (const row of feedback) {
    const week = weekOf(row.day);
    if (week && row.kind === 'like') week.likes += Number(row.count);
    if (week && row.kind === 'dislike') week.dislikes += Number(row.count);
  }
  return { weeks };
}
