import type { ApplicationState } from '../../shared/schemas/applications.ts';

/**
 * The one table of moves (decision 057). `submitting` leads only to an end: a submit that may have
 * happened is never tried again by itself. Everything not listed is refused.
 */
export const allowedTransitions: Record<ApplicationState, readonly ApplicationState[]> = {
  prepared: ['awaiting_review', 'needs_you', 'failed', 'withdrawn'],
  awaiting_review: ['approved', 'prepared', 'needs_you', 'withdrawn'],
  approved: ['queued', 'approved', 'awaiting_review', 'withdrawn'],
  queued: ['filling', 'approved', 'awaiting_review', 'needs_you', 'failed', 'withdrawn'],
  filling: ['submitting', 'queued', 'needs_you', 'failed', 'withdrawn'],
  submitting: ['submitted', 'unconfirmed', 'needs_you'],
  submitted: [],
  needs_you: ['prepared', 'approved', 'submitted', 'withdrawn'],
  failed: ['prepared', 'approved', 'withdrawn'],
  withdrawn: [],
  unconfirmed: ['submitted'],
};

export const canMove = (from: ApplicationState, to: ApplicationState) =>
  allowedTransitions[from].includes(to);
