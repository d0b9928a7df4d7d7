import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExtension } from './build-extension.ts';

/**
 * The extension as `npm run build` ships it (decision 064): exactly the permissions the decision
 * lists, and a zip holding the manifest and every script it names.
 */
let dir: string;
let built: Awaited<ReturnType<typeof buildExtension>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hireloop-extension-'));
  built = await buildExtension({
    outDir: join(dir, 'extension'),
    zipPath: join(dir, 'hireloop-extension.zip'),
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const atsMatches = [
  'https://boards.greenhouse.io/*',
  'https://job-boards.greenhouse.io/*',
  'https://jobs.lever.co/*',
  'https://jobs.ashbyhq.com/*',
  'https://apply.workable.com/*',
  'https://jobs.smartrecruiters.com/*',
  'https://*.recruitee.com/*',
  'https://*.myworkdayjobs.com/*',
];

describe('the built manifest', () => {
  const manifest = () => JSON.parse(readFileSync(join(built.outDir, 'manifest.json'), 'utf8'));

  it('asks for storage, activeTab and scripting, and for the ATS application hosts only', () => {
    const m = manifest();
    expect(m.manifest_version).toBe(3);
    expect(m.permissions).toEqual(['storage', 'activeTab', 'scripting']);
    expect(m.host_permissions).toEqual(atsMatches);
    expect(m.optional_permissions).toBeUndefined();
    expect(m.optional_host_permissions).toBeUndefined();
    expect(m.content_scripts).toEqual([
      { matches: atsMatches, js: ['content.js'], run_at: 'document_idle' },
    ]);
    // Nothing reads the user's other tabs, cookies or traffic, and nothing is exposed to pages.
    const text = JSON.stringify(m);
    for (const broad of ['<all_urls>', '"tabs"', 'cookies', 'webRequest', 'http://', '*://'])
      expect(text).not.toContain(broad);
    expect(m.web_accessible_resources).toBeUndefined();
    expect(m.externally_connectable).toBeUndefined();
  });

  it('names files the build wrote; the default address is the build-time one', () => {
    const m = manifest();
    expect(m.background).toEqual({ service_worker: 'background.js' });
    expect(m.action.default_popup).toBe('popup.html');
    expect(m.version).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
    const popup = readFileSync(join(built.outDir, 'popup.js'), 'utf8');
    expect(popup).toContain('"http://localhost:3000"');
    expect(popup).not.toContain('__HIRELOOP_DEFAULT_ADDRESS__');
  });
});

describe('the zip', () => {
  it('holds the manifest and every script, intact', () => {
    const zip = built.zipPath;
    const names = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n');
    expect(names.sort()).toEqual(
      [
        'background.js',
        'content.js',
        'icon-16.png',
        'icon-32.png',
        'icon-48.png',
        'icon-128.png',
        'manifest.json',
        'popup.css',
        'popup.html',
        'popup.js',
      ].sort(),
    );
    // -t checks every entry's CRC; -p prints one entry, which must be the manifest written.
    expect(execFileSync('unzip', ['-t', zip], { encoding: 'utf8' })).toContain('No errors');
    const zipped = execFileSync('unzip', ['-p', zip, 'manifest.json'], { encoding: 'utf8' });
    expect(JSON.parse(zipped)).toEqual(built.manifest);
    const content = execFileSync('unzip', ['-p', zip, 'content.js'], { encoding: 'utf8' });
    // An IIFE, not a module: a declared content script cannot import.
    expect(content).not.toMatch(/^\s*(import|export)\s/m);
    expect(content).toContain('data-hireloop-key');
  });

  it('holds the icons the manifest names, as PNGs of their sizes', () => {
    for (const [size, file] of Object.entries(built.manifest.icons)) {
      const png = execFileSync('unzip', ['-p', built.zipPath, file]);
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([Number(size), Number(size)]);
    }
    expect(built.manifest.action.default_icon).toEqual(built.manifest.icons);
  });
});
