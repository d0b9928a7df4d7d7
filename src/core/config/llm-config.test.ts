import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.ts';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'hireloop-config-')) });
const all = {
  LLM_PROVIDER: 'anthropic',
  LLM_BASE_URL: 'http://127.0.0.1:9/v1/',
  LLM_API_KEY: 'sk-test',
  LLM_MODEL: 'claude-sonnet-4-5',
};

describe('language model config', () => {
  it('is absent when no LLM_ variable is set, so nothing calls a model', () => {
    expect(loadConfig(base()).llm).toBeUndefined();
    expect(loadConfig({ ...base(), LLM_DAILY_TOKENS_PER_USER: '5000' }).llm).toBeUndefined();
  });

  it('is complete when all four are set, with the daily budget defaulted', () => {
    expect(loadConfig({ ...base(), ...all }).llm).toMatchObject({
      provider: 'anthropic',
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'sk-test',
      model: 'claude-sonnet-4-5',
      dailyTokensPerUser: 200_000,
    });
    const budget = loadConfig({ ...base(), ...all, LLM_DAILY_TOKENS_PER_USER: '0' });
    expect(budget.llm?.dailyTokensPerUser).toBe(0);
  });

  it.each(Object.keys(all))('a set without %s fails start, naming it', (missing) => {
    const env: Record<string, string> = { ...base(), ...all };
    delete env[missing];
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${missing}: is required`));
  });

  it.each([
    [{ LLM_PROVIDER: 'openai' }, 'LLM_PROVIDER'],
    [{ LLM_BASE_URL: 'ftp://x' }, 'LLM_BASE_URL'],
    [{ LLM_DAILY_TOKENS_PER_USER: '-1' }, 'LLM_DAILY_TOKENS_PER_USER'],
  ])('%j is refused, naming %s', (bad, variable) => {
    expect(() => loadConfig({ ...base(), ...all, ...bad })).toThrow(new RegExp(`${variable}:`));
  });

  it('never echoes the API key in its message', () => {
    const env = { ...base(), LLM_API_KEY: 'sk-very-secret-value' };
    expect(() => loadConfig(env)).toThrow(/LLM_PROVIDER: is required/);
    try {
      loadConfig(env);
    } catch (error) {
      expect(String(error)).not.toContain('sk-very-secret-value');
    }
  });
});
