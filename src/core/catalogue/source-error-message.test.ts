import { describe, expect, it } from 'vitest';
import { sourceErrorMessage } from './source-error-message.ts';

describe('sourceErrorMessage', () => {
  it('redacts credentials in URLs and keeps the rest', () => {
    const error = new Error(
      'adzuna: HTTP 500 from https://api.adzuna.com/v1/api/jobs/gb/search/1?app_id=abc123&app_key=s3cr3t&what=nurse',
    );
    const message = sourceErrorMessage(error);
    expect(message).not.toMatch(/abc123|s3cr3t/);
    expect(message).toContain('app_key=[redacted]');
    expect(message).toContain('what=nurse');
  });

  it('bounds long messages and accepts non-errors', () => {
    expect(sourceErrorMessage(new Error('x'.repeat(2000)))).toHaveLength(500);
    expect(sourceErrorMessage('plain')).toBe('plain');
  });
});
