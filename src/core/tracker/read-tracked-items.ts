import type { Executor } from '../../db/client.ts';
import { and, asc, desc, eq, inArray } from '../../db/orm.ts';
import {
  applicationReceipts,
  jobs,
  trackedApplications,
  trackerReminders,
} from '../../db/schema/index.ts';
import type { TrackedItem } from '../../shared/schemas/tracker.ts';
import { occupationBySoc } from '../occupations/occupations.ts';
import { getTrackerSettings } from './get-tracker-settings.ts';
import { dayOf, shownStageOf } from './no-answer.ts';

/** The user's tracked applications (or one of them), newest first, as the API shows them. */
export async function readTrackedItems(
  db: Executor,
  input: { userId: string; now: Date; itemId?: string },
): Promise<TrackedItem[]> {
  const { noAnswerDays } = await getTrackerSettings(db, input);
  const rows = await db
    .select({
      item: trackedApplications,
      occupationSoc: jobs.occupationSoc,
      receiptOf: applicationReceipts.applicationId,
    })
    .from(trackedApplications)
    .leftJoin(jobs, eq(jobs.id, trackedApplications.jobId))
    .leftJoin(
      applicationReceipts,
      eq(applicationReceipts.applicationId, trackedApplications.applicationId),
    )
    .where(
      and(
        eq(trackedApplications.userId, input.userId),
        ...(input.itemId ? [eq(trackedApplications.id, input.itemId)] : []),
      ),
    )
    .orderBy(desc(trackedApplications.appliedOn), desc(trackedApplications.createdAt));
  const ids = rows.map((row) => row.item.id);
  const reminders = ids.length
    ? await db
        .select()
        .from(trackerReminders)
        .where(inArray(trackerReminders.itemId, ids))
        .orderBy(asc(trackerReminders.dueOn), asc(trackerReminders.createdAt))
    : [];
  const today = dayOf(input.now);
  return rows.map(({ item, occupationSoc, receiptOf }) => ({
    id: item.id,
    source: item.source,
    title: item.title,
    company: item.company,
    link: item.link,
    appliedOn: item.appliedOn,
    stage: item.stage,
    shownStage: shownStageOf(item, noAnswerDays, today),
    interviewDates: item.interviewDates,
    notes: item.notes,
    stageChangedAt: item.stageChangedAt.toISOString(),
    jobId: item.jobId,
    applicationId: item.applicationId,
    hasReceipt: receiptOf !== null,
    occupation: occupationSoc ? (occupationBySoc(occupationSoc)?.title ?? null) : null,
    reminders: reminders
      .filter((reminder) => reminder.itemId === item.id)
      .map((reminder) => ({
        id: reminder.id,
        dueOn: reminder.dueOn,
        text: reminder.text,
        done: reminder.doneAt !== null,
      })),
  }));
}
