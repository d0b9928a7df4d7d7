import type { Database } from '../../db/client.ts';
import { and, eq, gte, sql } from '../../db/orm.ts';
import { matches, matchFeedback } from '../../db/schema/index.ts';
import type { MatchStats } from '../../shared/schemas/matches.ts';
import { DAY_MS } from '../../shared/time.ts';

export const STATS_WEEKS = 8;

/** Monday 00:00 UTC of the week holding `date`. */
function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Matches found and likes / dislikes given per day and per week, the last 8 weeks, oldest first. */
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
  const days = Array.from({ length: STATS_WEEKS * 7 }, (_, i) => ({
    date: isoDay(new Date(first.getTime() + i * DAY_MS)),
    matches: 0,
    likes: 0,
    dislikes: 0,
  }));
  const dayOf = (day: string) =>
    days[Math.round((Date.parse(`${day}T00:00:00Z`) - first.getTime()) / DAY_MS)];
  for (const row of found) {
    const day = dayOf(row.day);
    if (day) day.matches += Number(row.count);
  }
  for (const row of feedback) {
    const day = dayOf(row.day);
    if (day && row.kind === 'like') day.likes += Number(row.count);
    if (day && row.kind === 'dislike') day.dislikes += Number(row.count);
  }
  const weeks = Array.from({ length: STATS_WEEKS }, (_, week) => {
    const seven = days.slice(week * 7, week * 7 + 7);
    const sum = (key: 'matches' | 'likes' | 'dislikes') =>
      seven.reduce((total, day) => total + day[key], 0);
    return {
      weekStart: seven[0]?.date ?? '',
      matches: sum('matches'),
      likes: sum('likes'),
      dislikes: sum('dislikes'),
    };
  });
  return { days, weeks };
}
