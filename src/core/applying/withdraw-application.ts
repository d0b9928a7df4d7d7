import type { Executor } from '../../db/client.ts';
import { AppError } from '../app-error.ts';
import { loadOwnApplication } from './load-own-application.ts';
import { transitionApplication } from './transition-application.ts';

/**
 * "Withdraw": stops an application that has not reached Submit. One being sent (submitting) or
 * already sent cannot be taken back by Hireloop.
 */
export async function withdrawApplication(
  db: Executor,
  input: { userId: string; applicationId: string },
): Promise<void> {
  const own = await loadOwnApplication(db, input);
  const moved = await transitionApplication(db, {
    applicationId: own.id,
    from: ['prepared', 'awaiting_review', 'approved', 'queued', 'filling', 'needs_you', 'failed'],
    to: 'withdrawn',
    cause: 'You withdrew it',
  });
  if (!moved)
    throw new AppError(
      'INVALID_STATE',
      'This application is being sent or was sent; it cannot be withdrawn here.',
    );
}
