import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { envSchema } from './config-schema.ts';
import { ConfigError, loadConfig } from './load-config.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const SECRET = 'a-shared-secret-that-is-long-enough-for-production';
const DATA_KEY = Buffer.alloc(32, 7).toString('base64');

const tempDirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hireloop-config-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ DATA_DIR: tempDataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  it('runs the embedded setup on port 3000 with no environment at all', () => {
    // The two keys keep this test from writing generated secrets into the default ./data.
    const config = loadConfig({ AUTH_SECRET: SECRET, DATA_ENCRYPTION_KEY: DATA_KEY });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(resolve('./data'));
    expect(config.appOrigin).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: resolve('./data/pglite') });
    expect(config.workerInProcess).toBe(true);
    expect(config.demoData).toBe(true);
    expect(config.secureCookies).toBe(false);
    expect(config.google).toBeUndefined();
    expect(config.env).toBe('production');
  });

  it('derives the origin from PORT and makes cookies Secure behind https', () => {
    expect(
      loadConfig({ AUTH_SECRET: SECRET, DATA_ENCRYPTION_KEY: DATA_KEY, PORT: '8080' }).appOrigin,
    ).toBe('http://localhost:8080');
    const https = loadConfig({
      AUTH_SECRET: SECRET,
      DATA_ENCRYPTION_KEY: DATA_KEY,
      APP_ORIGIN: 'https://jobs.example/some/path',
    });
    expect(https.appOrigin).toBe('https://jobs.example');
    expect(https.secureCookies).toBe(true);
    expect(https.loopbackAliases).toEqual([]);
  });

  it('names the loopback addresses of the local default, which redirect to localhost', () => {
    const config = loadConfig({ AUTH_SECRET: SECRET, DATA_ENCRYPTION_KEY: DATA_KEY, PORT: '3300' });
    expect(config.loopbackAliases).toEqual(['127.0.0.1:3300', '[::1]:3300']);
  });

  it('with DATABASE_URL, runs web-only on PostgreSQL without demo data', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://db.example/hireloop',
      AUTH_SECRET: SECRET,
      DATA_ENCRYPTION_KEY: DATA_KEY,
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://db.example/hireloop' });
    expect(config.workerInProcess).toBe(false);
    expect(config.demoData).toBe(false);
  });
});

describe('loadConfig refuses bad values and names the variable', () => {
  const cases: [string, Record<string, string>][] = [
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '0' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x', AUTH_SECRET: SECRET }],
    ['APP_ORIGIN', { APP_ORIGIN: 'ftp://x' }],
    ['SMTP_URL', { SMTP_URL: 'http://x' }],
    ['GOOGLE_CLIENT_SECRET', { GOOGLE_CLIENT_ID: 'client-id' }],
    ['GOOGLE_CLIENT_ID', { GOOGLE_CLIENT_SECRET: 'client-secret' }],
    ['AUTH_SECRET', { DATABASE_URL: 'postgres://db.example/hireloop' }],
    ['AUTH_SECRET', { AUTH_SECRET: 'too-short' }],
    [
      'DATA_ENCRYPTION_KEY',
      { DATABASE_URL: 'postgres://db.example/hireloop', AUTH_SECRET: SECRET },
    ],
    ['DATA_ENCRYPTION_KEY', { DATA_ENCRYPTION_KEY: 'c2hvcnQ=' }],
    ['DATA_ENCRYPTION_KEY_PREVIOUS', { DATA_ENCRYPTION_KEY_PREVIOUS: `${DATA_KEY},nope` }],
    ['LOG_LEVEL', { LOG_LEVEL: 'verbose' }],
    ['WORKER_IN_PROCESS', { WORKER_IN_PROCESS: 'yes' }],
    ['DEMO_DATA', { DEMO_DATA: 'maybe' }],
    ['DEMO_CORPUS', { DEMO_CORPUS: 'sometimes' }],
    ['ADMIN_EMAILS', { ADMIN_EMAILS: 'ops@example.com, not-an-email' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'too-short-to-guess-safely' }],
  ];
  it.each(cases)('%s in %j', (variable, env) => {
    const error = configErrorOf(env);
    expect(error.message).toMatch(new RegExp(`\\b${variable}\\b`));
  });

  it('never echoes a rejected secret back into the message', () => {
    const error = configErrorOf({ AUTH_SECRET: 'hunter2-short-secret' });
    expect(error.message).not.toContain('hunter2-short-secret');
    expect(configErrorOf({ METRICS_TOKEN: 'hunter2-metrics' }).message).not.toContain(
      'hunter2-metrics',
    );
    const keyError = configErrorOf({ DATA_ENCRYPTION_KEY: 'aHVudGVyMi1zZWNyZXQta2V5' });
    expect(keyError.message).not.toContain('aHVudGVyMi1zZWNyZXQta2V5');
  });
});

describe('generated secrets in embedded mode', () => {
  it('are written once to DATA_DIR/secrets.json (mode 0600) and reused on the next start', () => {
    const dataDir = tempDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ authSecret: first.authSecret });

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.authSecret).toBe(first.authSecret);
  });

  it('are not generated when AUTH_SECRET is given', () => {
    const dataDir = tempDataDir();
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: SECRET }).authSecret).toBe(SECRET);
    expect(existsSync(join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('include a 256-bit data encryption key in DATA_DIR/data-encryption-key (0600), reused', () => {
    const dataDir = tempDataDir();
    const first = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: SECRET });
    const file = join(dataDir, 'data-encryption-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.dataEncryption.current).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: SECRET }).dataEncryption.current).toEqual(
      first.dataEncryption.current,
    );
  });

  it('use DATA_ENCRYPTION_KEY and its previous keys when given, generating nothing', () => {
    const dataDir = tempDataDir();
    const previous = Buffer.alloc(32, 9).toString('base64');
    const config = loadConfig({
      DATA_DIR: dataDir,
      AUTH_SECRET: SECRET,
      DATA_ENCRYPTION_KEY: DATA_KEY,
      DATA_ENCRYPTION_KEY_PREVIOUS: ` ${previous} `,
    });
    expect(config.dataEncryption.current).toEqual(Buffer.alloc(32, 7));
    expect(config.dataEncryption.previous).toEqual([Buffer.alloc(32, 9)]);
    expect(existsSync(join(dataDir, 'data-encryption-key'))).toBe(false);
  });

  it('refuse a damaged generated key file, naming it', () => {
    const dataDir = tempDataDir();
    writeFileSync(join(dataDir, 'data-encryption-key'), 'c2hvcnQ=\n');
    expect(() => loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: SECRET })).toThrow(
      /data-encryption-key/,
    );
  });
});

/** The backticked names in the first column of README's table headed "Variable". */
function readmeVariables(): string[] {
  const lines = readFileSync(join(repoRoot, 'README.md'), 'utf8').split('\n');
  const header = lines.findIndex((line) => /^\|\s*Variable\s*\|/.test(line));
  if (header === -1) throw new Error('README.md has no table with a "Variable" column');
  const names: string[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const name = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/.exec(line)?.[1];
    if (name) names.push(name);
  }
  return names;
}

describe('documentation and process', () => {
  it("README's environment table lists exactly the variables the schema reads", () => {
    expect(readmeVariables().sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('`node src/main.ts` with PORT=abc exits non-zero and names PORT on stderr', () => {
    const dataDir = tempDataDir();
    const run = spawnSync(process.execPath, ['src/main.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, PORT: 'abc', DATA_DIR: dataDir },
      encoding: 'utf8',
      // Only a stuck process is killed; loading the app's modules takes seconds on a busy machine.
      timeout: 50_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.status).not.toBeNull();
    expect(run.stderr).toMatch(/\bPORT\b/);
  });
});
