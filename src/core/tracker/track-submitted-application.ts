import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { jobs, trackedApplications } from '../../db/schema/index.ts';
import type { ApplicationState } from '../../shared/schemas/applications.ts';
import type { TrackerSource } from '../../shared/schemas/tracker.ts';

interface SubmittedApplication {
  id: string;
  userId: string;
  jobId: string;
  applyUrl: string;
  submittedAt: Date | null;
}

/**
 * A Hireloop application joins the tracker at `applied` when it becomes submitted, called by the
 * transition in the same transaction (decision 065). Who sent it follows from where it came from:
 * Hireloop's own attempt passes through `submitting` (and `unconfirmed` is one the user confirmed
 * after Hireloop sent it); the extension says so; anything else the user finished by hand.
 */
export async function trackSubmittedApplication(
  tx: Executor,
  input: { application: SubmittedApplication; from: ApplicationState; submittedBy?: TrackerSource },
): Promise<void> {
  const { application } = input;
  const source =
    input.submittedBy ??
    (input.from === 'submitting' || input.from === 'unconfirmed' ? 'hireloop' : 'by_you');
  const [job] = await tx
    .select({ title: jobs.title, company: jobs.company })
    .from(jobs)
    .where(eq(jobs.id, application.jobId));
  await tx
    .insert(trackedApplications)
    .values({
      id: randomUUID(),
      userId: application.userId,
      applicationId: application.id,
      jobId: application.jobId,
      source,
      title: job?.title ?? 'Application',
      company: job?.company ?? '',
      link: application.applyUrl,
      appliedOn: (application.submittedAt ?? new Date()).toISOString().slice(0, 10),
    })
    .onConflictDoNothing({ target: trackedApplications.applicationId });
}
