import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testModePriceCatalog as prices } from '../../src/core/billing/price-catalog.ts';
import type { SourcePosting } from '../../src/core/catalogue/connector-contract.ts';
import { noOccupationKnowledge } from '../../src/core/catalogue/enrich-posting.ts';
import { ingestSourcePostings } from '../../src/core/catalogue/ingest-source-postings.ts';
import { jobSources, jobs, matches, matchRuns } from '../../src/db/schema/index.ts';
import { signUpUser } from '../helpers/accounts.ts';
import { getAs, postAs, type SignedInUser, startCheckout } from '../helpers/billing.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { putAs } from '../helpers/profile.ts';
import { samplePosting } from '../helpers/sample-posting.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Links the app shows come from outside (job feeds): only http(s) ones are stored and served,
 * and a demo posting serves no apply link at all
 * (docs/decisions/031-input-boundary-and-fuzzing.md).
 */
let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
  const session = await startCheckout(t.app, user, prices.pro);
  await postAs(t.app, user, `/api/test-checkout/${session.id}/pay`, {
    cardNumber: '4242424242424242',
  });
});
afterAll(() => t?.close());

async function* listOf(postings: SourcePosting[]) {
  yield* postings;
}

const ingest = (postings: SourcePosting[]) =>
  ingestSourcePostings(t.ctx.db, {
    kind: 'greenhouse',
    key: 'links',
    postings: listOf(postings),
    knowledge: noOccupationKnowledge,
    industry: null,
    isDemo: false,
    now: () => new Date(),
  });

describe('at ingestion', () => {
  it('refuses a posting whose apply URL is not http(s), and drops such an attribution URL', async () => {
    const counts = await ingest([
      samplePosting({ tenant: 'links', sourceId: 'js', applyUrl: 'javascript:alert(1)' }),
      samplePosting({ tenant: 'links', sourceId: 'data', applyUrl: 'data:text/html,<b>x</b>' }),
      samplePosting({
        tenant: 'links',
        sourceId: 'attr',
        title: 'Night\u0000 nurse',
        applyUrl: 'https://boards.greenhouse.io/links/jobs/attr',
        attributionUrl: 'javascript:alert(2)',
      }),
    ]);
    expect(counts.invalid).toBe(2);
    const stored = await t.ctx.db
      .select({ applyUrl: jobSources.applyUrl, attributionUrl: jobSources.attributionUrl })
      .from(jobSources)
      .where(eq(jobSources.tenant, 'links'));
    expect(stored).toEqual([
      { applyUrl: 'https://boards.greenhouse.io/links/jobs/attr', attributionUrl: null },
    ]);
    const [job] = await t.ctx.db
      .select({ title: jobs.title })
      .from(jobs)
      .innerJoin(jobSources, eq(jobSources.jobId, jobs.id))
      .where(eq(jobSources.tenant, 'links'));
    expect(job?.title).toBe('Night nurse');
  });
});

describe('in API responses', () => {
  it('serves no apply link that is not http(s), even one stored before this rule', async () => {
    await insertJobs(
      t.ctx.db,
      [jobRow('legacy-js', 'links', { applyUrl: 'javascript:alert(1)' })],
      'greenhouse',
    );
    await t.ctx.db
      .update(jobSources)
      .set({ applyUrl: 'javascript:alert(1)', attributionUrl: 'vbscript:x' })
      .where(eq(jobSources.jobId, 'legacy-js'));
    const response = await getAs(t.app, user, '/api/jobs/legacy-js');
    expect(response.statusCode, response.body).toBe(200);
    const job = response.json();
    expect(job.applyUrl).toBeNull();
    expect(job.sources).toEqual([
      expect.objectContaining({ applyUrl: null, attributionUrl: null }),
    ]);
  });

  it('serves a demo posting with no apply link, flagged as demo, in the job and in matches', async () => {
    await insertJobs(t.ctx.db, [
      jobRow('demo-link', 'links', {
        isDemo: true,
        applyUrl: 'https://boards.example/demo/jobs/1',
      }),
    ]);
    const detail = (await getAs(t.app, user, '/api/jobs/demo-link')).json();
    expect(detail).toMatchObject({ isDemo: true, applyUrl: null });
    expect(detail.sources.every((source: { applyUrl: unknown }) => source.applyUrl === null)).toBe(
      true,
    );

    expect((await putAs(t.app, user, '/api/app/preferences', {})).statusCode).toBe(200);
    await t.ctx.db
      .insert(matchRuns)
      .values({ id: 'links-run', userId: user.userId, trigger: 'manual', status: 'succeeded' });
    await t.ctx.db.insert(matches).values({
      userId: user.userId,
      jobId: 'demo-link',
      runId: 'links-run',
      score: 80,
      parts: {},
      reason: 'test',
      state: 'liked',
    });
    const list = (await getAs(t.app, user, '/api/app/matches')).json();
    const item = list.items.find((match: { job: { id: string } }) => match.job.id === 'demo-link');
    expect(item).toMatchObject({ applyUrl: null, job: { isDemo: true } });
  });
});
