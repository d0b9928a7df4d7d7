import type { ApplicationDetail } from '../../../shared/schemas/applications.ts';

export type ApplicationView =
  | 'review'
  | 'live'
  | 'needs_you'
  | 'finish_yourself'
  | 'receipt'
  | 'failed'
  | 'unconfirmed'
  | 'withdrawn';

/** Which view the application page shows for where the application is. */
export function viewOf(
  application: Pick<ApplicationDetail, 'state' | 'channel' | 'needsYou'>,
): ApplicationView {
  switch (application.state) {
    case 'withdrawn':
      return 'withdrawn';
    case 'submitted':
      return 'receipt';
    case 'failed':
      return 'failed';
    case 'unconfirmed':
      return 'unconfirmed';
    case 'prepared':
      return 'live';
    default:
      break;
  }
  // A posting Hireloop cannot send: the user finishes it, from review on.
  if (application.channel === 'manual') return 'finish_yourself';
  if (application.state === 'needs_you')
    return application.needsYou ? 'needs_you' : 'finish_yourself';
  if (application.state === 'awaiting_review') return 'review';
  return 'live';
}
