import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser } from '../../src/core/applying/channels/browser/shared-browser.ts';
import { applicationReceipts, applications, followedSources } from '../../src/db/schema/index.ts';
import type { ApplicationDetail } from '../../src/shared/schemas/applications.ts';
import { applicationIn } from '../helpers/applying.ts';
import { startAtsStandins } from '../helpers/ats-standins/server.ts';
import { getAs, postAs } from '../helpers/billing.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { putAs, type Subscriber, sentinelAnswers } from '../helpers/profile.ts';
import { nurse } from '../helpers/tailoring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * A hosted Greenhouse form through the whole product: the worker reads it in Chromium for review,
 * the user approves, the worker fills and submits it once; the EEO answers the user chose to share
 * reach the employer but are kept only encrypted, masked on every page until revealed.
 */
let t: TestApp;
let standins: Awaited<ReturnType<typeof startAtsStandins>>;
let ana: Subscriber;
const DISABILITY = 'Yes, I have a disability (or previously had a disability)';

beforeAll(async () => {
  standins = await startAtsStandins();
  t = await createTestApp({ worker: true, env: { APPLY_HOST_PACING_SECONDS: '0' } });
  await insertJobs(t.ctx.db, [
    jobRow('hosted-gh', 'applying', {
      title: 'Registered Nurse - Med/Surg',
      company: "St. David's Medical Center",
      companyKey: 'st davids medical center',
      descriptionText: 'Registered Nurse, patient care, BLS.',
      applyUrl: `${standins.origin}/greenhouse/st-davids/jobs/4012345`,
      applyUrlKey: 'greenhouse/hosted-gh',
      atsKind: 'greenhouse',
      atsIds: { boardToken: 'st-davids', jobId: '4012345' },
      postedAt: new Date(),
    }),
  ]);
  // Ingestion reads this board from the stand-in, so the form's definition is read there too.
  await t.ctx.db
    .insert(followedSources)
    .values({ kind: 'greenhouse', key: 'st-davids', baseUrl: standins.origin });
  ana = await nurse(t.app);
  await putAs(t.app, ana, '/api/app/profile/eeo', { answers: sentinelAnswers });
  await putAs(t.app, ana, '/api/app/answer-bank', {
    entries: [
      { key: 'work_authorization', question: 'Authorized to work in the US?', answer: 'Yes' },
      { key: 'sponsorship', question: 'Need sponsorship?', answer: 'No' },
    ],
    approve: true,
  });
  const settings = await putAs(t.app, ana, '/api/app/application-settings', {
    paused: false,
    autoApply: { enabled: false, minScore: 80, sources: [] },
    cooldownDays: 30,
    shareEeoAnswers: true,
  });
  expect(settings.json().status.browserAvailable).toBe(true);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await closeSharedBrowser();
  await standins?.close();
});

describe('a Greenhouse form, reviewed and sent by the worker', () => {
  let review: ApplicationDetail;

  it('is read for review with every field, the EEO answers masked', async () => {
    const created = (
      await postAs(t.app, ana, '/api/app/applications', { jobId: 'hosted-gh' })
    ).json();
    expect(created).toMatchObject({ channel: 'browser', formKind: 'greenhouse' });
    review = await applicationIn(t.app, ana, created.id, [
      'awaiting_review',
      'needs_you',
      'failed',
    ]);
    expect(review.state, JSON.stringify(review.needsYou ?? review.failure)).toBe('awaiting_review');
    const byKey = Object.fromEntries(review.fields.map((f) => [f.key, f]));
    expect(byKey.first_name?.value).toBe('Ana');
    expect(byKey.question_30002).toMatchObject({ value: 'Yes', source: 'Answer bank' });
    expect(byKey.resume?.value).toMatch(/\.pdf$/);
    expect(byKey.disability_status).toMatchObject({ value: '••••', sensitive: true });
    // From the board API's definition: published, not rendered, so marked as asked only if shown.
    expect(byKey.race).toMatchObject({ value: '••••', sensitive: true, conditional: true });
    const [row] = await t.ctx.db.select().from(applications).where(eq(applications.id, review.id));
    expect(JSON.stringify(row?.plannedFields)).not.toContain(DISABILITY);
  });

  it('is sent once after approval, and its receipt shows the EEO answers only when revealed', async () => {
    await postAs(t.app, ana, `/api/app/applications/${review.id}/approve`, {});
    const sent = await applicationIn(t.app, ana, review.id, [
      'submitted',
      'needs_you',
      'failed',
      'unconfirmed',
    ]);
    expect(sent.state, JSON.stringify(sent.needsYou ?? sent.failure)).toBe('submitted');
    expect(standins.submissions).toHaveLength(1);
    const arrived = standins.submissions[0];
    expect(arrived?.fields).toMatchObject({
      first_name: 'Ana',
      last_name: 'Lopez',
      email: ana.email,
      question_30002: 'Yes',
      question_30003: 'No',
      gender: 'Decline To Self Identify',
      disability_status: DISABILITY,
    });
    const receipt = (await getAs(t.app, ana, `/api/app/applications/${review.id}/receipt`)).json();
    expect(receipt.fields.find((f: { key: string }) => f.key === 'disability_status').value).toBe(
      '••••',
    );
    expect(receipt.fields.map((f: { key: string }) => f.key)).not.toContain('race');
    expect(receipt.artifacts.map((a: { name: string }) => a.name).sort()).toEqual([
      'confirmation.png',
      'cover-letter.pdf',
      'form.png',
      'resume.pdf',
    ]);
    expect(receipt.files.map((f: { sha256: string }) => f.sha256).sort()).toEqual(
      arrived?.files.map((f) => f.sha256).sort(),
    );
    const [stored] = await t.ctx.db
      .select()
      .from(applicationReceipts)
      .where(eq(applicationReceipts.applicationId, review.id));
    expect(JSON.stringify(stored)).not.toContain(DISABILITY);
    const revealed = (
      await postAs(t.app, ana, `/api/app/applications/${review.id}/receipt/reveal`, {})
    ).json();
    expect(revealed.fields.find((f: { key: string }) => f.key === 'disability_status').value).toBe(
      DISABILITY,
    );
    const png = await getAs(
      t.app,
      ana,
      `/api/app/applications/${review.id}/artifacts/confirmation.png`,
    );
    expect(png.headers['content-type']).toBe('image/png');
    expect(t.logLines.join('\n')).not.toContain(DISABILITY);
  });
});
