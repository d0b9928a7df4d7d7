import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { jobs } from '../../db/schema/index.ts';
import type { ApplicationState } from '../../shared/schemas/applications.ts';
import type { NotificationKind } from '../../shared/schemas/notifications.ts';
import { addNotification } from './add-notification.ts';

/** The moves the user hears of, and how: those that wait on them, and the ones they did not make. */
const told: Partial<Record<ApplicationState, { kind: NotificationKind; says: string }>> = {
  awaiting_review: { kind: 'needs_you', says: 'is ready for your review' },
  needs_you: { kind: 'needs_you', says: 'needs you to finish a step' },
  failed: { kind: 'needs_you', says: 'could not be sent' },
  submitted: { kind: 'status_change', says: 'was sent' },
  unconfirmed: { kind: 'status_change', says: 'may have been sent: please check' },
};

/**
 * Called by `transitionApplication` in the move's transaction, so the notification exists exactly
 * when the move does (decision 069). The key is the application's event, so a state reached
 * twice (a retry that fails again) is told again, a repeated call with the same event is not.
 */
export async function notifyApplicationChange(
  db: Executor,
  input: {
    application: { id: string; userId: string; jobId: string };
    to: ApplicationState;
    eventId: number;
  },
): Promise<void> {
  const message = told[input.to];
  if (!message) return;
  const [job] = await db
    .select({ title: jobs.title, company: jobs.company })
    .from(jobs)
    .where(eq(jobs.id, input.application.jobId));
  const what = job ? `${job.title} at ${job.company}` : 'Your application';
  await addNotification(db, {
    userId: input.application.userId,
    kind: message.kind,
    title: `${what} ${message.says}`,
    link: `/main-app/applications/${encodeURIComponent(input.application.id)}`,
    dedupeKey: `application-event:${input.application.id}:${input.eventId}`,
  });
}
