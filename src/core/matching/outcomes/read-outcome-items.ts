import type { Executor } from '../../../db/client.ts';
import { and, asc, eq } from '../../../db/orm.ts';
import { jobs, trackedApplications } from '../../../db/schema/index.ts';
import { getTrackerSettings } from '../../tracker/get-tracker-settings.ts';
import { dayOf, shownStageOf } from '../../tracker/no-answer.ts';
import { storedJobColumns } from '../stored-job-columns.ts';
import { toMatchableJob } from '../to-matchable-job.ts';
import type { MatchableJob } from '../types.ts';
import { outsideJob } from './outcome-features.ts';
import { type Outcome, outcomeOf } from './outcome-signals.ts';

export interface OutcomeItem {
  itemId: string;
  appliedOn: string;
  title: string;
  company: string;
  outcome: Outcome;
  noAnswerDays: number;
  /** The catalogue job, or what an outside application tells of its job (`outsideJob`). */
  job: MatchableJob;
}

/**
 * The user's tracked applications whose stage is an outcome and that still teach (not removed
 * from "What you've taught us"), with their jobs. "No answer" is computed here as the tracker
 * shows it, from the user's days (decision 065).
 */
export async function readOutcomeItems(
  db: Executor,
  input: { userId: string; now: Date },
): Promise<OutcomeItem[]> {
  const { noAnswerDays } = await getTrackerSettings(db, input);
  const rows = await db
    .select({ item: trackedApplications, job: storedJobColumns })
    .from(trackedApplications)
    .leftJoin(jobs, eq(jobs.id, trackedApplications.jobId))
    .where(
      and(
        eq(trackedApplications.userId, input.userId),
        eq(trackedApplications.teachesMatching, true),
      ),
    )
    .orderBy(asc(trackedApplications.appliedOn), asc(trackedApplications.id));
  const today = dayOf(input.now);
  return rows.flatMap(({ item, job }) => {
    const outcome = outcomeOf({
      shownStage: shownStageOf(item, noAnswerDays, today),
      interviewDates: item.interviewDates,
    });
    if (!outcome) return [];
    return [
      {
        itemId: item.id,
        appliedOn: item.appliedOn,
        title: item.title,
        company: item.company,
        outcome,
        noAnswerDays,
        job: job ? toMatchableJob(job) : outsideJob(item),
      },
    ];
  });
}
