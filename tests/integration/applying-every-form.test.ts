import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser } from '../../src/core/applying/channels/browser/shared-browser.ts';
import type { ApplicationDetail, EmployerQuestion } from '../../src/shared/schemas/applications.ts';
import { applicationIn } from '../helpers/applying.ts';
import { startAtsStandins } from '../helpers/ats-standins/server.ts';
import { getAs, postAs } from '../helpers/billing.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { putAs, type Subscriber } from '../helpers/profile.ts';
import { nurse } from '../helpers/tailoring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Every hosted form the browser channel fills, end to end through the API and the worker: the
 * user applies, answers what the bank cannot, reviews, approves; the stand-in receives it once,
 * and the receipt's files and values are what arrived (decision 057).
 */
let t: TestApp;
let standins: Awaited<ReturnType<typeof startAtsStandins>>;
let ana: Subscriber;

const forms = [
  {
    form: 'lever',
    path: '/lever/hill-country/0f3c9a1e-2b4d-4c5e-8f60-718293a4b5c6/apply',
    ats: 'lever',
    ids: {},
  },
  {
    form: 'ashby',
    path: '/ashby/lakeway/7d9e1f20-3a4b-4c5d-9e6f-708192a3b4c5/application',
    ats: 'ashby',
    ids: { board: 'lakeway', jobId: '7d9e1f20-3a4b-4c5d-9e6f-708192a3b4c5' },
  },
  { form: 'workable', path: '/workable/baylor/j/4F1E2D3C5B/apply', ats: 'workable', ids: {} },
  {
    form: 'smartrecruiters',
    path: '/smartrecruiters/ascension/744000012345678',
    ats: 'other',
    ids: { ats: 'smartrecruiters' },
  },
] as const;

beforeAll(async () => {
  standins = await startAtsStandins();
  t = await createTestApp({ worker: true, env: { APPLY_HOST_PACING_SECONDS: '0' } });
  await insertJobs(
    t.ctx.db,
    forms.map(({ form, path, ats, ids }) =>
      jobRow(`every-${form}`, 'applying', {
        title: 'Registered Nurse - Med/Surg',
        company: `Employer on ${form}`,
        companyKey: `employer on ${form}`,
        descriptionText: 'Registered Nurse, patient care, BLS.',
        applyUrl: `${standins.origin}${path}`,
        applyUrlKey: `${form}/every`,
        atsKind: ats,
        atsIds: ids,
        postedAt: new Date(),
      }),
    ),
  );
  ana = await nurse(t.app);
  await putAs(t.app, ana, '/api/app/answer-bank', {
    entries: [
      { key: 'work_authorization', question: 'Authorized to work in the US?', answer: 'Yes' },
      { key: 'sponsorship', question: 'Need sponsorship?', answer: 'No' },
    ],
    approve: true,
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await closeSharedBrowser();
  await standins?.close();
});

/** What this user would answer: the first option offered, or yes to a box without options. */
const answerFor = (question: EmployerQuestion) => question.options[0] ?? 'Yes';

describe.each(forms)('$form', ({ form, path }) => {
  it('applied, answered, reviewed and approved: sent once, the receipt matching what arrived', async () => {
    const created = (
      await postAs(t.app, ana, '/api/app/applications', { jobId: `every-${form}` })
    ).json();
    expect(created).toMatchObject({ channel: 'browser' });
    const stops = ['awaiting_review', 'needs_you', 'failed'] as const;
    let review: ApplicationDetail = await applicationIn(t.app, ana, created.id, [...stops]);
    if (review.state === 'needs_you' && review.needsYou?.reason === 'unknown_question') {
      const answers = review.needsYou.questions.map((q) => ({ key: q.key, value: answerFor(q) }));
      const answered = await postAs(t.app, ana, `/api/app/applications/${created.id}/answers`, {
        answers,
      });
      expect(answered.statusCode, answered.body).toBe(200);
      review = await applicationIn(t.app, ana, created.id, [...stops]);
    }
    expect(review.state, JSON.stringify(review.needsYou ?? review.failure)).toBe('awaiting_review');
    await postAs(t.app, ana, `/api/app/applications/${created.id}/approve`, {});
    const sent = await applicationIn(t.app, ana, created.id, [
      'submitted',
      'needs_you',
      'failed',
      'unconfirmed',
    ]);
    expect(sent.state, JSON.stringify(sent.needsYou ?? sent.failure)).toBe('submitted');
    const arrived = standins.submissions.filter((s) => s.path === path.split('?')[0]);
    expect(arrived).toHaveLength(1);
    const receipt = (await getAs(t.app, ana, `/api/app/applications/${created.id}/receipt`)).json();
    expect(receipt.files.map((f: { sha256: string }) => f.sha256).sort()).toEqual(
      arrived[0]?.files.map((f) => f.sha256).sort(),
    );
    const values = Object.values(arrived[0]?.fields ?? {}).join('\n');
    for (const field of receipt.fields as { value: string; sensitive: boolean }[])
      if (!field.sensitive && !field.value.endsWith('.pdf') && !['Yes', 'No'].includes(field.value))
        expect(values).toContain(field.value.split('\n')[0]);
    expect(values).toContain(ana.email);
  });
});
