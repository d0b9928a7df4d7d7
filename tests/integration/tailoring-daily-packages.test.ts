import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparePackagesForNewMatches } from '../../src/core/tailoring/prepare-packages-for-new-matches.ts';
import { applicationPackages, matches, matchRuns, users } from '../../src/db/schema/index.ts';
import { planById } from '../../src/shared/plans.ts';
import type { PackageSummary } from '../../src/shared/schemas/tailoring.ts';
import { DAY_MS } from '../../src/shared/time.ts';
import { getAs, postAs } from '../helpers/billing.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { austinNursePreferences } from '../helpers/matching-fixtures.ts';
import { putAs } from '../helpers/profile.ts';
import { nurse } from '../helpers/tailoring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Packages prepared by the worker after a match run (decision 052): the run's best new matches,
 * up to the plan's daily application quota, so they are ready when the user looks.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ worker: true });
}, 60_000);
afterAll(() => t?.close());

const nurseJob = (id: string) =>
  jobRow(id, 'daily-packages', {
    title: 'Registered Nurse',
    company: `Ward ${id}`,
    companyKey: `ward ${id}`,
    occupationSoc: '29-1141',
    locationText: 'Austin, TX',
    workplace: 'onsite',
    skills: ['Patient care'],
    descriptionText: 'Registered nurse on a medical ward. Patient care and BLS required.',
    postedAt: new Date(),
  });

/** A finished run of `count` new matches, scored from 100 down, stored as matching stores them. */
async function finishedRun(userId: string, runId: string, jobIds: string[], at: Date) {
  await t.ctx.db.insert(matchRuns).values({
    id: runId,
    userId,
    trigger: 'schedule',
    status: 'succeeded',
    queuedAt: at,
    finishedAt: at,
  });
  await t.ctx.db.insert(matches).values(
    jobIds.map((jobId, index) => ({
      userId,
      jobId,
      runId,
      score: 100 - index,
      parts: {},
      reason: 'Test match',
      createdAt: at,
    })),
  );
}

const dailyPackages = (userId: string) =>
  t.ctx.db
    .select({ jobId: applicationPackages.jobId })
    .from(applicationPackages)
    .where(and(eq(applicationPackages.userId, userId), eq(applicationPackages.origin, 'daily')));

describe('after a match run', () => {
  it('queues the best new matches up to the plan quota, skipping jobs with a package', async () => {
    const quota = planById('pro').dailyApplicationQuota;
    const ids = Array.from(
      { length: quota + 3 },
      (_, i) => `daily-q-${String(i).padStart(2, '0')}`,
    );
    await insertJobs(t.ctx.db, ids.map(nurseJob));
    const user = await nurse(t.app);
    // The user tailored the best match by hand already: it is not made twice, nor counted.
    expect((await postAs(t.app, user, '/api/app/packages', { jobId: ids[0] })).statusCode).toBe(
      201,
    );
    const now = new Date();
    await finishedRun(user.userId, 'daily-run-1', ids, now);

    const first = await preparePackagesForNewMatches(t.ctx, {
      userId: user.userId,
      runId: 'daily-run-1',
      now,
    });
    expect(first.queued).toBe(quota);
    const chosen = (await dailyPackages(user.userId)).map((row) => row.jobId).sort();
    expect(chosen).toEqual(ids.slice(1, quota + 1));

    // The same day's next run finds the quota used; the next day's has room again.
    const later = ['daily-q-later-1', 'daily-q-later-2'];
    await insertJobs(t.ctx.db, later.map(nurseJob));
    await finishedRun(user.userId, 'daily-run-2', later, new Date(now.getTime() + 60_000));
    const sameDay = await preparePackagesForNewMatches(t.ctx, {
      userId: user.userId,
      runId: 'daily-run-2',
      now: new Date(now.getTime() + 60_000),
    });
    expect(sameDay.queued).toBe(0);
    const nextDay = await preparePackagesForNewMatches(t.ctx, {
      userId: user.userId,
      runId: 'daily-run-2',
      now: new Date(now.getTime() + DAY_MS + 60_000),
    });
    expect(nextDay.queued).toBe(2);

    // Every one of them is prepared by the worker.
    await expect
      .poll(
        async () => {
          const list = (await getAs(t.app, user, '/api/app/packages')).json();
          return list.packages.filter((p: PackageSummary) => p.status === 'ready').length;
        },
        { timeout: 90_000, interval: 500 },
      )
      .toBe(quota + 3);
  });

  it('queues nothing for an account without a plan', async () => {
    const user = await nurse(t.app);
    await insertJobs(t.ctx.db, [nurseJob('daily-none-1')]);
    await finishedRun(user.userId, 'daily-run-none', ['daily-none-1'], new Date());
    await t.ctx.db.update(users).set({ planLevel: 'none' }).where(eq(users.id, user.userId));
    const result = await preparePackagesForNewMatches(t.ctx, {
      userId: user.userId,
      runId: 'daily-run-none',
    });
    expect(result.queued).toBe(0);
  });
});

describe('the worker', () => {
  it('prepares packages for the new matches of a run the preferences started', async () => {
    await insertJobs(t.ctx.db, [nurseJob('daily-worker-1')]);
    const user = await nurse(t.app);
    const saved = await putAs(t.app, user, '/api/app/preferences', austinNursePreferences);
    expect(saved.statusCode).toBe(200);
    await expect
      .poll(
        async () => (await getAs(t.app, user, '/api/app/match-runs/latest')).json().run.status,
        {
          timeout: 60_000,
          interval: 250,
        },
      )
      .toBe('succeeded');
    const { newMatches } = (await getAs(t.app, user, '/api/app/match-runs/latest')).json().run;
    expect(newMatches).toBeGreaterThan(0);
    const expected = Math.min(newMatches, planById('pro').dailyApplicationQuota);
    await expect
      .poll(
        async () => {
          const list = (await getAs(t.app, user, '/api/app/packages')).json();
          return list.packages.filter((p: PackageSummary) => p.status === 'ready').length;
        },
        { timeout: 90_000, interval: 500 },
      )
      .toBe(expected);
    const matched = await t.ctx.db
      .select({ jobId: matches.jobId })
      .from(matches)
      .where(eq(matches.userId, user.userId));
    const packaged = (await dailyPackages(user.userId)).map((row) => row.jobId);
    expect(packaged).toHaveLength(expected);
    for (const jobId of packaged) expect(matched.map((row) => row.jobId)).toContain(jobId);
  });
});
