import type { ApplicationState } from '../../../shared/schemas/applications.ts';

// The little the dashboard and the main nav need of the states, apart from the application
// page's copy, so their first screen stays within its budget (route-chunks.test.ts).

/** What each state is called, in words (the badge never relies on its colour alone). */
export const stateLabels: Record<ApplicationState, string> = {
  prepared: 'Preparing documents',
  awaiting_review: 'Ready for your review',
  approved: 'Approved, waiting its turn',
  queued: 'Queued',
  filling: 'Filling in the form',
  submitting: 'Submitting',
  submitted: 'Submitted',
  needs_you: 'Needs you',
  failed: 'Failed',
  withdrawn: 'Withdrawn',
  unconfirmed: 'Please check',
};

/** States an application leaves on its own: the pages ask again every few seconds. */
const movingStates: readonly ApplicationState[] = [
  'prepared',
  'approved',
  'queued',
  'filling',
  'submitting',
];
export const isMoving = (state: ApplicationState) => movingStates.includes(state);

/** States that wait for something only the user can do: review, a hand-off, a check. */
const waitingForUser: readonly ApplicationState[] = ['awaiting_review', 'needs_you', 'unconfirmed'];
export const needsUser = (state: ApplicationState) => waitingForUser.includes(state);
