import type { ApplicationState } from '../../shared/schemas/applications.ts';

/**
 * The one table of moves (decision 057). `submitting` leads only to an end: a submit that may have
 * happened is never tried again by itself. Everything not listed is refused. Waiting states may
 * end `submitted` directly: the user sent it themselves with the extension (decision 064).
 */
export const allowedTransitions: Record<ApplicationState, readonly ApplicationState[]> = {
  prepared: ['awaiting_review', 'needs_you', 'failed', 'withdrawn'],
  awaiting_review: ['approved', 'prepared', 'needs_you', 'submitted', 'withdrawn'],
  approved: ['queued', 'approved', 'awaiting_review', 'submitted', 'withdrawn'],
  queued: ['filling', 'approved', 'awaiting_review', 'needs_you', 'failed', 'withdrawn'],
  filling: ['submitting', 'queued', 'needs_you', 'failed', 'withdrawn'],
  submitting: ['submitted', 'unconfirmed', 'needs_you'],
  submitted: [],
  needs_you: ['prepared', 'approved', 'submitted', 'withdrawn'],
  failed: ['prepared', 'approved', 'submitted', 'withdrawn'],
  withdrawn: [],
  unconfirmed: ['submitted'],
};

export const canMove = (from: ApplicationState, to: ApplicationState) =>
  allowedTransitions[from].includes(to);
