import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './safe-http-url.ts';

describe('safeHttpUrl', () => {
  it('keeps absolute http(s) URLs as they are', () => {
    expect(safeHttpUrl('https://jobs.example.test/1?a=b')).toBe('https://jobs.example.test/1?a=b');
    expect(safeHttpUrl('HTTP://jobs.example.test')).toBe('HTTP://jobs.example.test');
  });

  it('refuses every other scheme, however it is disguised, and what is no URL', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'mailto:a@example.test',
      '//evil.example',
      '/relative',
      '',
      null,
      undefined,
    ]) {
      expect(safeHttpUrl(bad), String(bad)).toBeNull();
    }
  });
});
