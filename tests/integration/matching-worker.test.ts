import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testModePriceCatalog as prices } from '../../src/core/billing/price-catalog.ts';
import { queueDueMatchRuns } from '../../src/core/matching/queue-due-match-runs.ts';
import { jobPreferences, matchRuns, users } from '../../src/db/schema/index.ts';
import { preferencesInputSchema } from '../../src/shared/schemas/preferences.ts';
import { sameOrigin, signUpUser } from '../helpers/accounts.ts';
import { getAs, postAs, startCheckout } from '../helpers/billing.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ worker: true });
  await insertJobs(t.ctx.db, [
    jobRow('w-nurse', 'worker', {
      title: 'Registered Nurse',
      company: 'Lakeside Hospital',
      companyKey: 'lakeside hospital',
      occupationSoc: '29-1141',
      locationText: 'Austin, TX',
      workplace: 'onsite',
      postedAt: new Date(),
    }),
  ]);
});
afterAll(() => t?.close());

it('saving preferences runs matching in the worker and the dashboard can follow it', async () => {
  const user = await signUpUser(t.app);
  const session = await startCheckout(t.app, user, prices.pro);
  await postAs(t.app, user, `/api/test-checkout/${session.id}/pay`, {
    cardNumber: '4242424242424242',
  });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/app/preferences',
    headers: { ...sameOrigin, cookie: user.cookie },
    payload: {
      jobTitle: '29-1141',
      location: 'Austin, TX',
      salaryRange: null,
      industry: null,
      employmentType: null,
    },
  });
  expect(saved.statusCode).toBe(200);
  const { runId } = saved.json();
  await expect
    .poll(async () => (await getAs(t.app, user, '/api/app/match-runs/latest')).json().run.status, {
      timeout: 60_000,
      interval: 250,
    })
    .toBe('succeeded');
  const latest = (await getAs(t.app, user, '/api/app/match-runs/latest')).json().run;
  expect(latest).toMatchObject({ id: runId, trigger: 'preferences', newMatches: 1 });
  const list = (await getAs(t.app, user, '/api/app/matches')).json();
  expect(list.items.map((item: { job: { id: string } }) => item.job.id)).toEqual(['w-nurse']);
});

it('drains a burst of scheduled runs without a polling pause per user', async () => {
  const now = new Date();
  const people = Array.from({ length: 45 }, (_, i) => ({
    id: `burst-user-${i}`,
    name: `Burst ${i}`,
    email: `burst-${i}@example.test`,
    subscriptionStatus: 'active' as const,
    planLevel: 'pro' as const,
    currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
  }));
  await t.ctx.db.insert(users).values(people);
  await t.ctx.db.insert(jobPreferences).values(
    people.map((person) => ({
      userId: person.id,
      preferences: preferencesInputSchema.parse({ jobTitle: '29-1141', location: 'Austin, TX' }),
      dailyRunHour: now.getUTCHours(),
    })),
  );
  // Other tests' users may have picked this hour too: only the burst's users are counted below.
  const { queued } = await queueDueMatchRuns(t.ctx, { now });
  expect(queued).toBeGreaterThanOrEqual(people.length);
  await expect
    .poll(
      async () =>
        (
          await t.ctx.db
            .select({ id: matchRuns.id })
            .from(matchRuns)
            .where(
              and(
                eq(matchRuns.trigger, 'schedule'),
                eq(matchRuns.status, 'succeeded'),
                like(matchRuns.userId, 'burst-user-%'),
              ),
            )
        ).length,
      { timeout: 90_000, interval: 250 },
    )
    .toBe(people.length);
  // Counted in fetches, not seconds (decision 034): a fetch stamps its whole batch with one
  // started_on. One job per fetch, each after a polling pause (2 s), would make 45; a batch of
  // 20 takes them in a few, plus one per pause while the runs were still being queued.
  const fetches = await t.ctx.db.execute(sql`
    select count(distinct started_on)::int as fetches from pgboss.job
    where name = 'match-jobs-for-user' and data->>'trigger' = 'schedule'
      and data->>'userId' like 'burst-user-%'`);
  const [row] = (fetches as unknown as { rows: { fetches: number }[] }).rows;
  expect(row?.fetches).toBeGreaterThan(0);
  expect(row?.fetches).toBeLessThanOrEqual(people.length / 3);
});
