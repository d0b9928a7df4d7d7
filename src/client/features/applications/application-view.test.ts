import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../../shared/schemas/applications.ts';
import { viewOf } from './application-view.ts';

type Shape = Pick<ApplicationDetail, 'state' | 'channel' | 'needsYou'>;
const app = (state: Shape['state'], channel: Shape['channel'] = 'browser', needsYou = null) =>
  ({ state, channel, needsYou }) as Shape;
const captcha = {
  reason: 'captcha' as const,
  message: 'Prove you are human.',
  questions: [],
  formErrors: [],
};

describe('viewOf', () => {
  it('shows the review before approval, and live progress after it', () => {
    expect(viewOf(app('awaiting_review'))).toBe('review');
    for (const state of ['prepared', 'approved', 'queued', 'filling', 'submitting'] as const)
      expect(viewOf(app(state))).toBe('live');
  });

  it('shows the hand-off when the application needs the user', () => {
    expect(viewOf({ ...app('needs_you'), needsYou: captcha })).toBe('needs_you');
    expect(viewOf(app('needs_you'))).toBe('finish_yourself');
  });

  it('makes finish-it-yourself the main view of the manual channel', () => {
    expect(viewOf(app('awaiting_review', 'manual'))).toBe('finish_yourself');
    expect(viewOf({ ...app('needs_you', 'manual'), needsYou: captcha })).toBe('finish_yourself');
    expect(viewOf(app('prepared', 'manual'))).toBe('live');
    expect(viewOf(app('submitted', 'manual'))).toBe('receipt');
  });

  it('shows the outcome of the final and failed states', () => {
    expect(viewOf(app('submitted'))).toBe('receipt');
    expect(viewOf(app('failed', 'recruitee_api'))).toBe('failed');
    expect(viewOf(app('unconfirmed'))).toBe('unconfirmed');
    expect(viewOf(app('withdrawn'))).toBe('withdrawn');
  });
});
