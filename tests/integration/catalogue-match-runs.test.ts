import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testModePriceCatalog as prices } from '../../src/core/billing/price-catalog.ts';
import { queueCatalogueMatchRuns } from '../../src/core/matching/queue-catalogue-match-runs.ts';
import { savePreferences } from '../../src/core/matching/save-preferences.ts';
import { matchRuns } from '../../src/db/schema/index.ts';
import { preferencesInputSchema } from '../../src/shared/schemas/preferences.ts';
import { signUpUser } from '../helpers/accounts.ts';
import { postAs, type SignedInUser, startCheckout } from '../helpers/billing.ts';
import { austinNursePreferences } from '../helpers/matching-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // No worker: the queued runs stay queued, so the test decides what state each is in.
  t = await createTestApp();
});
afterAll(() => t.close());

async function user(options: { subscribed: boolean; preferences: boolean }) {
  const signedIn: SignedInUser = await signUpUser(t.app);
  if (options.subscribed) {
    const session = await startCheckout(t.app, signedIn, prices.pro);
    const paid = await postAs(t.app, signedIn, `/api/test-checkout/${session.id}/pay`, {
      cardNumber: '4242424242424242',
    });
    expect(paid.statusCode).toBe(200);
  }
  if (options.preferences) {
    const preferences = preferencesInputSchema.parse(austinNursePreferences);
    await savePreferences(t.ctx, { userId: signedIn.userId, preferences });
  }
  return signedIn.userId;
}

const setRuns = (userId: string, values: Partial<typeof matchRuns.$inferInsert>) =>
  t.ctx.db.update(matchRuns).set(values).where(eq(matchRuns.userId, userId));

const catalogueRunsOf = (userId: string) =>
  t.ctx.db
    .select()
    .from(matchRuns)
    .where(and(eq(matchRuns.userId, userId), eq(matchRuns.trigger, 'catalogue')));

describe('match runs after a catalogue load', () => {
  it('are queued for every subscriber with preferences, once, and for nobody else', async () => {
    // Ran on the empty catalogue before the load ended: gets a new run.
    const ranEarly = await user({ subscribed: true, preferences: true });
    await setRuns(ranEarly, { status: 'succeeded', finishedAt: new Date() });
    // Still queued: it starts after the load and sees every job, so no second run.
    const waiting = await user({ subscribed: true, preferences: true });
    // Running while the load ended: it may have read half the catalogue, so it gets a new one.
    const running = await user({ subscribed: true, preferences: true });
    await setRuns(running, { status: 'running', startedAt: new Date() });
    // Queued long ago, still waiting: its queue job was written with it, so it is not lost and
    // gets no second run either (decision 032).
    const waitingLong = await user({ subscribed: true, preferences: true });
    await setRuns(waitingLong, { queuedAt: new Date(Date.now() - 60 * 60 * 1000) });
    const unpaid = await user({ subscribed: false, preferences: true });
    await setRuns(unpaid, { status: 'skipped', finishedAt: new Date() });
    const noPreferences = await user({ subscribed: true, preferences: false });

    expect(await queueCatalogueMatchRuns(t.ctx)).toEqual({ queued: 2 });
    for (const userId of [ranEarly, running]) {
      expect(await catalogueRunsOf(userId), userId).toMatchObject([{ status: 'queued' }]);
    }
    for (const userId of [waiting, waitingLong, unpaid, noPreferences]) {
      expect(await catalogueRunsOf(userId), userId).toEqual([]);
    }
    // Asked again right away (a second load, a retried job): the new runs are still queued.
    expect(await queueCatalogueMatchRuns(t.ctx)).toEqual({ queued: 0 });
  });
});
