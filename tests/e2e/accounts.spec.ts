import { expect, request, test } from '@playwright/test';
import {
  PASSWORD,
  saveScreenshot,
  signUpThroughApi,
  signUpWithFormThenLogIn,
  uniqueEmail,
} from './support/accounts.ts';

test.describe('[ACCOUNTS]', () => {
  test('a new user signs up, signs out, and signs back in', async ({ page }) => {
    const email = uniqueEmail();
    await page.goto('/signup');
    await signUpWithFormThenLogIn(page, email);

    // No checkout yet: nothing to verify, so the new user goes straight on to choose a plan.
    await expect(page).toHaveURL('/subscribe');
    await expect(page.getByRole('heading', { name: 'Subscription not found' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    const plans = { Basic: '$9', Pro: '$19', Enterprise: '$49' };
    for (const [plan, price] of Object.entries(plans)) {
      const card = page.getByRole('listitem', { name: plan });
      await expect(card).toContainText(price);
      await expect(card).toContainText('/ month');
    }
    await expect(page.getByText('Test mode: no real payment is taken.')).toBeVisible();
    await saveScreenshot(page, 'subscribe-desktop');

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not the right password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to log in' })).toHaveText(
      'Failed to log in. Please check your credentials.',
    );
    await saveScreenshot(page, 'login-wrong-password-desktop');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/subscribe');
  });

  test('protected pages send a signed-out visitor to /login', async ({ page }) => {
    for (const path of ['/main-app', '/main-app/dashboard', '/main-app/job-search', '/subscribe']) {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    }
  });

  test('a signed-in visitor of /login or /signup goes on into the app', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/login');
    await expect(page).toHaveURL('/subscribe');
    await page.goto('/signup');
    await expect(page).toHaveURL('/subscribe');

    // A checkout that succeeded before sign-in is shown first, once.
    await page.evaluate(() => sessionStorage.setItem('subscriptionStatus', 'success'));
    await page.goto('/login');
    await expect(page).toHaveURL('/subscription-status?status=success');
    expect(await page.evaluate(() => sessionStorage.getItem('subscriptionStatus'))).toBeNull();
  });

  test('signup shows each field error next to its field', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/signup');
    const password = page.getByLabel('Password', { exact: true });
    const confirmation = page.getByLabel('Confirm password');

    await page.getByLabel('Email').fill(uniqueEmail());
    await password.fill('short');
    await confirmation.fill('shorter');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/Use at least 8 characters\./);
    await expect(confirmation).toHaveAccessibleDescription('Passwords do not match.');
    await saveScreenshot(page, 'signup-field-errors-mobile');

    await password.fill('password123');
    await confirmation.fill('password123');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(password).toHaveAccessibleDescription(/one of the most common ones/);
    await expect(confirmation).not.toHaveAttribute('aria-invalid');
    await expect(page).toHaveURL('/signup');
  });

  test('signing up with an address that has an account answers as for a new one', async ({
    page,
  }) => {
    const { email } = await signUpThroughApi(page);
    await page.context().clearCookies();
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(email);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL('/signup');
  });

  test('after sign-out the old session cookie is refused', async ({ page, context, baseURL }) => {
    await signUpThroughApi(page);
    const cookie = (await context.cookies())
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    const withOldCookie = await request.newContext({ baseURL, extraHTTPHeaders: { cookie } });
    expect((await withOldCookie.get('/api/me')).status()).toBe(200);

    await page.goto('/subscribe');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login');

    expect((await (await withOldCookie.get('/api/me')).json()).user).toBeNull();
    await withOldCookie.dispose();
  });
});
