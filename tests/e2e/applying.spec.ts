import { test as base, expect, type Page } from '@playwright/test';
import { followedSources } from '../../src/db/schema/index.ts';
import { DAY_MS } from '../../src/shared/time.ts';
import { startAtsStandins } from '../helpers/ats-standins/server.ts';
import { jobRow } from '../helpers/job-rows.ts';
import { saveScreenshot, signUpThroughApi } from './support/accounts.ts';
import { subscribeThroughApi } from './support/billing.ts';
import { guardPage } from './support/page-guard.ts';
import {
  type SeededServer,
  startSeededCatalogueServer,
} from './support/seeded-catalogue-server.ts';

/**
 * Applying as a user does it (decision 057): Apply on a job, review exactly what will be sent,
 * approve, watch it go and read the receipt; a form with a CAPTCHA handed over with everything
 * prepared; a question nothing answers, answered on the page, then sent. The employers are the
 * local stand-ins (tests/helpers/ats-standins), filled by the real worker in Chromium.
 */
type Standins = Awaited<ReturnType<typeof startAtsStandins>>;
const test = base.extend<object, { standins: Standins; seeded: SeededServer }>({
  standins: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const standins = await startAtsStandins();
      await use(standins);
      await standins.close();
    },
    { scope: 'worker' },
  ],
  seeded: [
    async ({ standins }, use) => {
      const posted = new Date(Date.now() - DAY_MS);
      const job = (id: string, company: string, path: string, atsIds?: Record<string, string>) =>
        jobRow(id, 'e2e-applying', {
          title: 'Registered Nurse, Med/Surg',
          company,
          companyKey: company.toLowerCase(),
          occupationSoc: '29-1141',
          descriptionText: 'Registered nurse for a medical-surgical unit. BLS and patient care.',
          locationText: 'Austin, TX',
          workplace: 'onsite',
          applyUrl: `${standins.origin}${path}`,
          applyUrlKey: `e2e-applying/${id}`,
          atsKind: path.startsWith('/lever') ? 'lever' : 'greenhouse',
          atsIds: atsIds ?? null,
          postedAt: posted,
        });
      const seeded = await startSeededCatalogueServer(
        [
          job('gh-rn', 'Metro Care', '/greenhouse/metro-care/jobs/501', {
            boardToken: 'metro-care',
            jobId: '501',
          }),
          job(
            'lever-captcha',
            'Hill Country Health',
            '/lever/hill-country/9a1b/apply?variant=captcha-hcaptcha',
          ),
          job(
            'gh-question',
            'Lakeway Clinic',
            '/greenhouse/lakeway/jobs/502?variant=unknown-question',
          ),
        ],
        { APPLY_HOST_PACING_SECONDS: '0' },
        // Ingestion reads Metro Care's board from the stand-in: its form's definition is read there.
        (db) =>
          db
            .insert(followedSources)
            .values({ kind: 'greenhouse', key: 'metro-care', baseUrl: standins.origin }),
      );
      await use(seeded);
      await seeded.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ seeded }, use) => use(seeded.origin),
});

async function put(page: Page, path: string, data: unknown) {
  const response = await page.request.put(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
}

/** A subscribed nurse with a profile and an approved answer bank. */
async function nurse(page: Page) {
  await page.goto('/login');
  await signUpThroughApi(page);
  await subscribeThroughApi(page);
  await put(page, '/api/app/profile/personal', {
    fullName: 'Ana Lopez',
    phone: '+1 512 555 0100',
    linkedIn: '',
  });
  await put(page, '/api/app/profile/skills', { skills: ['Patient care', 'IV therapy'] });
  await put(page, '/api/app/profile/work', {
    entries: [
      {
        company: "St. David's Medical Center",
        position: 'Registered Nurse',
        location: 'Austin, TX',
        startDate: '2019-01',
        endDate: '',
        description: 'Cared for 5 patients per shift on a medical-surgical unit.',
      },
    ],
    complete: true,
  });
  await put(page, '/api/app/answer-bank', {
    entries: [
      {
        key: 'work_authorization',
        question: 'Are you legally authorized to work in the United States?',
        answer: 'Yes',
      },
      {
        key: 'sponsorship',
        question: 'Will you now or in the future require sponsorship?',
        answer: 'No',
      },
    ],
    approve: true,
  });
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name });

test.describe('[APPLYING]', () => {
  test('a nurse applies on a Greenhouse form: reviews every field, approves, and reads the receipt', async ({
    page,
    standins,
  }) => {
    test.setTimeout(180_000);
    const guard = guardPage(page);
    await nurse(page);
    await page.goto('/main-app/jobs/gh-rn');
    await page.getByRole('button', { name: /^Apply/ }).click();
    await expect(page).toHaveURL(/\/main-app\/applications\/[\w-]+$/);
    await expect(heading(page, 'Review what will be sent')).toBeVisible({ timeout: 90_000 });
    const fields = page.getByRole('region', { name: 'Review what will be sent' });
    await expect(fields).toContainText('Are you legally authorized to work in the United States?');
    await expect(fields).toContainText('Ana');
    // Published by the board API, not rendered by the form: listed, marked, sent only if asked.
    await expect(
      fields.getByRole('rowheader', { name: /Please identify your race/ }),
    ).toContainText('Sent only if the form asks it');
    await guard.check('the review page');
    await saveScreenshot(page, 'applying-review');
    await page.getByRole('button', { name: 'Approve and send' }).click();
    await expect(heading(page, /Receipt|Sent/)).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText(/Thank you for applying to Metro Care/)).toBeVisible();
    expect(standins.submissions.filter((s) => s.path.includes('metro-care'))).toHaveLength(1);
    await guard.check('the receipt');
    await saveScreenshot(page, 'applying-receipt');
    await page.setViewportSize({ width: 390, height: 844 });
    await guard.check('the receipt on a phone');
    guard.expectClean();
  });

  test('a form behind a CAPTCHA is handed over with every answer ready, and recorded when done', async ({
    page,
    standins,
  }) => {
    test.setTimeout(180_000);
    const guard = guardPage(page);
    await nurse(page);
    const created = await page.request.post('/api/app/applications', {
      data: { jobId: 'lever-captcha' },
    });
    expect(created.status()).toBe(201);
    await page.goto(`/main-app/applications/${(await created.json()).id}`);
    await expect(heading(page, 'The form asks you to prove you are human')).toBeVisible({
      timeout: 90_000,
    });
    await expect(page.getByText(/Hireloop never answers those for you/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Copy/ }).first()).toBeVisible();
    await saveScreenshot(page, 'applying-captcha');
    const applicationUrl = page.url();
    const token = await pairExtensionOnSettings(page);
    await page.goto(applicationUrl);
    const fillLink = page.getByRole('link', { name: /Open and fill with the extension/ });
    await expect(fillLink).toHaveAttribute(
      'href',
      new RegExp(`/lever/hill-country/.*#hireloop-application=${applicationUrl.split('/').pop()}$`),
    );
    await unpairExtensionOnSettings(page, token);
    await page.goto(applicationUrl);
    await expect(heading(page, 'The form asks you to prove you are human')).toBeVisible();
    await expect(fillLink).toHaveCount(0);
    await page
      .getByLabel('Confirmation e-mail (optional)')
      .fill('Thank you for applying to Hill Country Health.');
    await page.getByRole('button', { name: 'I submitted it' }).click();
    await expect(page.getByText('Thank you for applying to Hill Country Health.')).toBeVisible({
      timeout: 30_000,
    });
    expect(standins.submissions.filter((s) => s.path.includes('hill-country'))).toHaveLength(0);
    await guard.check('the finish-yourself receipt');
    guard.expectClean();
  });

  test('a question nothing answers is asked on the page; answered, the application is sent', async ({
    page,
    standins,
  }) => {
    test.setTimeout(180_000);
    const guard = guardPage(page);
    await nurse(page);
    const created = await page.request.post('/api/app/applications', {
      data: { jobId: 'gh-question' },
    });
    await page.goto(`/main-app/applications/${(await created.json()).id}`);
    await expect(heading(page, 'The form asks something your answers do not cover')).toBeVisible({
      timeout: 90_000,
    });
    const question = page.getByRole('group', {
      name: /BLS certification from the American Heart Association/,
    });
    await question.getByLabel('Yes').check();
    await page.getByRole('button', { name: 'Send my answers' }).click();
    await expect(heading(page, 'Review what will be sent')).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Approve and send' }).click();
    await expect(page.getByText(/Thank you for applying to Lakeway/)).toBeVisible({
      timeout: 90_000,
    });
    const sent = standins.submissions.filter((s) => s.path.includes('lakeway'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.fields.question_30009).toBe('Yes');
    await page.goto('/main-app/applications/answers');
    await expect(
      page.getByText(/BLS certification from the American Heart Association/),
    ).toBeVisible();
    await guard.check('the answer bank');
    guard.expectClean();
  });
});

/** Settings → "Pair an extension"; the code is traded as the extension would; it is listed. */
async function pairExtensionOnSettings(page: Page): Promise<string> {
  await page.goto('/main-app/settings');
  await page.getByRole('button', { name: 'Pair an extension' }).click();
  const code = await page.getByText(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/).textContent();
  const paired = await page.request.post('/api/extension/v1/pair', {
    data: { code, deviceName: 'Chrome on Linux' },
  });
  expect(paired.status()).toBe(201);
  // The page notices the pairing by itself.
  await expect(page.getByText('Paired with Chrome on Linux.')).toBeVisible();
  await expect(page.getByText(/Enter this code/)).toHaveCount(0);
  await saveScreenshot(page, 'extension-settings');
  return (await paired.json()).token;
}

/** Unpairing on Settings refuses the token at once. */
async function unpairExtensionOnSettings(page: Page, token: string) {
  await page.goto('/main-app/settings');
  await page.getByRole('button', { name: 'Unpair', exact: true }).click();
  await page.getByRole('button', { name: 'Unpair Chrome on Linux' }).click();
  await expect(page.getByText('No extension is paired with your account.')).toBeVisible();
  const refused = await page.request.get('/api/extension/v1/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(401);
}
