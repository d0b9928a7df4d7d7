import type { Executor } from '../../db/client.ts';
import type { PlanLevel } from '../../shared/schemas/user.ts';
import { AppError } from '../app-error.ts';
import { loadOwnTrackedItem } from '../tracker/load-own-tracked-item.ts';
import { buildInterviewCalendar } from './build-interview-calendar.ts';
import { requireInterviewPreparation } from './prep-access.ts';

/** The interview days of one of the user's tracked applications as an .ics file (decision 067). */
export async function getInterviewCalendar(
  db: Executor,
  input: { userId: string; itemId: string; planLevel: PlanLevel; prepUrl: string; now: Date },
): Promise<{ fileName: string; body: string }> {
  requireInterviewPreparation(input.planLevel);
  const item = await loadOwnTrackedItem(db, input);
  if (item.interviewDates.length === 0)
    throw new AppError(
      'INVALID_STATE',
      'This application has no interview date yet. Add one on the tracker first.',
    );
  return {
    fileName: 'interview.ics',
    body: buildInterviewCalendar({
      itemId: item.id,
      title: item.title,
      company: item.company,
      days: item.interviewDates,
      prepUrl: input.prepUrl,
      now: input.now,
    }),
  };
}
