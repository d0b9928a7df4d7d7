import { describe, expect, it } from 'vitest';
import { defaultChromePath } from './default-chrome-path.ts';

describe('defaultChromePath', () => {
  it('prefers the headless shell, then the full browser', () => {
    expect(defaultChromePath(() => true)).toBe('/usr/bin/chromium-headless-shell');
    expect(defaultChromePath((path) => path === '/usr/bin/chromium')).toBe('/usr/bin/chromium');
  });

  it('names the full browser when neither is installed, so the start-up warning points at it', () => {
    expect(defaultChromePath(() => false)).toBe('/usr/bin/chromium');
  });
});
