import { expect, test } from '@playwright/test';

test.describe('[RESILIENCE]', () => {
  test('when the API cannot be reached, pages say so instead of breaking', async ({ page }) => {
    page.on('dialog', () => {
      throw new Error('the app must never use a browser dialog');
    });
    await page.route('**/api/me', (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Hireloop is not reachable' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      "We couldn't reach Hireloop. Check your connection and try again.",
    );

    await page.unroute('**/api/me');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

    await page.route('**/api/auth/sign-in', (route) => route.fulfill({ status: 502, body: '' }));
    await page.getByLabel('Email').fill('someone@example.test');
    await page.getByLabel('Password').fill('whatever it is');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'wrong' })).toHaveText(
      'Something went wrong on our side. Please try again in a moment.',
    );
  });
});
