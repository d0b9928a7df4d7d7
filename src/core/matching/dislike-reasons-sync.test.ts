import { describe, expect, it } from 'vitest';
import { dislikeReasonValues } from '../../shared/schemas/matches.ts';
import { dislikeReasons } from './apply-feedback.ts';

describe('dislike reasons', () => {
  it('the API offers exactly the reasons the model learns from', () => {
    expect([...dislikeReasonValues]).toEqual([...dislikeReasons]);
  });
});
