import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../src/shared/schemas/applications.ts';
import { applicationIn, insertRecruiteeJob } from '../helpers/applying.ts';
import { getAs, postAs } from '../helpers/billing.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { putAs, type Subscriber, subscriber } from '../helpers/profile.ts';
import { startRecruiteeStandin } from '../helpers/recruitee-standin.ts';
import { nurse } from '../helpers/tailoring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Applying end to end through the HTTP API and the real worker (decision 057), on Recruitee's
 * candidates API played by a local stand-in and on the finish-yourself channel.
 */
let t: TestApp;
let standin: Awaited<ReturnType<typeof startRecruiteeStandin>>;
let ana: Subscriber;
let other: Subscriber;

beforeAll(async () => {
  standin = await startRecruiteeStandin();
  t = await createTestApp({ worker: true, env: { APPLY_HOST_PACING_SECONDS: '0' } });
  await insertRecruiteeJob(t.ctx.db, { id: 'apply-rn', origin: standin.origin, slug: 'nurse-rn' });
  await insertRecruiteeJob(t.ctx.db, {
    id: 'apply-rn-same-company',
    origin: standin.origin,
    slug: 'driver-cdl',
  });
  await insertJobs(t.ctx.db, [
    jobRow('apply-workday', 'applying', {
      title: 'Charge Nurse',
      company: 'Ascension Seton',
      companyKey: 'ascension seton',
      applyUrl:
        'https://ascension.wd5.myworkdayjobs.com/en-US/careers/job/Austin/Charge-Nurse_R123',
      applyUrlKey: 'workday/apply-workday',
      postedAt: new Date(),
    }),
  ]);
  ana = await nurse(t.app);
  other = await subscriber(t.app);
  const bank = await putAs(t.app, ana, '/api/app/answer-bank', {
    entries: [
      {
        key: 'work_authorization',
        question: 'Are you legally authorized to work in the United States?',
        answer: 'Yes',
      },
    ],
    approve: true,
  });
  expect(bank.statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

const start = async (user: Subscriber, jobId: string) => {
  const response = await postAs(t.app, user, '/api/app/applications', { jobId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ApplicationDetail;
};

describe('an application through Recruitee’s candidates API', () => {
  let id: string;

  it('stops on a required question nothing can answer, with its exact text and options', async () => {
    const created = await start(ana, 'apply-rn');
    id = created.id;
    expect(created).toMatchObject({
      state: 'prepared',
      channel: 'recruitee_api',
      jobTitle: 'Registered Nurse - Med/Surg',
    });
    const stopped = await applicationIn(t.app, ana, id, ['needs_you', 'awaiting_review', 'failed']);
    expect(stopped.state).toBe('needs_you');
    expect(stopped.needsYou).toMatchObject({
      reason: 'unknown_question',
      questions: [
        {
          key: 'open_question_501',
          label: 'Do you hold an active RN licence in Texas?',
          options: ['Yes', 'No'],
          required: true,
        },
      ],
    });
    expect(standin.submissions).toEqual([]);
  });

  it('refuses an answer outside the options with a field error, changing nothing', async () => {
    const response = await postAs(t.app, ana, `/api/app/applications/${id}/answers`, {
      answers: [{ key: 'open_question_501', value: 'Maybe' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      'answers.0.value': ['Choose one of the options the employer gives.'],
    });
    expect((await getAs(t.app, ana, `/api/app/applications/${id}`)).json().state).toBe('needs_you');
  });

  it('after the answer, shows every field and file for review, the answer saved to the bank', async () => {
    const answered = await postAs(t.app, ana, `/api/app/applications/${id}/answers`, {
      answers: [{ key: 'open_question_501', value: 'Yes' }],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const review = await applicationIn(t.app, ana, id, ['awaiting_review', 'needs_you', 'failed']);
    expect(review.state).toBe('awaiting_review');
    const byKey = Object.fromEntries(review.fields.map((field) => [field.key, field.value]));
    expect(byKey).toMatchObject({
      'candidate[name]': 'Ana Lopez',
      'candidate[email]': ana.email,
      'candidate[phone]': '+1 512 555 0100',
      open_question_501: 'Yes',
    });
    expect(byKey['candidate[cover_letter]']).toContain('Ana Lopez');
    expect(review.files.map((file) => file.role)).toEqual(['resume']);
    const bank = (await getAs(t.app, ana, '/api/app/answer-bank')).json();
    expect(bank.entries).toContainEqual({
      key: 'custom:do you hold an active rn licence in texas',
      question: 'Do you hold an active RN licence in Texas?',
      answer: 'Yes',
    });
  });

  it('sends exactly what was reviewed once approved, and keeps a receipt that matches what arrived', async () => {
    const approved = await postAs(t.app, ana, `/api/app/applications/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const sent = await applicationIn(t.app, ana, id, [
      'submitted',
      'needs_you',
      'failed',
      'unconfirmed',
    ]);
    expect(sent.state).toBe('submitted');
    expect(standin.submissions).toHaveLength(1);
    // Sent by Hireloop's own attempt, it joins the tracker as such (decision 065).
    const tracker = (await getAs(t.app, ana, '/api/app/tracker')).json();
    expect(
      tracker.items.find((item: { applicationId: string | null }) => item.applicationId === id),
    ).toMatchObject({ source: 'hireloop', stage: 'applied' });
    const [arrived] = standin.submissions;
    expect(arrived?.fields['candidate[name]']).toEqual(['Ana Lopez']);
    expect(arrived?.fields['candidate[open_question_answers_attributes][0][content]']).toEqual([
      'Yes',
    ]);
    const receipt = (await getAs(t.app, ana, `/api/app/applications/${id}/receipt`)).json();
    expect(receipt.files.map((file: { sha256: string }) => file.sha256)).toEqual(
      arrived?.files.map((file) => file.sha256),
    );
    expect(receipt.confirmationText).toContain('201');
    expect(receipt.artifacts.map((a: { name: string }) => a.name)).toEqual(['resume.pdf']);
    const pdf = await getAs(t.app, ana, `/api/app/applications/${id}/artifacts/resume.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sent.events.map((event) => event.to)).toEqual([
      'prepared',
      'needs_you',
      'prepared',
      'awaiting_review',
      'approved',
      'queued',
      'filling',
      'submitting',
      'submitted',
    ]);
  });

  it('is not approved or withdrawn twice', async () => {
    expect((await postAs(t.app, ana, `/api/app/applications/${id}/approve`, {})).json().code).toBe(
      'INVALID_STATE',
    );
    expect((await postAs(t.app, ana, `/api/app/applications/${id}/withdraw`, {})).statusCode).toBe(
      409,
    );
  });

  it('waits out the company cooldown for a second posting of the same employer', async () => {
    const second = await start(ana, 'apply-rn-same-company');
    await applicationIn(t.app, ana, second.id, ['awaiting_review']);
    await postAs(t.app, ana, `/api/app/applications/${second.id}/approve`, {});
    const waiting = (await getAs(t.app, ana, `/api/app/applications/${second.id}`)).json();
    expect(waiting.state).toBe('approved');
    expect(waiting.waitingReason).toMatch(
      /^You applied to St\. David's Medical Center on .+; your 30-day company cooldown ends on .+\.$/,
    );
    expect(standin.submissions).toHaveLength(1);
  });
});

describe('an application on a form Hireloop cannot fill (finish it yourself)', () => {
  it('prepares every answer, then records “I submitted it” with the confirmation text', async () => {
    const created = await start(ana, 'apply-workday');
    expect(created.channel).toBe('manual');
    const ready = await applicationIn(t.app, ana, created.id, ['needs_you', 'failed']);
    expect(ready.needsYou?.reason).toBe('finish_yourself');
    const labels = ready.fields.map((field) => field.label);
    expect(labels).toEqual(
      expect.arrayContaining(['First name', 'Last name', 'Email', 'Cover letter text']),
    );
    expect(
      ready.fields.find(
        (f) => f.label === 'Are you legally authorized to work in the United States?',
      )?.value,
    ).toBe('Yes');
    const marked = await postAs(t.app, ana, `/api/app/applications/${created.id}/mark-submitted`, {
      confirmationText: 'Thank you for applying to Ascension Seton.',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().state).toBe('submitted');
    const receipt = (await getAs(t.app, ana, `/api/app/applications/${created.id}/receipt`)).json();
    expect(receipt).toMatchObject({
      channel: 'manual',
      confirmationText: 'Thank you for applying to Ascension Seton.',
    });
  });
});

describe('isolation', () => {
  it('shows and acts on only your own applications, receipts and answer bank', async () => {
    const mine = (await getAs(t.app, ana, '/api/app/applications')).json().applications;
    expect(mine.length).toBeGreaterThan(0);
    expect((await getAs(t.app, other, '/api/app/applications')).json().applications).toEqual([]);
    expect((await getAs(t.app, other, '/api/app/answer-bank')).json().entries).toEqual([]);
    for (const { id } of mine) {
      expect((await getAs(t.app, other, `/api/app/applications/${id}`)).statusCode).toBe(404);
      expect((await getAs(t.app, other, `/api/app/applications/${id}/receipt`)).statusCode).toBe(
        404,
      );
      expect(
        (await getAs(t.app, other, `/api/app/applications/${id}/artifacts/resume.pdf`)).statusCode,
      ).toBe(404);
      for (const action of ['approve', 'withdraw', 'retry', 'receipt/reveal'])
        expect(
          (await postAs(t.app, other, `/api/app/applications/${id}/${action}`, {})).statusCode,
        ).toBe(404);
    }
  });
});

describe('bad input', () => {
  it('answers field errors for an unknown job, a bad bank and bad settings, never a 500', async () => {
    expect(
      (await postAs(t.app, ana, '/api/app/applications', { jobId: 'no-such-job' })).statusCode,
    ).toBe(404);
    expect((await postAs(t.app, ana, '/api/app/applications', { jobId: '' })).statusCode).toBe(400);
    const twice = await putAs(t.app, ana, '/api/app/answer-bank', {
      entries: [
        { key: 'travel', question: 'Travel?', answer: 'Yes' },
        { key: 'travel', question: 'Travel?', answer: 'No' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fieldErrors).toEqual({
      'entries.1.key': ['This question is already answered (answer 1).'],
    });
    const settings = await putAs(t.app, ana, '/api/app/application-settings', {
      paused: false,
      autoApply: { enabled: true, minScore: 140, sources: [] },
      cooldownDays: 30,
      shareEeoAnswers: false,
    });
    expect(settings.statusCode).toBe(400);
    expect(Object.keys(settings.json().fieldErrors)).toEqual(['autoApply.minScore']);
  });
});
