import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testModePriceCatalog as prices } from '../../src/core/billing/price-catalog.ts';
import { runMatchingForUser } from '../../src/core/matching/run-matching-for-user.ts';
import { matches } from '../../src/db/schema/index.ts';
import { sameOrigin, signUpUser } from '../helpers/accounts.ts';
import { getAs, postAs, type SignedInUser, startCheckout } from '../helpers/billing.ts';
import { insertJobs, type JobRow, jobRow } from '../helpers/job-rows.ts';
import { austinNursePreferences } from '../helpers/matching-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let nurse: SignedInUser;
let other: SignedInUser;

const putAs = (user: SignedInUser, url: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { ...sameOrigin, cookie: user.cookie },
    payload: payload as object,
  });
const markApplied = (user: SignedInUser, jobId: string, applied: unknown) =>
  putAs(user, `/api/app/matches/${jobId}/applied`, { applied });

const nurseJob = (id: string, overrides: Partial<JobRow> = {}) =>
  jobRow(id, 'applied', {
    title: 'Registered Nurse',
    company: `Hospital ${id}`,
    companyKey: `hospital ${id}`,
    occupationSoc: '29-1141',
    descriptionText: 'Registered nurse caring for patients on a medical ward.',
    locationText: 'Austin, TX',
    workplace: 'onsite',
    skills: ['Patient care', 'IV therapy'],
    postedAt: new Date(Date.now() - 86_400_000),
    ...overrides,
  });

type Listed = { job: { id: string }; state: string; feedback: string | null };
async function listIds(user: SignedInUser, query = '') {
  const response = await getAs(t.app, user, `/api/app/matches${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: Listed[] }).items;
}
const ids = (items: Listed[]) => items.map((item) => item.job.id).sort();
const run = (user: SignedInUser) =>
  runMatchingForUser(t.ctx.db, { userId: user.userId, trigger: 'manual' });

beforeAll(async () => {
  t = await createTestApp();
  nurse = await signUpUser(t.app);
  other = await signUpUser(t.app);
  for (const user of [nurse, other]) {
    const session = await startCheckout(t.app, user, prices.pro);
    await postAs(t.app, user, `/api/test-checkout/${session.id}/pay`, {
      cardNumber: '4242424242424242',
    });
    expect((await putAs(user, '/api/app/preferences', austinNursePreferences)).statusCode).toBe(
      200,
    );
  }
  await insertJobs(t.ctx.db, [nurseJob('a-1'), nurseJob('a-2'), nurseJob('a-3')]);
  expect(await run(nurse)).toMatchObject({ status: 'succeeded', newMatches: 3 });
});
afterAll(() => t?.close());

describe('"I applied" on a match', () => {
  it('moves the match from today to Applied, and a later run never offers it again', async () => {
    expect(ids(await listIds(nurse))).toEqual(['a-1', 'a-2', 'a-3']);
    const marked = await markApplied(nurse, 'a-1', true);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ jobId: 'a-1', state: 'applied' });
    expect(ids(await listIds(nurse))).toEqual(['a-2', 'a-3']);
    expect(await listIds(nurse, '?view=applied')).toMatchObject([
      { job: { id: 'a-1' }, state: 'applied', feedback: null },
    ]);

    await insertJobs(t.ctx.db, [nurseJob('a-4')]);
    const next = await run(nurse);
    const offered = await t.ctx.db.select().from(matches).where(eq(matches.runId, next.runId));
    expect(offered.map((row) => row.jobId)).toEqual(['a-4']);
    const [stillApplied] = await t.ctx.db
      .select({ state: matches.state })
      .from(matches)
      .where(and(eq(matches.userId, nurse.userId), eq(matches.jobId, 'a-1')));
    expect(stillApplied?.state).toBe('applied');
  });

  it('takes likes and dislikes on an applied job without losing the applied state', async () => {
    const like = await postAs(t.app, nurse, '/api/app/matches/a-1/feedback', { kind: 'like' });
    expect(like.statusCode).toBe(200);
    expect(await listIds(nurse, '?view=applied')).toMatchObject([
      { job: { id: 'a-1' }, state: 'applied', feedback: 'like' },
    ]);
    expect(ids(await listIds(nurse, '?view=applied&likedOnly=true'))).toEqual(['a-1']);
    const dislike = await postAs(t.app, nurse, '/api/app/matches/a-1/feedback', {
      kind: 'dislike',
      reason: 'salary-too-low',
    });
    expect(dislike.statusCode).toBe(200);
    // A disliked applied job is still a job the user applied to.
    expect(await listIds(nurse, '?view=applied')).toMatchObject([
      { job: { id: 'a-1' }, state: 'applied', feedback: 'dislike' },
    ]);
    expect(ids(await listIds(nurse))).not.toContain('a-1');
  });

  it('undo puts back the state the latest feedback gives, or shown', async () => {
    const undone = await markApplied(nurse, 'a-1', false);
    expect(undone.json()).toEqual({ jobId: 'a-1', state: 'disliked' });
    expect(await listIds(nurse, '?view=applied')).toEqual([]);

    await markApplied(nurse, 'a-2', true);
    expect((await markApplied(nurse, 'a-2', true)).json().state).toBe('applied');
    expect((await markApplied(nurse, 'a-2', false)).json()).toEqual({
      jobId: 'a-2',
      state: 'shown',
    });
    expect(ids(await listIds(nurse))).toContain('a-2');
    // Undo of a job not applied changes nothing.
    expect((await markApplied(nurse, 'a-3', false)).json().state).toBe('shown');
  });

  it("keeps each user to their own matches: another's job is 404 and unchanged", async () => {
    await markApplied(nurse, 'a-3', true);
    const foreign = await markApplied(other, 'a-3', true);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    const foreignUndo = await markApplied(other, 'a-3', false);
    expect(foreignUndo.statusCode).toBe(404);
    expect(ids(await listIds(nurse, '?view=applied'))).toEqual(['a-3']);
    expect(await listIds(other, '?view=applied')).toEqual([]);
    expect((await markApplied(nurse, 'no-such-job', true)).statusCode).toBe(404);
  });

  it('refuses bad input with field messages and keeps the gate', async () => {
    for (const payload of [{}, { applied: 'yes' }, { applied: null }]) {
      const bad = await putAs(nurse, '/api/app/matches/a-2/applied', payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors.applied).toEqual(['Say whether you applied: true or false.']);
    }
    const badView = await getAs(t.app, nurse, '/api/app/matches?view=archive');
    expect(badView.statusCode).toBe(400);
    expect(badView.json().fieldErrors.view).toEqual(['Choose today or applied.']);
    const signedOut = await t.app.inject({
      method: 'PUT',
      url: '/api/app/matches/a-2/applied',
      headers: sameOrigin,
      payload: { applied: true },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
