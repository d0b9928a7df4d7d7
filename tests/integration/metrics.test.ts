import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestionRuns, matchRuns } from '../../src/db/schema/index.ts';
import { signUpUser } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** /metrics (decision 034): who may read it, and what it says. */

const TOKEN = 'metrics-token-for-the-test-suite-0123456789';
const OFF_HOST = '203.0.113.7';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t?.close());

const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', ...options });

/** The value of one series, matched on its full label set as Prometheus prints it. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('who may read /metrics', () => {
  it('answers a scraper on this host (loopback) without a token, in Prometheus text', async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE hireloop_http_request_duration_seconds histogram');
    // prom-client's default process metrics.
    expect(response.body).toMatch(/^process_cpu_seconds_total \d/m);
    expect(response.body).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });

  it('is not there for anyone else without the token, nor with a wrong one', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await scrape({ remoteAddress: OFF_HOST, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
      expect(response.body).not.toContain('hireloop_');
    }
  });

  it('answers another host that sends the configured token', async () => {
    const response = await scrape({
      remoteAddress: OFF_HOST,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('hireloop_http_requests_total');
  });

  it('takes the address from the connection: a forwarded header never opens it, only closes it', async () => {
    const forged = await scrape({
      remoteAddress: OFF_HOST,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
    // Through a reverse proxy on this host, the peer is loopback but the request is anyone's.
    const proxied = await scrape({ headers: { 'x-forwarded-for': OFF_HOST } });
    expect(proxied.statusCode).toBe(404);
  });

  it('is left out of the OpenAPI document, which describes the JSON API', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });
});

describe('what /metrics says', () => {
  it('counts a request under its route pattern, method and status class, never its URL', async () => {
    const secretId = 'job-id-9f3e1c';
    const secretQuery = 'person@example.test';
    const request = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${secretId}?email=${encodeURIComponent(secretQuery)}`,
    });
    const status = `${Math.floor(request.statusCode / 100)}xx`;
    const text = (await scrape()).body;
    const labels = `method="GET",route="/api/jobs/:id",status_class="${status}"`;
    expect(seriesValue(text, `hireloop_http_requests_total{${labels}}`)).toBe(1);
    expect(seriesValue(text, `hireloop_http_request_duration_seconds_count{${labels}}`)).toBe(1);
    expect(
      seriesValue(text, `hireloop_http_request_duration_seconds_bucket{le="+Inf",${labels}}`),
    ).toBe(1);
    expect(text).not.toContain(secretId);
    expect(text).not.toContain(secretQuery);
    expect(text).not.toContain('example.test');
    expect(text).not.toMatch(/route="[^"]*\?/);
  });

  it('counts requests no route matched under one label, whatever their path', async () => {
    const paths = ['/api/no-such-thing/person-7f2a@example.test', '/main-app/page-3c9d'];
    for (const url of paths) await t.app.inject({ method: 'GET', url });
    const text = (await scrape()).body;
    expect(text).toMatch(/^hireloop_http_requests_total\{method="GET",route="unmatched",/m);
    for (const url of paths) expect(text).not.toContain(url.split('/').pop());
  });

  it('labels no person: after a sign-up, no e-mail address or user id appears', async () => {
    const user = await signUpUser(t.app);
    const text = (await scrape()).body;
    expect(text).toContain('route="/api/auth/sign-up"');
    expect(text).not.toContain(user.email);
    expect(text).not.toContain(user.userId);
  });

  it('reports catalogue and matching runs by status, read from the database when scraped', async () => {
    const user = await signUpUser(t.app);
    await t.ctx.db.insert(ingestionRuns).values([
      { trigger: 'schedule', status: 'succeeded', finishedAt: new Date('2026-01-02T03:04:05Z') },
      { trigger: 'manual', status: 'failed', finishedAt: new Date('2026-01-03T00:00:00Z') },
      { trigger: 'schedule', status: 'failed' },
    ]);
    await t.ctx.db.insert(matchRuns).values([
      { id: 'run-metrics-1', userId: user.userId, trigger: 'schedule', status: 'succeeded' },
      { id: 'run-metrics-2', userId: user.userId, trigger: 'schedule', status: 'queued' },
    ]);
    // Another process (the worker) writes these rows; any process's scrape sees them.
    const other = await createTestApp({ database: t.database });
    try {
      const text = (await other.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(seriesValue(text, 'hireloop_ingestion_runs{status="succeeded"}')).toBe(1);
      expect(seriesValue(text, 'hireloop_ingestion_runs{status="failed"}')).toBe(2);
      expect(seriesValue(text, 'hireloop_ingestion_runs{status="running"}')).toBe(0);
      expect(seriesValue(text, 'hireloop_ingestion_last_success_timestamp_seconds')).toBe(
        Date.parse('2026-01-02T03:04:05Z') / 1000,
      );
      expect(seriesValue(text, 'hireloop_match_runs{status="succeeded"}')).toBe(1);
      expect(seriesValue(text, 'hireloop_match_runs{status="queued"}')).toBe(1);
      expect(seriesValue(text, 'hireloop_match_runs{status="failed"}')).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('reports queue depths and job outcomes from the queue table', async () => {
    const queue = 'reconcile-subscriptions';
    const before = seriesValue((await scrape()).body, `hireloop_job_queue_depth{queue="${queue}"}`);
    await t.ctx.jobs.send(queue, {});
    await t.ctx.jobs.send(queue, {});
    const text = (await scrape()).body;
    expect(seriesValue(text, `hireloop_job_queue_depth{queue="${queue}"}`)).toBe((before ?? 0) + 2);
    expect(seriesValue(text, `hireloop_jobs{queue="${queue}",state="created"}`)).toBe(
      (before ?? 0) + 2,
    );
    expect(seriesValue(text, `hireloop_jobs{queue="${queue}",state="failed"}`)).toBe(0);
  });

  it('reports the PostgreSQL connection pool, and no pool on PGlite', async () => {
    const text = (await scrape()).body;
    if (t.database.kind === 'pglite') {
      expect(text).not.toMatch(/^hireloop_db_pool_connections\{/m);
      return;
    }
    const max = seriesValue(text, 'hireloop_db_pool_connections{state="max"}') ?? 0;
    const total = seriesValue(text, 'hireloop_db_pool_connections{state="total"}') ?? -1;
    expect(max).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(max);
    expect(seriesValue(text, 'hireloop_db_pool_connections{state="waiting"}')).toBe(0);
  });

  it('still answers when the database does not, saying so instead of repeating old figures', async () => {
    const other = await createTestApp();
    const scrapeOther = () => other.app.inject({ method: 'GET', url: '/metrics' });
    try {
      expect(seriesValue((await scrapeOther()).body, 'hireloop_metrics_database_up')).toBe(1);
      // The counting query now fails, as it would with the database down.
      await other.ctx.db.execute(sql`alter table match_runs rename to match_runs_elsewhere`);
      const response = await scrapeOther();
      expect(response.statusCode).toBe(200);
      expect(seriesValue(response.body, 'hireloop_metrics_database_up')).toBe(0);
      expect(response.body).toMatch(/^hireloop_http_requests_total\{[^}]*route="\/metrics"/m);
      expect(response.body).not.toMatch(/^hireloop_match_runs\{/m);
      expect(response.body).not.toMatch(/^hireloop_job_queue_depth\{/m);
    } finally {
      await other.close();
    }
  });
});
