import type {
  ApplicationState,
  ApplicationSummary,
  NeedsYouReason,
  ReceiptChannel,
} from '../../../shared/schemas/applications.ts';
import { stateLabels } from './state-names.ts';

export type StateTone = 'neutral' | 'active' | 'attention' | 'success' | 'danger';

export const stateTones: Record<ApplicationState, StateTone> = {
  prepared: 'active',
  awaiting_review: 'attention',
  approved: 'active',
  queued: 'active',
  filling: 'active',
  submitting: 'active',
  submitted: 'success',
  needs_you: 'attention',
  failed: 'danger',
  withdrawn: 'neutral',
  unconfirmed: 'attention',
};

export const channelLabels: Record<ReceiptChannel, string> = {
  recruitee_api: "Sent through the employer's application API",
  browser: "Filled in on the employer's own form",
  manual: 'Finished by you',
  extension: 'Submitted by you, with the extension',
};

/** Each hand-off in plain words: what happened. The server's message says what to do. */
export const needsYouTitles: Record<NeedsYouReason, string> = {
  captcha: 'The form asks you to prove you are human',
  login_wall: "The employer's site asks you to sign in or create an account",
  email_code: 'The employer sent a code to your e-mail',
  unknown_question: 'The form asks something your answers do not cover',
  validation_errors: 'The form did not accept some answers',
  file_rejected: 'The form did not accept a file',
  form_unreadable: 'We could not read this form',
  browser_unavailable: 'No browser is installed on the server to fill in this form',
  finish_yourself: 'This application is one to finish yourself',
};

/** Hand-offs the user may send back to the queue once dealt with (a CAPTCHA would only return). */
const retryableReasons: readonly NeedsYouReason[] = [
  'validation_errors',
  'file_rejected',
  'browser_unavailable',
];
export const canRetryAfter = (reason: NeedsYouReason) => retryableReasons.includes(reason);

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** The one line under an application in the list: why it waits, what it does, or when it went. */
export function summaryLine(item: ApplicationSummary): string {
  switch (item.state) {
    case 'prepared':
      return 'Tailoring your resume and cover letter for this job.';
    case 'awaiting_review':
      return 'Check exactly what will be sent, then approve it.';
    case 'needs_you':
      return item.needsYou ? needsYouTitles[item.needsYou.reason] : 'It waits for you.';
    case 'failed':
      return item.failure?.message ?? 'The last attempt failed.';
    case 'submitted':
      return item.submittedAt ? `Sent ${formatDateTime(item.submittedAt)}.` : 'Sent.';
    case 'unconfirmed':
      return "We may have sent this; check your e-mail or the employer's site.";
    case 'withdrawn':
      return 'You withdrew it; nothing more will be sent.';
    default:
      return item.waitingReason ?? item.progress ?? stateLabels[item.state];
  }
}

/** What the running attempt does, or why the approved application waits; read out as it changes. */
export function liveText(
  application: Pick<ApplicationSummary, 'state' | 'progress' | 'waitingReason'>,
) {
  if (application.state === 'prepared')
    return 'Tailoring your resume and cover letter for this job…';
  if (application.progress) return application.progress;
  if (application.waitingReason) return application.waitingReason;
  return `${stateLabels[application.state]}…`;
}
