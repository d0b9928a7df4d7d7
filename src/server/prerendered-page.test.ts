import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prerenderedResponse } from './prerendered-page.ts';

const script = 'document.title="x"';
const dir = mkdtempSync(join(tmpdir(), 'prerendered-'));
writeFileSync(
  join(dir, 'landing.html'),
  `<!doctype html><p>© <span id="copyright-year">2020</span> Hireloop</p><script type="module">${script}</script>`,
);
const options = { dir, now: new Date('2034-03-01T12:00:00Z') };

describe('prerenderedResponse', () => {
  it('sends the page with this year in the footer, gzipped when the client accepts it', () => {
    const page = prerenderedResponse('/', 'gzip, deflate, br', options);
    expect(page?.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': 'no-cache',
    });
    const html = gunzipSync(page?.body ?? Buffer.alloc(0)).toString();
    expect(html).toContain('<span id="copyright-year">2034</span>');
    const plain = prerenderedResponse('/', undefined, options);
    expect(plain?.headers['content-encoding']).toBeUndefined();
    expect(plain?.body.toString()).toBe(html);
  });

  it('allows exactly the inline script the build wrote, by hash', () => {
    const hash = createHash('sha256').update(script).digest('base64');
    const policy = prerenderedResponse('/', undefined, options)?.headers['content-security-policy'];
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).toContain("default-src 'self'");
  });

  it('leaves other paths, and pages the build lacks, to the client app', () => {
    expect(prerenderedResponse('/login', undefined, options)).toBeUndefined();
    expect(prerenderedResponse('/constructor', undefined, options)).toBeUndefined();
    expect(prerenderedResponse('/privacy', undefined, options)).toBeUndefined();
  });
});
