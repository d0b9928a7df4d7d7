import type { Executor } from '../../db/client.ts';
import { and, asc, desc, eq } from '../../db/orm.ts';
import {
  applicationEvents,
  applicationReceipts,
  applications,
  jobs,
} from '../../db/schema/index.ts';
import type { ApplicationDetail, ApplicationSummary } from '../../shared/schemas/applications.ts';
import { AppError } from '../app-error.ts';
import type { ApplicationRow } from './transition-application.ts';

function toSummary(
  row: ApplicationRow,
  job: { title: string; company: string },
): ApplicationSummary {
  return {
    id: row.id,
    jobId: row.jobId,
    jobTitle: job.title,
    company: job.company,
    state: row.state,
    channel: row.channel,
    needsYou: row.needsYou ?? null,
    failure: row.failure ?? null,
    waitingReason: row.state === 'approved' ? row.waitingReason : null,
    progress: row.progress,
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

/** The user's applications, the latest change first (the Applications page). */
export async function listApplications(
  db: Executor,
  input: { userId: string },
): Promise<{ applications: ApplicationSummary[] }> {
  const rows = await db
    .select({ row: applications, title: jobs.title, company: jobs.company })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.userId, input.userId))
    .orderBy(desc(applications.updatedAt))
    .limit(500);
  return { applications: rows.map(({ row, ...job }) => toSummary(row, job)) };
}

/** One application as its page shows it: exactly what will be (or was) sent, and its history. */
export async function getApplication(
  db: Executor,
  input: { userId: string; applicationId: string },
): Promise<ApplicationDetail> {
  const [found] = await db
    .select({ row: applications, title: jobs.title, company: jobs.company })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, input.applicationId), eq(applications.userId, input.userId)));
  if (!found) throw new AppError('NOT_FOUND', 'That application does not exist.');
  const [events, receipts] = await Promise.all([
    db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, found.row.id))
      .orderBy(asc(applicationEvents.id)),
    db
      .select({ id: applicationReceipts.applicationId })
      .from(applicationReceipts)
      .where(eq(applicationReceipts.applicationId, found.row.id)),
  ]);
  const { row } = found;
  return {
    ...toSummary(row, found),
    applyUrl: row.applyUrl,
    formKind: row.formKind,
    packageId: row.packageId,
    packageVersion: row.packageVersion,
    fields: row.plannedFields.map((field) =>
      field.sensitive ? { ...field, value: '••••' } : field,
    ),
    files: row.plannedFiles,
    events: events.map((event) => ({
      from: event.fromState,
      to: event.toState,
      cause: event.cause,
      at: event.at.toISOString(),
    })),
    hasReceipt: receipts.length > 0,
  };
}
