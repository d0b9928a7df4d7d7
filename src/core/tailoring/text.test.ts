import { describe, expect, it } from 'vitest';
import { splitSentences } from './text.ts';

describe('splitSentences', () => {
  it('ends sentences at a full stop, but not after initials or a title', () => {
    expect(splitSentences('I applied to the U.S. Federal Government. It hires cooks.')).toEqual([
      'I applied to the U.S. Federal Government.',
      'It hires cooks.',
    ]);
    expect(splitSentences('Ask Dr. Chu. Then apply.')).toEqual(['Ask Dr. Chu.', 'Then apply.']);
  });
});
