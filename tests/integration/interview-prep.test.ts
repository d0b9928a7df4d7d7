import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApplicationAttempt } from '../../src/core/applying/run-application-attempt.ts';
import { prepareApplicationPackage } from '../../src/core/tailoring/prepare-application-package.ts';
import { interviewPracticeAnswers } from '../../src/db/schema/index.ts';
import type { PracticeAnswer, PrepPack } from '../../src/shared/schemas/interview-prep.ts';
import type { TrackedItem, TrackerResponse } from '../../src/shared/schemas/tracker.ts';
import { channelsWithoutBrowser } from '../helpers/applying.ts';
import { getAs, postAs } from '../helpers/billing.ts';
import { type FakeLlmServer, startFakeLlmServer } from '../helpers/fake-llm-server.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { putAs, type Subscriber } from '../helpers/profile.ts';
import { nurse } from '../helpers/tailoring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Interview preparation (decision 067) through the HTTP API: a pack from the application that was
 * sent and one made elsewhere, practice autosaved with feedback, the calendar file, the plan gate
 * on the server, another user's items as missing ones, bad input as field errors, and the model's
 * notes from a provider played on 127.0.0.1.
 */
let t: TestApp;
let fake: FakeLlmServer;
let ana: Subscriber;
let other: Subscriber;
let basic: Subscriber;
let outside: TrackedItem;

const prepUrl = (id: string) => `/api/app/tracker/items/${id}/prep`;

async function addInterviewing(user: Subscriber, notes = '') {
  const added = await postAs(t.app, user, '/api/app/tracker/items', {
    title: 'Registered Nurse',
    company: 'Dell Seton Medical Center',
    appliedOn: '2026-11-02',
  });
  expect(added.statusCode, added.body).toBe(201);
  const item = added.json() as TrackedItem;
  if (notes) await putAs(t.app, user, `/api/app/tracker/items/${item.id}/notes`, { notes });
  const moved = await putAs(t.app, user, `/api/app/tracker/items/${item.id}/stage`, {
    stage: 'interviewing',
    interviewDates: ['2026-12-03', '2026-12-01'],
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return item;
}

const pack = async (user: Subscriber, id: string) => {
  const response = await getAs(t.app, user, prepUrl(id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PrepPack;
};

beforeAll(async () => {
  fake = await startFakeLlmServer();
  t = await createTestApp({
    env: {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'fake-model',
    },
  });
  await insertJobs(t.ctx.db, [
    jobRow('prep-workday', 'prep', {
      title: 'Charge Nurse',
      company: 'Ascension Seton',
      companyKey: 'ascension seton',
      occupationSoc: '29-1141',
      skills: ['Patient care', 'Medication administration'],
      softwareTools: ['Epic Systems'],
      certifications: [{ name: 'BLS', organization: 'American Heart Association' }],
      descriptionText: 'Charge nurse for a medical-surgical unit. BLS and ACLS required.',
      applyUrl: 'https://ascension.wd5.myworkdayjobs.com/en-US/careers/job/Austin/Charge-Nurse_R9',
      applyUrlKey: 'workday/prep-workday',
      postedAt: new Date(),
    }),
  ]);
  ana = await nurse(t.app);
  other = await nurse(t.app, 'Olga Other');
  basic = await nurse(t.app, 'Bea Basic', 'basic');
  outside = await addInterviewing(ana, 'They asked about ACLS and <b>night shifts</b>.');
}, 180_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('a prep pack', () => {
  it('is built from the package version and the answers that were sent', async () => {
    const created = (
      await postAs(t.app, ana, '/api/app/applications', { jobId: 'prep-workday' })
    ).json();
    await prepareApplicationPackage(t.ctx.db, { packageId: created.packageId, version: 1 });
    await runApplicationAttempt(t.ctx, {
      applicationId: created.id,
      mode: 'inspect',
      channels: channelsWithoutBrowser,
    });
    const marked = await postAs(
      t.app,
      ana,
      `/api/app/applications/${created.id}/mark-submitted`,
      {},
    );
    expect(marked.statusCode, marked.body).toBe(200);
    const tracker = (await getAs(t.app, ana, '/api/app/tracker')).json() as TrackerResponse;
    const item = tracker.items.find((candidate) => candidate.applicationId === created.id);
    if (!item) throw new Error('not tracked');
    const prep = await pack(ana, item.id);
    expect(prep.access).toBe('full');
    expect(prep.basis).toMatch(/version 1/);
    expect(prep.occupation?.soc).toBe('29-1141');
    expect(prep.questions.some((q) => q.kind === 'requirement' && q.about === 'BLS')).toBe(true);
    expect(prep.questions.filter((q) => q.kind === 'role').length).toBeGreaterThanOrEqual(4);
    const lines = prep.questions.flatMap((q) => q.evidence);
    expect(lines.some((line) => line.inSentResume)).toBe(true);
    expect(prep.bring.find((entry) => entry.name === 'BLS')?.held).toBe(true);
  });

  it('is built for an application made elsewhere from its title and notes', async () => {
    const prep = await pack(ana, outside.id);
    expect(prep.basis).toMatch(/What you noted/);
    expect(prep.occupation?.soc).toBe('29-1141');
    expect(prep.interviewDates).toEqual(['2026-12-01', '2026-12-03']);
    expect(prep.questions.some((q) => q.about === 'ACLS')).toBe(true);
  });
});

describe('practice', () => {
  const answer = (id: string, questionId: string, text: string, user = ana) =>
    putAs(t.app, user, `${prepUrl(id)}/answers/${questionId}`, { answer: text });

  it('is autosaved with feedback, kept as typed, and read back with the pack', async () => {
    const text =
      'Last year on our unit we had two admissions at once. I was responsible for five patients. ' +
      'I checked each one and asked for help. <script>alert(1)</script> As a result nothing was missed.';
    const first = await answer(outside.id, 'behaviour-pressure', 'Um, I think');
    expect(first.statusCode, first.body).toBe(200);
    const saved = await answer(outside.id, 'behaviour-pressure', text);
    const body = saved.json() as PracticeAnswer;
    expect(body.answer).toBe(text);
    expect(body.feedback.star).toEqual({ situation: true, task: true, action: true, result: true });
    const rows = await t.ctx.db
      .select()
      .from(interviewPracticeAnswers)
      .where(eq(interviewPracticeAnswers.itemId, outside.id));
    expect(rows).toHaveLength(1);
    const prep = await pack(ana, outside.id);
    expect(prep.practice).toEqual([
      expect.objectContaining({ questionId: 'behaviour-pressure', answer: text }),
    ]);
  });

  it('refuses a question not in the pack, a malformed id, a huge answer and NUL characters', async () => {
    expect((await answer(outside.id, 'req-skill-99', 'x')).statusCode).toBe(404);
    const malformed = await answer(outside.id, 'NOT_AN_ID', 'x');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toHaveProperty('questionId');
    const huge = await answer(outside.id, 'behaviour-team', 'a'.repeat(10_001));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fieldErrors.answer[0]).toMatch(/up to 10000 characters/);
    expect((await answer(outside.id, 'behaviour-team', 'nul \u0000 here')).statusCode).toBe(400);
  });

  it('gets notes from a configured model that never carry a fact the profile lacks', async () => {
    fake.script({
      kind: 'answer',
      write: () => ({
        notes: [
          'Name Epic Systems, which is in your profile, when you describe the admissions.',
          'Say you hold a PALS card from Johns Hopkins.',
        ],
      }),
    });
    const response = await postAs(
      t.app,
      ana,
      `${prepUrl(outside.id)}/answers/behaviour-pressure/model-feedback`,
      {},
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'model',
      notes: ['Name Epic Systems, which is in your profile, when you describe the admissions.'],
    });
    const sent = fake.requests.at(-1)?.raw ?? '';
    expect(sent).toContain('two admissions at once');
    expect(sent).not.toContain(ana.email);
  });
});

describe('the calendar file', () => {
  it('downloads the interview days as iCalendar', async () => {
    const response = await getAs(t.app, ana, `${prepUrl(outside.id)}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="interview.ics"/);
    expect(response.body).toContain('DTSTART;VALUE=DATE:20261201\r\n');
    expect(response.body).toContain('DTSTART;VALUE=DATE:20261203\r\n');
  });

  it('is refused with a clear message when no interview day is known', async () => {
    const added = await postAs(t.app, ana, '/api/app/tracker/items', {
      title: 'Nurse',
      company: 'Nowhere',
      appliedOn: '2026-11-03',
    });
    const response = await getAs(t.app, ana, `${prepUrl(added.json().id)}/calendar.ics`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/no interview date/);
  });
});

describe('isolation', () => {
  it('answers another user’s item as a missing one everywhere', async () => {
    expect((await getAs(t.app, other, prepUrl(outside.id))).statusCode).toBe(404);
    const put = await putAs(t.app, other, `${prepUrl(outside.id)}/answers/behaviour-team`, {
      answer: 'mine',
    });
    expect(put.statusCode).toBe(404);
    expect((await getAs(t.app, other, `${prepUrl(outside.id)}/calendar.ics`)).statusCode).toBe(404);
    const model = await postAs(
      t.app,
      other,
      `${prepUrl(outside.id)}/answers/behaviour-pressure/model-feedback`,
      {},
    );
    expect(model.statusCode).toBe(404);
    expect((await getAs(t.app, other, prepUrl('no-such-item'))).statusCode).toBe(404);
  });
});

describe('the Basic plan', () => {
  it('sees a real sample of its own pack, and the server refuses the rest', async () => {
    const item = await addInterviewing(basic);
    const prep = await pack(basic, item.id);
    expect(prep.access).toBe('preview');
    expect(prep.questions.length).toBeLessThanOrEqual(3);
    expect(prep.lockedQuestions).toBeGreaterThan(5);
    expect(prep.bring).toEqual([]);
    const put = await putAs(t.app, basic, `${prepUrl(item.id)}/answers/behaviour-team`, {
      answer: 'x',
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toMatch(/Pro and Enterprise/);
    expect((await getAs(t.app, basic, `${prepUrl(item.id)}/calendar.ics`)).statusCode).toBe(403);
  });
});

describe('the user’s data', () => {
  it('exports the practice answers', async () => {
    const response = await getAs(t.app, ana, '/api/account/export');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(JSON.stringify(response.json())).toContain('two admissions at once');
  });
});
