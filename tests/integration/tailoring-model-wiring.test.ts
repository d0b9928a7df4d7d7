import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAs } from '../helpers/billing.ts';
import { type FakeLlmServer, startFakeLlmServer } from '../helpers/fake-llm-server.ts';
import { insertNurseJob, nurse, settledPackage } from '../helpers/tailoring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The model step as the product runs it (decision 054): LLM_* set at start, a package asked
 * for through the API, prepared by the real worker, rephrased by a provider on 127.0.0.1.
 */
let t: TestApp;
let fake: FakeLlmServer;

beforeAll(async () => {
  fake = await startFakeLlmServer();
  t = await createTestApp({
    worker: true,
    env: {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'fake-model',
    },
  });
  await insertNurseJob(t.ctx.db, 'tailor-model-1');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('a configured model', () => {
  it('rephrases the package the worker prepares, and is never sent the contact block', async () => {
    const ana = await nurse(t.app);
    const created = await postAs(t.app, ana, '/api/app/packages', { jobId: 'tailor-model-1' });
    expect(created.statusCode).toBe(201);
    const ready = await settledPackage(t.app, ana, created.json().package.id);
    expect(ready.package.status).toBe('ready');
    expect(ready.content?.generator).toBe('model');
    expect(fake.requests.map((request) => request.path)).toContain('/v1/chat/completions');
    const sent = fake.requests.map((request) => request.raw).join('\n');
    expect(sent).not.toContain(ready.content?.resume.contact.email);
  });
});
