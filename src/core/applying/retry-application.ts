import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { loadOwnApplication } from './load-own-application.ts';
import { queueApplication } from './queue-application.ts';
import { transitionApplication } from './transition-application.ts';

/**
 * "Try again": an approved application that failed (retryably) or stopped on something the user
 * has since dealt with goes back to the queue; one never approved reads its form again.
 */
export async function retryApplication(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  input: { userId: string; applicationId: string },
): Promise<void> {
  const own = await loadOwnApplication(ctx.db, input);
  if (own.state === 'failed' && own.failure && !own.failure.retryable)
    throw new AppError(
      'INVALID_STATE',
      `This application cannot be tried again: ${own.failure.message}`,
    );
  const cause = 'You asked to try again';
  const changes = { failure: null, needsYou: null };
  if (own.approvedAt) {
    const approved = await transitionApplication(ctx.db, {
      applicationId: own.id,
      from: ['failed', 'needs_you'],
      to: 'approved',
      cause,
      changes,
    });
    if (!approved)
      throw new AppError('INVALID_STATE', 'This application cannot be tried again now.');
    await queueApplication(ctx, { application: approved });
    return;
  }
  await ctx.db.transaction(async (tx) => {
    const prepared = await transitionApplication(tx, {
      applicationId: own.id,
      from: ['failed', 'needs_you'],
      to: 'prepared',
      cause,
      changes,
    });
    if (!prepared)
      throw new AppError('INVALID_STATE', 'This application cannot be tried again now.');
    await ctx.jobs.send('attempt-application', { applicationId: own.id, mode: 'inspect' }, { tx });
  });
}
