import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApplicationAttempt } from '../../src/core/applying/run-application-attempt.ts';
import { sendDueDigests } from '../../src/core/digest/send-due-digests.ts';
import { runMatchingForUser } from '../../src/core/matching/run-matching-for-user.ts';
import { prepareApplicationPackage } from '../../src/core/tailoring/prepare-application-package.ts';
import { notifications, users } from '../../src/db/schema/index.ts';
import type { NotificationList } from '../../src/shared/schemas/notifications.ts';
import type { TrackedItem } from '../../src/shared/schemas/tracker.ts';
import { sameOrigin } from '../helpers/accounts.ts';
import { channelsWithoutBrowser } from '../helpers/applying.ts';
import { getAs, postAs } from '../helpers/billing.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { austinNursePreferences } from '../helpers/matching-fixtures.ts';
import { parseMime } from '../helpers/mime-parts.ts';
import { putAs, type Subscriber, subscriber } from '../helpers/profile.ts';
import { nurse } from '../helpers/tailoring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * In-app notifications and the digest's new sections (decision 069): an application's moves, a
 * matching run's new matches and due reminders become notifications once each; they are read
 * one by one or all at once; another user's are missing ones; the digest carries status
 * changes and due reminders when the user's kinds include them.
 */
let t: TestApp;
let ana: Subscriber;
let other: Subscriber;
let applicationId: string;

const today = () => new Date().toISOString().slice(0, 10);
const list = async (user: Subscriber) => {
  const response = await getAs(t.app, user, '/api/app/notifications');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NotificationList;
};

beforeAll(async () => {
  t = await createTestApp();
  await insertJobs(t.ctx.db, [
    jobRow('notify-workday', 'notify', {
      title: 'Charge Nurse',
      company: 'Ascension Seton',
      occupationSoc: '29-1141',
      applyUrl: 'https://ascension.wd5.myworkdayjobs.com/en-US/careers/job/Austin/Charge-Nurse_R9',
      applyUrlKey: 'workday/notify-workday',
      locationText: 'Austin, TX',
      workplace: 'onsite',
      descriptionText: 'Registered nurse caring for patients on a medical ward.',
      skills: ['Patient care'],
      postedAt: new Date(),
    }),
  ]);
  ana = await nurse(t.app);
  other = await subscriber(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('an application’s moves', () => {
  it('tells the user when it needs them and when it was sent, linking to it', async () => {
    expect(await list(ana)).toEqual({ notifications: [], unreadCount: 0 });
    const created = (
      await postAs(t.app, ana, '/api/app/applications', { jobId: 'notify-workday' })
    ).json();
    applicationId = created.id;
    await prepareApplicationPackage(t.ctx.db, { packageId: created.packageId, version: 1 });
    await runApplicationAttempt(t.ctx, {
      applicationId,
      mode: 'inspect',
      channels: channelsWithoutBrowser,
    });
    const marked = await postAs(
      t.app,
      ana,
      `/api/app/applications/${applicationId}/mark-submitted`,
      {},
    );
    expect(marked.statusCode, marked.body).toBe(200);
    const { notifications: told, unreadCount } = await list(ana);
    const link = `/main-app/applications/${applicationId}`;
    expect(told.map(({ kind, title, link, read }) => ({ kind, title, link, read }))).toEqual([
      {
        kind: 'status_change',
        title: 'Charge Nurse at Ascension Seton was sent',
        link,
        read: false,
      },
      {
        kind: 'needs_you',
        title: 'Charge Nurse at Ascension Seton needs you to finish a step',
        link,
        read: false,
      },
    ]);
    expect(unreadCount).toBe(2);
  });
});

describe('new matches', () => {
  it('tells the user once per run that found some, never for a run that found none', async () => {
    const user = await subscriber(t.app);
    expect(
      (await putAs(t.app, user, '/api/app/preferences', austinNursePreferences)).statusCode,
    ).toBe(200);
    const first = await runMatchingForUser(t.ctx.db, { userId: user.userId, trigger: 'manual' });
    expect(first.newMatches).toBeGreaterThan(0);
    const second = await runMatchingForUser(t.ctx.db, { userId: user.userId, trigger: 'manual' });
    expect(second.newMatches).toBe(0);
    const { notifications: told } = await list(user);
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'matches',
        title: `${first.newMatches} new match${first.newMatches === 1 ? '' : 'es'} for you`,
        link: '/main-app/dashboard',
      }),
    ]);
  });
});

describe('reminders', () => {
  let item: TrackedItem;
  it('tell the user once when due, not before; their text stays text', async () => {
    item = (
      await postAs(t.app, ana, '/api/app/tracker/items', {
        title: 'Ward <b>nurse</b>',
        company: 'Baylor',
        appliedOn: today(),
      })
    ).json();
    for (const [dueOn, text] of [
      [today(), 'Call <script>alert(1)</script> back'],
      ['2099-01-01', 'Far away'],
    ] as const)
      expect(
        (await postAs(t.app, ana, `/api/app/tracker/items/${item.id}/reminders`, { dueOn, text }))
          .statusCode,
      ).toBe(201);
    const first = await list(ana);
    const second = await list(ana);
    const reminders = second.notifications.filter((n) => n.kind === 'reminder');
    expect(reminders).toEqual([
      expect.objectContaining({
        title: 'Reminder: Call <script>alert(1)</script> back (Ward <b>nurse</b> at Baylor)',
        link: '/main-app/applications?view=tracker',
        read: false,
      }),
    ]);
    expect(first.unreadCount).toBe(3);
    expect(second.unreadCount).toBe(3);
  });
});

describe('reading', () => {
  it('marks one read, then all; another user’s id is a missing one', async () => {
    const [newest] = (await list(ana)).notifications;
    if (!newest) throw new Error('nothing to read');
    const foreign = await postAs(t.app, other, `/api/app/notifications/${newest.id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await postAs(t.app, other, '/api/app/notifications/no-such-id/read')).statusCode).toBe(
      404,
    );
    expect((await list(other)).notifications).toEqual([]);
    await postAs(t.app, other, '/api/app/notifications/read-all');
    expect((await list(ana)).unreadCount).toBe(3);

    expect((await postAs(t.app, ana, `/api/app/notifications/${newest.id}/read`)).statusCode).toBe(
      204,
    );
    expect((await postAs(t.app, ana, `/api/app/notifications/${newest.id}/read`)).statusCode).toBe(
      204,
    );
    const after = await list(ana);
    expect(after.unreadCount).toBe(2);
    expect(after.notifications.find((n) => n.id === newest.id)?.read).toBe(true);
    expect((await postAs(t.app, ana, '/api/app/notifications/read-all')).statusCode).toBe(204);
    expect((await list(ana)).unreadCount).toBe(0);
  });

  it('refuses an id with a NUL character or of 10,000 characters with a 400', async () => {
    for (const id of ['%00abc', 'x'.repeat(10_000)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/app/notifications/${id}/read`,
        headers: { ...sameOrigin, cookie: ana.cookie },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe('the digest', () => {
  const digestsTo = async (email: string) => {
    const dir = join(t.dataDir, 'outbox');
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) =>
      n.endsWith('.eml'),
    );
    const mails = await Promise.all(
      names.map(async (n) => parseMime(await readFile(join(dir, n), 'utf8'))),
    );
    return mails.filter(
      (mail) =>
        mail.headers.get('to') === email && /^Hireloop:/.test(mail.headers.get('subject') ?? ''),
    );
  };

  it('carries the status changes and the due reminders, as text', async () => {
    await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, ana.userId));
    const saved = await putAs(t.app, ana, '/api/app/digest-settings', {
      frequency: 'daily',
      kinds: ['status_changes', 'reminders'],
      hour: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await sendDueDigests(t.ctx, { now: new Date() });
    const [mail, ...more] = await digestsTo(ana.email);
    expect(more).toEqual([]);
    if (!mail) throw new Error('no digest');
    expect(mail.headers.get('subject')).toBe('Hireloop: news about your applications');
    expect(mail.text).toContain('Charge Nurse at Ascension Seton was sent');
    expect(mail.text).toContain(`/main-app/applications/${applicationId}`);
    expect(mail.text).toContain('Call <script>alert(1)</script> back');
    expect(mail.text).not.toContain('Far away');
    expect(mail.html).toContain('Call &lt;script&gt;alert(1)&lt;/script&gt; back');
    // Applications waiting and matches were not chosen.
    expect(mail.text).not.toMatch(/waiting for you|new match/i);
  });

  it('leaves the reminders out once checked off, and sends nothing with nothing to say', async () => {
    const user = await subscriber(t.app);
    await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.userId));
    await putAs(t.app, user, '/api/app/digest-settings', {
      frequency: 'daily',
      kinds: ['reminders'],
      hour: 0,
    });
    const item: TrackedItem = (
      await postAs(t.app, user, '/api/app/tracker/items', {
        title: 'Porter',
        company: 'Clinic',
        appliedOn: today(),
      })
    ).json();
    const withReminder: TrackedItem = (
      await postAs(t.app, user, `/api/app/tracker/items/${item.id}/reminders`, {
        dueOn: today(),
        text: 'Chase',
      })
    ).json();
    await putAs(t.app, user, `/api/app/tracker/reminders/${withReminder.reminders[0]?.id}`, {
      done: true,
    });
    await sendDueDigests(t.ctx, { now: new Date() });
    expect(await digestsTo(user.email)).toEqual([]);
  });
});

describe('your data', () => {
  it('exports the notifications, and account deletion removes them', async () => {
    const exported = (await getAs(t.app, ana, '/api/account/export')).json();
    expect(exported.parts.notifications).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'reminder' })]),
    );
    const deleted = await postAs(t.app, ana, '/api/account/delete', { password: ana.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ana.userId));
    expect(left).toEqual([]);
  });
});
