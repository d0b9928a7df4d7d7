import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApplicationAttempt } from '../../src/core/applying/run-application-attempt.ts';
import { applyUrlKey } from '../../src/core/catalogue/normalize-keys.ts';
import { prepareApplicationPackage } from '../../src/core/tailoring/prepare-application-package.ts';
import { trackedApplications } from '../../src/db/schema/index.ts';
import type { TrackedItem, TrackerResponse } from '../../src/shared/schemas/tracker.ts';
import { sameOrigin } from '../helpers/accounts.ts';
import { channelsWithoutBrowser } from '../helpers/applying.ts';
import { getAs, postAs } from '../helpers/billing.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { putAs, type Subscriber, subscriber } from '../helpers/profile.ts';
import { nurse } from '../helpers/tailoring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The application tracker (decision 065) through the HTTP API: a Hireloop application joins it
 * when submitted, one made elsewhere is added and found in the catalogue, stages move, counts
 * follow, and another user's items are missing ones.
 */
let t: TestApp;
let ana: Subscriber;
let other: Subscriber;

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  await insertJobs(t.ctx.db, [
    jobRow('tracker-workday', 'tracker', {
      title: 'Charge Nurse',
      company: 'Ascension Seton',
      companyKey: 'ascension seton',
      occupationSoc: '29-1141',
      applyUrl: 'https://ascension.wd5.myworkdayjobs.com/en-US/careers/job/Austin/Charge-Nurse_R1',
      applyUrlKey: 'workday/tracker-workday',
      postedAt: new Date(),
    }),
    jobRow('tracker-listed', 'tracker', {
      title: 'Night Nurse',
      company: 'Baylor Scott & White',
      companyKey: 'baylor scott and white',
      occupationSoc: '29-1141',
      applyUrl: 'https://jobs.example.test/baylor/night-nurse',
      applyUrlKey: applyUrlKey('https://jobs.example.test/baylor/night-nurse'),
      postedAt: new Date(),
    }),
  ]);
  ana = await nurse(t.app);
  other = await subscriber(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const tracker = async (user: Subscriber) => {
  const response = await getAs(t.app, user, '/api/app/tracker');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TrackerResponse;
};

const addOutside = async (user: Subscriber, body: Record<string, unknown>) => {
  const response = await postAs(t.app, user, '/api/app/tracker/items', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TrackedItem;
};

describe('a Hireloop application', () => {
  it('joins the tracker at applied when the user marks it submitted', async () => {
    const created = (
      await postAs(t.app, ana, '/api/app/applications', { jobId: 'tracker-workday' })
    ).json();
    await prepareApplicationPackage(t.ctx.db, { packageId: created.packageId, version: 1 });
    const inspected = await runApplicationAttempt(t.ctx, {
      applicationId: created.id,
      mode: 'inspect',
      channels: channelsWithoutBrowser,
    });
    expect(inspected?.state).toBe('needs_you');
    expect((await tracker(ana)).items).toEqual([]);

    const marked = await postAs(
      t.app,
      ana,
      `/api/app/applications/${created.id}/mark-submitted`,
      {},
    );
    expect(marked.statusCode, marked.body).toBe(200);
    const { items } = await tracker(ana);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      source: 'by_you',
      stage: 'applied',
      shownStage: 'applied',
      title: 'Charge Nurse',
      company: 'Ascension Seton',
      jobId: 'tracker-workday',
      applicationId: created.id,
      hasReceipt: true,
      appliedOn: today(),
      occupation: 'Registered nurses',
    });
  });
});

describe('an application made elsewhere', () => {
  it('is added, and its pasted link is found in the catalogue (tracking parameters ignored)', async () => {
    const item = await addOutside(ana, {
      title: 'Night nurse',
      company: 'Baylor',
      link: 'https://jobs.example.test/baylor/night-nurse?utm_source=newsletter',
      appliedOn: daysAgo(2),
    });
    expect(item).toMatchObject({
      source: 'elsewhere',
      stage: 'applied',
      jobId: 'tracker-listed',
      applicationId: null,
      hasReceipt: false,
    });
    const unknown = await addOutside(ana, {
      title: 'Clinic nurse',
      company: 'Small Clinic',
      link: 'https://clinic.example.test/careers/1',
      appliedOn: daysAgo(40),
    });
    expect(unknown.jobId).toBeNull();
  });

  it('moves through stages with interview dates; notes are kept as typed', async () => {
    const { items } = await tracker(ana);
    const night = items.find((item) => item.company === 'Baylor');
    if (!night) throw new Error('no item');
    const heard = await putAs(t.app, ana, `/api/app/tracker/items/${night.id}/stage`, {
      stage: 'heard_back',
    });
    expect(heard.statusCode, heard.body).toBe(200);
    const interviewing = await putAs(t.app, ana, `/api/app/tracker/items/${night.id}/stage`, {
      stage: 'interviewing',
      interviewDates: ['2026-12-03', '2026-12-01', '2026-12-03'],
    });
    expect(interviewing.json()).toMatchObject({
      stage: 'interviewing',
      interviewDates: ['2026-12-01', '2026-12-03'],
    });
    const notes = '<b>Ask</b> about nights & weekends';
    const saved = await putAs(t.app, ana, `/api/app/tracker/items/${night.id}/notes`, { notes });
    expect(saved.json().notes).toBe(notes);
    const reminder = await postAs(t.app, ana, `/api/app/tracker/items/${night.id}/reminders`, {
      dueOn: '2026-12-02',
      text: 'Send a thank-you note',
    });
    expect(reminder.statusCode, reminder.body).toBe(201);
    const [added] = reminder.json().reminders;
    expect(added).toMatchObject({ dueOn: '2026-12-02', done: false });
    const done = await putAs(t.app, ana, `/api/app/tracker/reminders/${added.id}`, { done: true });
    expect(done.json().reminders[0].done).toBe(true);
  });
});

describe('no answer', () => {
  it('shows an item at applied as no answer after the user’s number of days', async () => {
    const clinic = (await tracker(ana)).items.find((item) => item.company === 'Small Clinic');
    expect(clinic?.shownStage).toBe('no_answer');
    expect(clinic?.stage).toBe('applied');
    const saved = await putAs(t.app, ana, '/api/app/tracker/settings', { noAnswerDays: 60 });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await tracker(ana);
    expect(after.settings.noAnswerDays).toBe(60);
    expect(after.items.find((item) => item.company === 'Small Clinic')?.shownStage).toBe('applied');
    await putAs(t.app, ana, '/api/app/tracker/settings', { noAnswerDays: 21 });
  });
});

describe('counts', () => {
  it('counts this week, the response rate, interviews, sources and occupations', async () => {
    const { counts } = await tracker(ana);
    expect(counts).toMatchObject({ total: 3, thisWeek: 2, interviews: 1 });
    expect(counts.responseRate).toBeCloseTo(1 / 3);
    expect(counts.bySource).toEqual(
      expect.arrayContaining([
        { key: 'elsewhere', label: 'Elsewhere', count: 2 },
        { key: 'by_you', label: 'By you', count: 1 },
      ]),
    );
    expect(counts.byOccupation).toEqual(
      expect.arrayContaining([{ key: 'Registered nurses', label: 'Registered nurses', count: 2 }]),
    );
  });
});

describe('isolation', () => {
  it('answers 404 for another user’s item and reminder, exactly as for a missing one', async () => {
    const [item] = (await tracker(ana)).items;
    if (!item) throw new Error('no item');
    for (const id of [item.id, 'no-such-item']) {
      const moved = await putAs(t.app, other, `/api/app/tracker/items/${id}/stage`, {
        stage: 'hired',
      });
      expect(moved.statusCode).toBe(404);
      expect(moved.json()).toMatchObject({ code: 'NOT_FOUND' });
      const notes = await putAs(t.app, other, `/api/app/tracker/items/${id}/notes`, { notes: 'x' });
      expect(notes.statusCode).toBe(404);
      const reminder = await postAs(t.app, other, `/api/app/tracker/items/${id}/reminders`, {
        dueOn: '2026-12-02',
        text: 'Mine now',
      });
      expect(reminder.statusCode).toBe(404);
    }
    const reminderId = (await tracker(ana)).items.flatMap((i) => i.reminders)[0]?.id;
    const done = await putAs(t.app, other, `/api/app/tracker/reminders/${reminderId}`, {
      done: false,
    });
    expect(done.statusCode).toBe(404);
    expect((await tracker(other)).items).toEqual([]);
    expect((await tracker(ana)).items.find((i) => i.id === item.id)?.stage).toBe(item.stage);
  });
});

describe('bad input', () => {
  it('refuses bad dates, huge notes and an empty title with field errors', async () => {
    const bad = await postAs(t.app, ana, '/api/app/tracker/items', {
      title: ' ',
      company: 'Clinic',
      link: 'javascript:alert(1)',
      appliedOn: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['appliedOn', 'link', 'title']);
    const [item] = (await tracker(ana)).items;
    const huge = await putAs(t.app, ana, `/api/app/tracker/items/${item?.id}/notes`, {
      notes: 'a'.repeat(5001),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fieldErrors).toHaveProperty('notes');
    const dates = await putAs(t.app, ana, `/api/app/tracker/items/${item?.id}/stage`, {
      stage: 'interviewing',
      interviewDates: ['tomorrow'],
    });
    expect(dates.statusCode).toBe(400);
    expect(Object.keys(dates.json().fieldErrors)[0]).toMatch(/^interviewDates/);
    const days = await putAs(t.app, ana, '/api/app/tracker/settings', { noAnswerDays: 0 });
    expect(days.statusCode).toBe(400);
    expect(days.json().fieldErrors).toHaveProperty('noAnswerDays');
  });
});

const deleteAs = (user: Subscriber, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/app/tracker/items/${id}`,
    headers: { ...sameOrigin, cookie: user.cookie },
  });

describe('editing and deleting', () => {
  it('corrects an application made elsewhere, looking its new link up again', async () => {
    const item = await addOutside(ana, { title: 'Nurse', company: 'Typo Inc', appliedOn: today() });
    const edited = await putAs(t.app, ana, `/api/app/tracker/items/${item.id}`, {
      title: 'Night nurse (weekends)',
      company: 'Baylor Scott & White',
      link: 'https://jobs.example.test/baylor/night-nurse',
      appliedOn: daysAgo(3),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Night nurse (weekends)',
      company: 'Baylor Scott & White',
      jobId: 'tracker-listed',
      appliedOn: daysAgo(3),
    });
    const unlinked = await putAs(t.app, ana, `/api/app/tracker/items/${item.id}`, {
      title: 'Night nurse',
      company: 'Baylor',
      appliedOn: daysAgo(3),
    });
    expect(unlinked.json()).toMatchObject({ link: null, jobId: null });
    const bad = await putAs(t.app, ana, `/api/app/tracker/items/${item.id}`, {
      title: 'x'.repeat(301),
      company: 'Baylor',
      appliedOn: '1999-12-31',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['appliedOn', 'title']);
  });

  it('keeps a Hireloop application as it was sent: not editable', async () => {
    const sent = (await tracker(ana)).items.find((item) => item.source === 'by_you');
    const edited = await putAs(t.app, ana, `/api/app/tracker/items/${sent?.id}`, {
      title: 'Something else',
      company: 'Else',
      appliedOn: today(),
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.json()).toMatchObject({ code: 'INVALID_STATE' });
  });

  it('deletes an item with its reminders; a Hireloop one stays under Applications', async () => {
    const item = await addOutside(ana, { title: 'Temp', company: 'Gone Soon', appliedOn: today() });
    await postAs(t.app, ana, `/api/app/tracker/items/${item.id}/reminders`, {
      dueOn: today(),
      text: 'Never mind',
    });
    expect((await deleteAs(ana, item.id)).statusCode).toBe(204);
    expect((await tracker(ana)).items.some((i) => i.id === item.id)).toBe(false);
    expect((await deleteAs(ana, item.id)).statusCode).toBe(404);

    const sent = (await tracker(ana)).items.find((i) => i.source === 'by_you');
    if (!sent?.applicationId) throw new Error('no Hireloop item');
    expect((await deleteAs(ana, sent.id)).statusCode).toBe(204);
    const application = await getAs(t.app, ana, `/api/app/applications/${sent.applicationId}`);
    expect(application.statusCode).toBe(200);
    expect(application.json().state).toBe('submitted');
  });

  it('answers 404 to another user editing or deleting an item', async () => {
    const [item] = (await tracker(ana)).items;
    if (!item) throw new Error('no item');
    const edited = await putAs(t.app, other, `/api/app/tracker/items/${item.id}`, {
      title: 'Mine',
      company: 'Mine',
      appliedOn: today(),
    });
    expect(edited.statusCode).toBe(404);
    expect((await deleteAs(other, item.id)).statusCode).toBe(404);
    expect((await tracker(ana)).items.find((i) => i.id === item.id)?.title).toBe(item.title);
  });
});

describe('the funnel over time', () => {
  it('counts each week’s applications at every step they reached', async () => {
    const { counts, items } = await tracker(ana);
    expect(counts.funnel).toHaveLength(12);
    const charted = items.filter((item) => item.appliedOn >= (counts.funnel[0]?.weekStart ?? ''));
    expect(counts.funnel.reduce((sum, week) => sum + week.applied, 0)).toBe(charted.length);
    expect(counts.funnel.reduce((sum, week) => sum + week.interviewing, 0)).toBe(
      charted.filter((item) => item.interviewDates.length > 0 || item.stage === 'interviewing')
        .length,
    );
  });
});

describe('your data', () => {
  it('exports the items with their reminders, and account deletion removes them', async () => {
    const user = await subscriber(t.app);
    const item = await addOutside(user, {
      title: 'Porter',
      company: 'General Hospital',
      appliedOn: today(),
    });
    await postAs(t.app, user, `/api/app/tracker/items/${item.id}/reminders`, {
      dueOn: '2026-12-10',
      text: 'Call back',
    });
    const exported = (await getAs(t.app, user, '/api/account/export')).json();
    expect(exported.parts.tracker.items).toEqual([
      expect.objectContaining({
        title: 'Porter',
        reminders: [expect.objectContaining({ text: 'Call back' })],
      }),
    ]);
    const deleted = await postAs(t.app, user, '/api/account/delete', { password: user.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(trackedApplications)
      .where(eq(trackedApplications.userId, user.userId));
    expect(left[0]?.n).toBe(0);
  });
});
