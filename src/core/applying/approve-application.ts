import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { loadOwnApplication } from './load-own-application.ts';
import { queueApplication } from './queue-application.ts';
import { transitionApplication } from './transition-application.ts';

/**
 * "Approve and send": the user has seen every field and file. It goes to the worker now when the
 * limits allow, else waits with the reason shown.
 */
export async function approveApplication(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  input: { userId: string; applicationId: string },
): Promise<void> {
  const own = await loadOwnApplication(ctx.db, input);
  const approved = await transitionApplication(ctx.db, {
    applicationId: own.id,
    from: ['awaiting_review'],
    to: 'approved',
    cause: 'You approved it',
    changes: { approvedAt: new Date(), approvedBy: 'user' },
  });
  if (!approved)
    throw new AppError(
      'INVALID_STATE',
      'This application is not waiting for your review any more.',
    );
  await queueApplication(ctx, { application: approved });
}
