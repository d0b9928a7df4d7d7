import { expect, test } from '@playwright/test';

test.describe('[PUBLIC]', () => {
  test('a failed Google sign-in says why', async ({ page }) => {
    await page.goto('/login?oauthError=link_required');
    const loginAlert = page.getByRole('alert').filter({ hasText: 'Google' });
    await expect(loginAlert).toContainText('Failed to log in with Google.');
    await expect(loginAlert).toContainText('Sign in with your password once to link Google.');

    await page.goto('/signup?oauthError=not_configured');
    await expect(page.getByRole('alert').filter({ hasText: 'Google' })).toHaveText(
      'Failed to sign up with Google: Google sign-in is not set up on this server.',
    );
  });

  test('payment success and unknown addresses', async ({ page }) => {
    await page.goto('/payment-success');
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to App' }).click();
    await expect(page).toHaveURL('/login');

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
