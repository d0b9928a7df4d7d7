import { describe, expect, it } from 'vitest';
import {
  type ApplicationSummary,
  applicationStates,
  needsYouReasons,
} from '../../../shared/schemas/applications.ts';
import { canRetryAfter, needsYouTitles, summaryLine } from './application-states.ts';
import { isMoving, needsUser, stateLabels } from './state-names.ts';

const summary = (overrides: Partial<ApplicationSummary>): ApplicationSummary => ({
  id: 'a1',
  jobId: 'j1',
  jobTitle: 'Data Engineer',
  company: 'Acme',
  state: 'queued',
  channel: 'browser',
  needsYou: null,
  failure: null,
  waitingReason: null,
  progress: null,
  updatedAt: '2026-05-03T10:00:00.000Z',
  submittedAt: null,
  ...overrides,
});

describe('application state copy', () => {
  it('names every state and every hand-off in words', () => {
    for (const state of applicationStates) expect(stateLabels[state]).toMatch(/\w/);
    for (const reason of needsYouReasons) expect(needsYouTitles[reason]).toMatch(/\w/);
  });

  it('polls only the states an application leaves on its own', () => {
    expect(applicationStates.filter(isMoving)).toEqual([
      'prepared',
      'approved',
      'queued',
      'filling',
      'submitting',
    ]);
  });

  it('says which states wait for the user', () => {
    expect(applicationStates.filter(needsUser)).toEqual([
      'awaiting_review',
      'needs_you',
      'unconfirmed',
    ]);
  });

  it('offers to try again after fixable hand-offs, never after a CAPTCHA or a login wall', () => {
    expect(canRetryAfter('validation_errors')).toBe(true);
    expect(canRetryAfter('captcha')).toBe(false);
    expect(canRetryAfter('login_wall')).toBe(false);
  });
});

describe('summaryLine', () => {
  it('gives the waiting reason of an approved application', () => {
    const waitingReason = "Today's 5 applications are used; it goes tomorrow";
    expect(summaryLine(summary({ state: 'approved', waitingReason }))).toBe(waitingReason);
  });

  it('gives the running step while it fills the form', () => {
    expect(summaryLine(summary({ state: 'filling', progress: 'Uploading your resume' }))).toBe(
      'Uploading your resume',
    );
    expect(summaryLine(summary({ state: 'queued' }))).toBe('Queued');
  });

  it('names the hand-off, and gives the failure', () => {
    const needsYou = {
      reason: 'captcha' as const,
      message: 'Prove you are human on the form.',
      questions: [],
      formErrors: [],
    };
    expect(summaryLine(summary({ state: 'needs_you', needsYou }))).toBe(
      'The form asks you to prove you are human',
    );
    const failure = { message: 'The employer closed the posting.', retryable: false };
    expect(summaryLine(summary({ state: 'failed', failure }))).toBe(failure.message);
  });

  it('says when it was sent, and asks to check an unconfirmed one', () => {
    expect(
      summaryLine(summary({ state: 'submitted', submittedAt: '2026-05-03T10:00:00.000Z' })),
    ).toMatch(/^Sent May 3, 2026/);
    expect(summaryLine(summary({ state: 'unconfirmed' }))).toMatch(/check your e-mail/);
  });
});
