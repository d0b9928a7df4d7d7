import { expect, test } from '@playwright/test';
import { signUpThroughApi, uniqueEmail } from './support/accounts.ts';

test.describe('[ACCOUNTS] e-mailed links', () => {
  test('asking for a password reset never reveals whether the account exists', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The page loads its code first (routes.tsx): until then /login, with its own Email field,
    // is still on screen.
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  });

  test('a reset link without a token, or with a used one, offers a new link', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();

    await page.goto(`/reset-password?token=${'x'.repeat(32)}`);
    await page.getByLabel('New password', { exact: true }).fill('a long and unusual passphrase');
    await page.getByLabel('Confirm new password').fill('a long and unusual passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });

  test('an unknown verification link lets a signed-in user ask for a new one', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto(`/verify-email?token=${'x'.repeat(32)}`);
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Send a new link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Check your inbox.');
  });
});
