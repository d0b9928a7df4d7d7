import { expect, type Page, test } from '@playwright/test';
import { TEST_CARD_DECLINED, TEST_CARD_SUCCESS } from '../../src/shared/schemas/billing.ts';
import {
  saveScreenshot,
  signUpThroughApi,
  signUpWithFormThenLogIn,
  uniqueEmail,
} from './support/accounts.ts';
import {
  currentBilling,
  priceIdOf,
  recordCountdown,
  subscribeThroughApi,
} from './support/billing.ts';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 800 };

/** billing-<name>-desktop.png and billing-<name>-mobile.png, for a person to look at. */
async function screenshotBothWidths(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, `billing-${name}-desktop`);
  await page.setViewportSize(MOBILE);
  await saveScreenshot(page, `billing-${name}-mobile`);
  await page.setViewportSize(DESKTOP);
}

async function signUpWithForm(page: Page) {
  await signUpWithFormThenLogIn(page, uniqueEmail('billing'));
}

async function openCheckoutFromSubscribe(page: Page, plan: string) {
  await page.goto('/subscribe');
  await page.getByRole('button', { name: `Choose ${plan}` }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
}

test.describe('[BILLING]', () => {
  test.use({ viewport: DESKTOP });

  test('a visitor picks Pro, signs up, pays with the test card and lands in the app', async ({
    page,
  }) => {
    const { priceId: proPriceId } = await priceIdOf(page, 'pro');
    await page.goto('/');
    const landingPro = page.locator('[data-plan="pro"]');
    if ((await landingPro.count()) > 0) {
      await landingPro.first().click();
      await expect(page).toHaveURL('/signup');
    } else {
      // Until the landing page has plan buttons: what their click does, done by hand.
      await page.goto('/signup');
      await page.evaluate((id) => sessionStorage.setItem('selectedPriceId', id), proPriceId);
    }
    expect(await page.evaluate(() => sessionStorage.getItem('selectedPriceId'))).toBe(proPriceId);
    await signUpWithForm(page);

    await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
    expect(await page.evaluate(() => sessionStorage.getItem('selectedPriceId'))).toBeNull();
    await expect(page.getByRole('note').first()).toHaveText('Test mode — no real payment is taken');
    await expect(page.getByText('Pro plan')).toBeVisible();
    await expect(page.getByText('$19', { exact: true })).toBeVisible();
    await screenshotBothWidths(page, 'test-checkout');

    const countdown = await recordCountdown(page);
    await page.getByLabel('Card number').fill(TEST_CARD_SUCCESS);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/\/subscription-status\?session_id=cs_test_.+&status=success/);
    await expect(
      page.getByRole('heading', { name: 'Verifying your subscription...' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Subscription confirmed!' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByText('Your subscription is active! Redirecting you to the app...'),
    ).toBeVisible();
    await saveScreenshot(page, 'billing-confirmed-desktop');
    await expect(page).toHaveURL('/main-app-forms', { timeout: 30_000 });
    // The countdown and the redirect agree: 5, 4, 3, 2, 1, then the page leaves, each no sooner
    // than its second (timers fire late on a busy machine, never early), as the page recorded it.
    const shown = await countdown();
    expect(shown.map((entry) => entry.n)).toEqual([5, 4, 3, 2, 1, 0]);
    const started = shown[0]?.at ?? 0;
    for (const [index, entry] of shown.entries())
      expect(entry.at - started, `${entry.n} seconds`).toBeGreaterThanOrEqual(index * 1000 - 50);
    expect(await currentBilling(page)).toMatchObject({
      subscriptionStatus: 'active',
      planLevel: 'pro',
      entitled: true,
    });
  });

  test('a declined or mistyped card leaves the account unpaid', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    await expect(page.getByText('Test mode: no real payment is taken.')).toBeVisible();
    const pro = page.getByRole('listitem', { name: 'Pro' });
    await expect(pro).toContainText('$19');
    await expect(pro).toContainText('Most popular');
    await screenshotBothWidths(page, 'subscribe');

    // A double click opens one checkout.
    const checkoutRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/create-checkout-session'))
        checkoutRequests.push(request.url());
    });
    await page.getByRole('button', { name: 'Choose Pro' }).dblclick();
    await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
    expect(checkoutRequests).toHaveLength(1);

    const cardNumber = page.getByLabel('Card number');
    await cardNumber.fill('1234 5678 9012 3456');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(cardNumber).toHaveAttribute('aria-invalid', 'true');
    await expect(cardNumber).toHaveAccessibleDescription(/This is a test checkout: use 4242/);

    await cardNumber.fill(TEST_CARD_DECLINED);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toContainText(
      'Your card was declined.',
    );
    await saveScreenshot(page, 'billing-declined-desktop');
    await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
    expect(await currentBilling(page)).toMatchObject({
      subscriptionStatus: 'inactive',
      entitled: false,
    });
  });

  test('cancelling the test checkout comes back to "Payment cancelled"', async ({ page }) => {
    await signUpThroughApi(page);
    await openCheckoutFromSubscribe(page, 'Basic');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/subscription-status?status=cancelled');
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await expect(
      page.getByText('You cancelled the payment process. You can try again if you want.'),
    ).toBeVisible();
    await expect(page.getByText(/You will be redirected in \d seconds?/)).toBeVisible();
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL('/subscribe');
    expect((await currentBilling(page)).subscriptionStatus).toBe('inactive');
  });

  test('an unknown checkout session answers "Subscription not found" after the spec\'s 3 s wait', async ({
    page,
  }) => {
    await signUpThroughApi(page);
    const opened = Date.now();
    await page.goto('/subscription-status?session_id=cs_bogus&status=success');
    await expect(
      page.getByRole('heading', { name: 'Verifying your subscription...' }),
    ).toBeVisible();
    await expect(
      page.getByText("We're confirming your payment. This may take a few moments."),
    ).toBeVisible();
    // 3 s wait, then the server's verification answers no: that answer is final.
    await expect(page.getByRole('heading', { name: 'Subscription not found' })).toBeVisible({
      timeout: 60_000,
    });
    // Before, it waited 30 s more for a webhook that cannot come.
    const waited = Date.now() - opened;
    expect(waited).toBeGreaterThanOrEqual(3000);
    expect(waited).toBeLessThan(20_000);
    await page.getByRole('link', { name: 'Choose a subscription' }).click();
    await expect(page).toHaveURL('/subscribe');
  });

  test('a plan choice that cannot be checked out is shown after sign-up', async ({ page }) => {
    await page.goto('/signup');
    await page.evaluate(() => sessionStorage.setItem('selectedPriceId', 'price_no_such_plan'));
    await signUpWithForm(page);
    await expect(page).toHaveURL('/subscribe');
    await expect(page.getByRole('alert').filter({ hasText: 'plan' })).toHaveText(
      'Choose one of the plans on the page.',
    );
    expect(await page.evaluate(() => sessionStorage.getItem('selectedPriceId'))).toBeNull();
  });

  test('a plan named in the sign-up address (the landing link without JavaScript) opens its checkout', async ({
    page,
  }) => {
    await page.goto('/signup?plan=basic');
    await signUpWithForm(page);
    await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
    await expect(page.getByText('Basic plan')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('selectedPlanId'))).toBeNull();
  });

  test('the main app is closed to an account without a subscription', async ({ page }) => {
    await signUpThroughApi(page);
    const overview = await page.request.get('/api/app/overview');
    expect(overview.status()).toBe(402);
    expect(await overview.json()).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED' });
    for (const path of ['/main-app/dashboard', '/main-app-forms', '/main-app/account']) {
      await page.goto(path);
      await expect(page).toHaveURL('/subscribe');
    }
  });

  test('a subscriber sees the plan on the account page and cancels at period end', async ({
    page,
  }) => {
    await signUpThroughApi(page);
    const sessionId = await subscribeThroughApi(page, 'pro');
    expect((await page.request.get('/api/app/overview')).status()).toBe(200);

    await page.setViewportSize(MOBILE);
    await page.goto(`/subscription-status?session_id=${sessionId}&status=success`);
    await expect(page.getByRole('heading', { name: 'Subscription confirmed!' })).toBeVisible({
      timeout: 30_000,
    });
    await saveScreenshot(page, 'billing-confirmed-mobile');
    // The 5-second countdown, then the app.
    await expect(page).toHaveURL('/main-app-forms', { timeout: 30_000 });
    await page.setViewportSize(DESKTOP);

    // An entitled user has nothing to choose on /subscribe.
    await page.goto('/subscribe');
    await expect(page).toHaveURL('/main-app/dashboard');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Account' })
      .click();
    await expect(page).toHaveURL('/main-app/account');
    const subscription = page.getByRole('region', { name: 'Subscription' });
    await expect(subscription).toContainText('Pro · $19 / month');
    await expect(subscription).toContainText('Active');
    await expect(subscription).toContainText(/Renews on \w+ \d+, \d{4}/);
    await expect(subscription).toContainText('Billing is simulated in test mode.');
    await expect(subscription.getByRole('button', { name: 'Manage billing' })).toBeVisible();
    await screenshotBothWidths(page, 'account');

    await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
    const keep = subscription.getByRole('button', { name: 'Keep my subscription' });
    await expect(keep).toBeFocused();
    await keep.click();
    await expect(subscription.getByRole('button', { name: 'Cancel subscription' })).toBeFocused();
    await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
    await subscription.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(subscription.getByRole('status')).toHaveText(
      /^Cancelled; access until \w+ \d+, \d{4}\.$/,
    );
    await expect(subscription).toContainText(/Ends on \w+ \d+, \d{4}/);
    await saveScreenshot(page, 'billing-account-cancelled-desktop');
    expect(await currentBilling(page)).toMatchObject({
      subscriptionStatus: 'active',
      entitled: true,
    });
  });
});
