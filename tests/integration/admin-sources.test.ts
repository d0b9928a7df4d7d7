import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFollowedSources } from '../../src/core/catalogue/sources/seed-followed-sources.ts';
import { starterSources } from '../../src/core/catalogue/sources/starter-sources.ts';
import { ingestionRunSources, ingestionRuns } from '../../src/db/schema/index.ts';
import { sameOrigin, signUpUser, uniqueEmail } from '../helpers/accounts.ts';
import { getAs, postAs, type SignedInUser } from '../helpers/billing.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const adminEmail = uniqueEmail('admin');
let t: TestApp;
let admin: SignedInUser;
let someone: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_EMAILS: `other@example.test, ${adminEmail.toUpperCase()}` },
  });
  admin = await signUpUser(t.app, adminEmail);
  someone = await signUpUser(t.app);
});
afterAll(() => t.close());

const send = (
  method: 'PATCH' | 'DELETE',
  user: SignedInUser | undefined,
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: user ? { ...sameOrigin, cookie: user.cookie } : sameOrigin,
    ...(payload ? { payload } : {}),
  });

describe('admin API access', () => {
  it('refuses anonymous callers (401) and signed-in non-admins (403) on every admin route', async () => {
    const calls = [
      () => getAs(t.app, someone, '/api/admin/sources'),
      () => postAs(t.app, someone, '/api/admin/sources', { source: 'greenhouse:acme' }),
      () => send('PATCH', someone, '/api/admin/sources/1', { enabled: false }),
      () => send('DELETE', someone, '/api/admin/sources/1'),
      () => getAs(t.app, someone, '/api/admin/ingestion-runs'),
      () => postAs(t.app, someone, '/api/admin/ingestion-runs'),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
    expect((await getAs(t.app, undefined, '/api/admin/sources')).statusCode).toBe(401);
  });

  it('tells the client whether to show the admin page', async () => {
    expect((await getAs(t.app, admin, '/api/admin-access')).json()).toEqual({ admin: true });
    expect((await getAs(t.app, someone, '/api/admin-access')).json()).toEqual({ admin: false });
  });
});

describe('followed sources', () => {
  it('lists the seeded starter boards, adds, disables and removes a source', async () => {
    await seedFollowedSources(t.ctx.db, { enabled: false });
    const listed = (await getAs(t.app, admin, '/api/admin/sources')).json().sources;
    expect(listed).toHaveLength(starterSources.length);
    expect(
      new Set(listed.map((s: { industry: string }) => s.industry)).size,
    ).toBeGreaterThanOrEqual(10);
    expect(listed.every((s: { enabled: boolean }) => !s.enabled)).toBe(true);

    const added = await postAs(t.app, admin, '/api/admin/sources', {
      source: 'greenhouse:examplehospital',
      industry: 'Healthcare',
    });
    expect(added.statusCode).toBe(201);
    const { id } = added.json();
    expect(added.json()).toMatchObject({
      kind: 'greenhouse',
      key: 'examplehospital',
      enabled: true,
    });

    const disabled = await send('PATCH', admin, `/api/admin/sources/${id}`, { enabled: false });
    expect(disabled.json().enabled).toBe(false);
    expect((await send('DELETE', admin, `/api/admin/sources/${id}`)).statusCode).toBe(204);
    expect((await send('DELETE', admin, `/api/admin/sources/${id}`)).statusCode).toBe(404);
  });

  it('answers bad or duplicate sources with a field error on `source`', async () => {
    for (const source of ['nonsense', 'myspace:acme', 'demo:board']) {
      const response = await postAs(t.app, admin, '/api/admin/sources', { source });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.source.length).toBeGreaterThan(0);
    }
    await postAs(t.app, admin, '/api/admin/sources', { source: 'lever:acme' });
    const duplicate = await postAs(t.app, admin, '/api/admin/sources', { source: 'lever:acme' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fieldErrors).toEqual({ source: ['is already followed'] });
    expect((await postAs(t.app, admin, '/api/admin/sources', {})).statusCode).toBe(400);
  });
});

describe('ingestion runs', () => {
  it('shows the latest runs with per-source counts, errors and durations, and queues a run', async () => {
    const [run] = await t.ctx.db
      .insert(ingestionRuns)
      .values({
        trigger: 'manual',
        status: 'partial',
        finishedAt: new Date(),
        durationMs: 1200,
        seen: 5,
        created: 4,
        failedSources: 1,
      })
      .returning();
    await t.ctx.db.insert(ingestionRunSources).values([
      {
        runId: run?.id ?? 0,
        kind: 'greenhouse',
        key: 'acme',
        status: 'succeeded',
        seen: 5,
        created: 4,
        durationMs: 900,
      },
      {
        runId: run?.id ?? 0,
        kind: 'lever',
        key: 'gone',
        status: 'failed',
        error: 'HTTP 404 from lever',
        durationMs: 300,
      },
    ]);
    const { runs } = (await getAs(t.app, admin, '/api/admin/ingestion-runs')).json();
    expect(runs[0]).toMatchObject({
      status: 'partial',
      seen: 5,
      created: 4,
      failedSources: 1,
      durationMs: 1200,
    });
    expect(
      runs[0].sources.map((s: { key: string; error: string | null }) => [s.key, s.error]),
    ).toEqual([
      ['acme', null],
      ['gone', 'HTTP 404 from lever'],
    ]);
    const queued = await postAs(t.app, admin, '/api/admin/ingestion-runs');
    expect(queued.statusCode).toBe(202);
  });
});
