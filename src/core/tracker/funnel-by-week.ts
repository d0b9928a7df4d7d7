import type { FunnelWeek, TrackerStage } from '../../shared/schemas/tracker.ts';
import { daysBetween } from './no-answer.ts';

/** How many weeks the chart shows: about a quarter, long enough to see a trend. */
export const FUNNEL_WEEKS = 12;

const DAY_MS = 86_400_000;

/** The Monday of a calendar day's week (UTC days, like every tracker date; decision 065). */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

interface FunnelItem {
  stage: TrackerStage;
  appliedOn: string;
  interviewDates: string[];
}

/**
 * The funnel over time (decision 069): the applications of each of the last weeks, by the week
 * they were sent, and how many of them have got as far as an answer, an interview and an offer
 * so far. Stage history is not kept, so a rejection counts as an answer (the employer replied)
 * and as an interview only when it has interview dates; a withdrawal counts as sent only.
 */
export function funnelByWeek(items: readonly FunnelItem[], today: string): FunnelWeek[] {
  const thisWeek = weekStartOf(today);
  const weeks: FunnelWeek[] = Array.from({ length: FUNNEL_WEEKS }, (_, index) => ({
    weekStart: new Date(
      Date.parse(`${thisWeek}T00:00:00Z`) - (FUNNEL_WEEKS - 1 - index) * 7 * DAY_MS,
    )
      .toISOString()
      .slice(0, 10),
    applied: 0,
    heardBack: 0,
    interviewing: 0,
    offer: 0,
  }));
  for (const item of items) {
    const week = weeks[FUNNEL_WEEKS - 1 - daysBetween(weekStartOf(item.appliedOn), thisWeek) / 7];
    if (!week) continue;
    const interviewed =
      ['interviewing', 'offer', 'hired'].includes(item.stage) || item.interviewDates.length > 0;
    week.applied += 1;
    if (item.stage !== 'applied' && item.stage !== 'withdrawn') week.heardBack += 1;
    if (interviewed) week.interviewing += 1;
    if (item.stage === 'offer' || item.stage === 'hired') week.offer += 1;
  }
  return weeks;
}
