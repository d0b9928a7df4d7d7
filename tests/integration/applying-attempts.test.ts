import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueApprovedApplications } from '../../src/core/applying/queue-application.ts';
import {
  type ChannelTable,
  runApplicationAttempt,
} from '../../src/core/applying/run-application-attempt.ts';
import { applicationEvents, applications } from '../../src/db/schema/index.ts';
import { approvedApplication, channelsWithoutBrowser as real } from '../helpers/applying.ts';
import { getAs } from '../helpers/billing.ts';
import type { Subscriber } from '../helpers/profile.ts';
import { startRecruiteeStandin } from '../helpers/recruitee-standin.ts';
import { nurse } from '../helpers/tailoring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The at-most-once rule (decision 057) with attempts run directly, no worker: two attempts racing
 * for one application send it once; an attempt that dies after pressing Submit is never repeated.
 */
let t: TestApp;
let standin: Awaited<ReturnType<typeof startRecruiteeStandin>>;
let ana: Subscriber;

beforeAll(async () => {
  standin = await startRecruiteeStandin();
  t = await createTestApp({ env: { APPLY_HOST_PACING_SECONDS: '0' } });
  ana = await nurse(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

/** An application approved and queued for a fresh posting (its package tailored by hand). */
async function queuedApplication(slug = 'driver-cdl'): Promise<string> {
  const { id, state } = await approvedApplication(t, ana, { origin: standin.origin, slug });
  expect(state).toBe('queued');
  return id;
}

const stateOf = async (id: string) =>
  (await getAs(t.app, ana, `/api/app/applications/${id}`)).json().state as string;

describe('attempts on one application', () => {
  it('two racing attempts send it once', async () => {
    const id = await queuedApplication();
    const before = standin.submissions.length;
    const results = await Promise.all([
      runApplicationAttempt(t.ctx, {
        applicationId: id,
        mode: 'submit',
        channels: real,
        leaseWaitMs: 0,
      }),
      runApplicationAttempt(t.ctx, {
        applicationId: id,
        mode: 'submit',
        channels: real,
        leaseWaitMs: 0,
      }),
    ]);
    expect(standin.submissions.length - before).toBe(1);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await stateOf(id)).toBe('submitted');
  });

  it('an attempt that dies after pressing Submit leaves it unconfirmed, and a rerun does not send it again', async () => {
    const id = await queuedApplication();
    const before = standin.submissions.length;
    // The process dies between the committed `submitting` and the employer's answer.
    const dying: ChannelTable = {
      ...real,
      recruitee_api: async (_input, hooks) => {
        await hooks.markSubmitting();
        throw new Error('killed');
      },
    };
    await runApplicationAttempt(t.ctx, { applicationId: id, mode: 'submit', channels: dying });
    expect(await stateOf(id)).toBe('unconfirmed');
    const rerun = await runApplicationAttempt(t.ctx, {
      applicationId: id,
      mode: 'submit',
      channels: real,
      leaseWaitMs: 0,
    });
    expect(rerun).toBeNull();
    expect(standin.submissions.length).toBe(before);
  });

  it('a rerun after a process died holding `submitting` makes it unconfirmed without sending', async () => {
    const id = await queuedApplication();
    const before = standin.submissions.length;
    // As a SIGKILL leaves it: the state committed, the lease still named but run out.
    await t.ctx.db
      .update(applications)
      .set({
        state: 'submitting',
        submittingAt: new Date(),
        leaseOwner: 'dead-process',
        leaseUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(applications.id, id));
    const rerun = await runApplicationAttempt(t.ctx, {
      applicationId: id,
      mode: 'submit',
      channels: real,
    });
    expect(rerun?.state).toBe('unconfirmed');
    expect(standin.submissions.length).toBe(before);
    const [last] = await t.ctx.db
      .select({ cause: applicationEvents.cause })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(sql`${applicationEvents.id} desc`)
      .limit(1);
    expect(last?.cause).toMatch(/^The attempt stopped after pressing Submit/);
  });

  it('a rerun after a process died while filling starts the form again and sends it once', async () => {
    const id = await queuedApplication();
    const before = standin.submissions.length;
    await t.ctx.db
      .update(applications)
      .set({
        state: 'filling',
        leaseOwner: 'dead-process',
        leaseUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(applications.id, id));
    const rerun = await runApplicationAttempt(t.ctx, {
      applicationId: id,
      mode: 'submit',
      channels: real,
    });
    expect(rerun?.state).toBe('submitted');
    expect(standin.submissions.length - before).toBe(1);
  });

  it('a live lease held by another attempt is left alone', async () => {
    const id = await queuedApplication();
    await t.ctx.db
      .update(applications)
      .set({ leaseOwner: 'another-worker', leaseUntil: sql`now() + interval '30 seconds'` })
      .where(eq(applications.id, id));
    const result = await runApplicationAttempt(t.ctx, {
      applicationId: id,
      mode: 'submit',
      channels: real,
      leaseWaitMs: 1500,
    });
    expect(result).toBeNull();
    expect(await stateOf(id)).toBe('queued');
  });

  it('a row left in flight by an attempt whose job gave up is attempted again by the sweep', async () => {
    const id = await queuedApplication();
    await t.ctx.db
      .update(applications)
      .set({
        state: 'filling',
        leaseOwner: 'gone',
        leaseUntil: sql`now() - interval '1 minute'`,
        updatedAt: sql`now() - interval '20 minutes'`,
      })
      .where(eq(applications.id, id));
    const swept = await queueApprovedApplications(t.ctx);
    expect(swept.restarted).toBeGreaterThanOrEqual(1);
    const [job] = await t.ctx.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = 'attempt-application' and data->>'applicationId' = ${id}`,
      )
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(job?.n).toBeGreaterThanOrEqual(1);
  });

  it('a stand-in answering 500 after Submit leaves it unconfirmed, with the reason', async () => {
    const id = await queuedApplication('server-error');
    const result = await runApplicationAttempt(t.ctx, {
      applicationId: id,
      mode: 'submit',
      channels: real,
    });
    expect(result?.state).toBe('unconfirmed');
    expect(result?.failure?.message).toBe('Recruitee answered 500 to the application.');
  });
});
