import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.ts';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'hireloop-config-')) });

describe('job source keys', () => {
  it('are absent unless set, and complete when set', () => {
    expect(loadConfig(base()).jobSourceKeys).toEqual({ usajobs: undefined, adzuna: undefined });
    const config = loadConfig({
      ...base(),
      USAJOBS_API_KEY: 'k',
      USAJOBS_USER_AGENT: 'jobs@example.com',
      ADZUNA_APP_ID: 'id',
      ADZUNA_APP_KEY: 'key',
    });
    expect(config.jobSourceKeys).toEqual({
      usajobs: { apiKey: 'k', userAgentEmail: 'jobs@example.com' },
      adzuna: { appId: 'id', appKey: 'key' },
    });
  });

  it.each([
    [{ USAJOBS_API_KEY: 'k' }, 'USAJOBS_USER_AGENT'],
    [{ USAJOBS_API_KEY: 'k', USAJOBS_USER_AGENT: 'not-an-email' }, 'USAJOBS_USER_AGENT'],
    [{ ADZUNA_APP_KEY: 'key' }, 'ADZUNA_APP_ID'],
    [{ ADZUNA_APP_ID: 'id' }, 'ADZUNA_APP_KEY'],
  ])('%j is refused, naming %s', (env, variable) => {
    expect(() => loadConfig({ ...base(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base(), ...env })).toThrow(new RegExp(`${variable}:`));
  });
});
