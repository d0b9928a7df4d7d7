import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestCatalogue } from '../../src/core/catalogue/ingest-catalogue.ts';
import { failAbandonedMatchRuns } from '../../src/core/matching/fail-abandoned-match-runs.ts';
import { requestMatchRun } from '../../src/core/matching/request-match-run.ts';
import { savePreferences } from '../../src/core/matching/save-preferences.ts';
import { ingestionRuns, matchRuns } from '../../src/db/schema/index.ts';
import { preferencesInputSchema } from '../../src/shared/schemas/preferences.ts';
import { signUpUser } from '../helpers/accounts.ts';
import { austinNursePreferences } from '../helpers/matching-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * What a killed process used to leave behind, and what one user's burst of saves used to queue
 * (decision 032). No worker runs here: the test sets each run's state itself.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const preferences = preferencesInputSchema.parse(austinNursePreferences);

const runsOf = (userId: string) =>
  t.ctx.db.select().from(matchRuns).where(eq(matchRuns.userId, userId));

async function queueJobsOf(userId: string): Promise<number> {
  const result = (await t.ctx.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'match-jobs-for-user' and data->>'userId' = ${userId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
}

const longAgo = () => new Date(Date.now() - 60_000);

describe('one user saving preferences over and over', () => {
  it('300 saves at once queue one run; 300 more while it runs queue one more', async () => {
    const { userId } = await signUpUser(t.app);
    const burst = () =>
      Promise.all(
        Array.from({ length: 300 }, () => savePreferences(t.ctx, { userId, preferences })),
      );
    const first = await burst();
    expect(new Set(first.map((saved) => saved.runId)).size).toBe(1);
    expect(await runsOf(userId)).toHaveLength(1);
    expect(await queueJobsOf(userId)).toBe(1);

    // The worker starts it; saves meanwhile get one follow-up run that sees their preferences.
    await t.ctx.db
      .update(matchRuns)
      .set({
        status: 'running',
        startedAt: new Date(),
        leaseExpiresAt: sql`now() + interval '30 seconds'`,
      })
      .where(eq(matchRuns.userId, userId));
    const second = await burst();
    expect(new Set(second.map((saved) => saved.runId)).size).toBe(1);
    expect(second[0]?.runId).not.toBe(first[0]?.runId);
    expect(await runsOf(userId)).toHaveLength(2);
    expect(await queueJobsOf(userId)).toBe(2);
  }, 240_000);
});

describe('a run whose process died', () => {
  it('Run now does not wait on a run whose worker stopped renewing its lease', async () => {
    const { userId } = await signUpUser(t.app);
    const { runId: stuck } = await savePreferences(t.ctx, { userId, preferences });
    await t.ctx.db
      .update(matchRuns)
      .set({ status: 'running', startedAt: longAgo(), leaseExpiresAt: longAgo() })
      .where(eq(matchRuns.id, stuck));
    const { runId } = await requestMatchRun(t.ctx, { userId });
    expect(runId).not.toBe(stuck);
    expect(await runsOf(userId)).toHaveLength(2);
    // A live one is the answer, as before.
    expect((await requestMatchRun(t.ctx, { userId })).runId).toBe(runId);
  });

  it('a run no worker will finish ends as failed; one a retry may still take is left running', async () => {
    const { userId } = await signUpUser(t.app);
    const ids = await Promise.all(
      [10 * 60_000, 60_000, -30_000].map(async (lapsedMs) => {
        const [run] = await t.ctx.db
          .insert(matchRuns)
          .values({
            id: `run-${lapsedMs}-${userId}`,
            userId,
            trigger: 'manual',
            status: 'running',
            startedAt: longAgo(),
            leaseExpiresAt: new Date(Date.now() - lapsedMs),
          })
          .returning();
        return run?.id ?? '';
      }),
    );
    expect(await failAbandonedMatchRuns(t.ctx.db, { now: new Date() })).toEqual({ failed: 1 });
    const status = Object.fromEntries((await runsOf(userId)).map((run) => [run.id, run.status]));
    // Lapsed 10 minutes ago, 1 minute ago, and live for 30 s more.
    expect(ids.map((id) => status[id])).toEqual(['failed', 'running', 'running']);
  });

  it('a catalogue load left running by a dead process does not hold back the next one', async () => {
    const [dead] = await t.ctx.db
      .insert(ingestionRuns)
      .values({
        trigger: 'schedule',
        status: 'running',
        startedAt: longAgo(),
        leaseExpiresAt: longAgo(),
      })
      .returning();
    const result = await ingestCatalogue(t.ctx, { trigger: 'manual' });
    expect(result?.status).toBe('succeeded');
    const [settled] = await t.ctx.db
      .select()
      .from(ingestionRuns)
      .where(eq(ingestionRuns.id, dead?.id ?? -1));
    expect(settled?.status).toBe('failed');

    // A live one (its lease renewed) still holds the next back: two passes would race.
    await t.ctx.db.insert(ingestionRuns).values({
      trigger: 'schedule',
      status: 'running',
      leaseExpiresAt: sql`now() + interval '30 seconds'`,
    });
    expect(await ingestCatalogue(t.ctx, { trigger: 'manual' })).toBeNull();
    // ...unless it is this job's own earlier attempt: its retry means its worker is gone.
    await t.ctx.db
      .update(ingestionRuns)
      .set({ jobId: 'job-1' })
      .where(and(eq(ingestionRuns.status, 'running'), eq(ingestionRuns.trigger, 'schedule')));
    expect((await ingestCatalogue(t.ctx, { trigger: 'manual', jobId: 'job-1' }))?.status).toBe(
      'succeeded',
    );
  });
});
