import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'hireloop-config-'));
const SECRET = 'x'.repeat(40);
const KEY = Buffer.alloc(32, 7).toString('base64');

describe('catalogue settings', () => {
  it('DEMO_CORPUS=auto loads the demo corpus only on the embedded database', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).demoCorpus).toBe(true);
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://db.example/h',
        AUTH_SECRET: SECRET,
        DATA_ENCRYPTION_KEY: KEY,
      }).demoCorpus,
    ).toBe(false);
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://db.example/h',
        AUTH_SECRET: SECRET,
        DATA_ENCRYPTION_KEY: KEY,
        DEMO_CORPUS: 'on',
      }).demoCorpus,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DEMO_CORPUS: 'off' }).demoCorpus).toBe(false);
  });

  it('ADMIN_EMAILS is a trimmed, lower-cased list', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAILS: ' Ops@Example.com ,boss@example.com,' })
        .adminEmails,
    ).toEqual(['ops@example.com', 'boss@example.com']);
    expect(loadConfig({ DATA_DIR: dataDir() }).adminEmails).toEqual([]);
  });
});
