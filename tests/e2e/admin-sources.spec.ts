import { expect, type Page, test } from '@playwright/test';
import { linkIn, readOutbox } from '../helpers/smtp-sink.ts';
import { saveScreenshot, signUpThroughApi } from './support/accounts.ts';

const adminEmail = 'admin-e2e@example.test';

/** Admin rights need a verified address: follow the link the server wrote to its outbox. */
async function verifyFromOutbox(page: Page, email: string) {
  const dataDir = process.env.E2E_DATA_DIR ?? '';
  let token = '';
  await expect(async () => {
    const mails = await readOutbox(dataDir);
    token = linkIn(mails.find((mail) => mail.to?.includes(email))).token;
  }).toPass({ timeout: 30_000 });
  const response = await page.request.post('/api/auth/verify-email', { data: { token } });
  expect(response.ok(), await response.text()).toBe(true);
}

test('an administrator reads the runs, follows a board, disables it and asks for a run', async ({
  page,
}) => {
  await signUpThroughApi(page, adminEmail);
  await verifyFromOutbox(page, adminEmail);
  await page.goto('/main-app/admin/sources');
  await expect(page.getByRole('heading', { name: 'Job sources', level: 1 })).toBeVisible();

  // The starter boards are listed, disabled on the embedded database.
  await expect(page.getByText('greenhouse:duolingo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable greenhouse:duolingo' })).toBeVisible();

  await page.getByLabel('Source (kind:key)').fill('nonsense');
  await page.getByRole('button', { name: 'Add source' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'kind:key' }).first()).toBeVisible();

  await page.getByLabel('Source (kind:key)').fill('greenhouse:e2e-hospital');
  await page.getByLabel('Industry (optional)').fill('Healthcare');
  await page.getByRole('button', { name: 'Add source' }).click();
  await expect(page.getByText('greenhouse:e2e-hospital')).toBeVisible();
  await page.getByRole('button', { name: 'Disable greenhouse:e2e-hospital' }).click();
  await expect(page.getByRole('button', { name: 'Enable greenhouse:e2e-hospital' })).toBeVisible();

  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByText('A run is queued')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'admin-sources-mobile');

  await page.getByRole('button', { name: 'Remove greenhouse:e2e-hospital' }).click();
  await expect(page.getByText('greenhouse:e2e-hospital')).toHaveCount(0);
});

test('anyone else is told the page is for administrators', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/main-app/admin/sources');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect((await page.request.get('/api/admin/sources')).status()).toBe(403);
});
