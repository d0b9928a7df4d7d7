import { expect, type Page, test } from '@playwright/test';
import { plans } from '../../src/shared/plans.ts';
import { saveScreenshot } from './support/accounts.ts';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 812 };
const year = String(new Date().getFullYear());

const section = (page: Page, name: string) => page.getByRole('region', { name });
const storedPriceId = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('selectedPriceId'));

/** What GET /api/plans says the plan's price id is (the server's own catalog). */
async function priceIdFromApi(page: Page, planId: string) {
  const response = await page.request.get('/api/plans');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { plans: { id: string; priceId: string }[] };
  return body.plans.find((plan) => plan.id === planId)?.priceId;
}

test.describe('[LANDING]', () => {
  test.use({ viewport: DESKTOP });

  test('/ shows every section of the spec, at both widths', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Nothing sent without/);
    await expect(section(page, 'Openings from employers').getByRole('listitem')).toHaveCount(6);
    const steps = section(page, 'How it works').getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.first()).toContainText('Fill out your application info');
    await expect(steps.nth(1)).toContainText('Choose your preferences');
    await expect(steps.nth(2)).toContainText('Start the search');
    await expect(steps.nth(3)).toContainText('Get hired and prepare for interviews');
    const features = section(page, 'AI features built on your own facts');
    for (const name of ['AI Job Search', 'AI Resumes & Cover Letters', 'Smart Search System']) {
      await expect(features.getByRole('heading', { name, level: 3 })).toBeVisible();
    }
    await expect(section(page, 'What job seekers say').getByRole('figure')).toHaveCount(3);
    const pricing = section(page, 'Pricing');
    for (const plan of plans) {
      await expect(pricing.getByRole('heading', { name: plan.name, level: 3 })).toBeVisible();
      await expect(pricing.getByText(`$${plan.priceMonthlyUsd}`, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Hireloop`);
    // The inline script ran under the page's Content-Security-Policy without complaint.
    expect(errors).toEqual([]);
    await saveScreenshot(page, 'landing-1280');
    await page.setViewportSize(MOBILE);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Try Now' })).toBeVisible();
    await saveScreenshot(page, 'landing-375');
  });

  test('the header anchors scroll to the sections; Try Now and Get Started go to sign-up', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/#pricing');
    await expect(section(page, 'Pricing').getByRole('heading', { level: 2 })).toBeInViewport();
    await header.getByRole('link', { name: 'AI Features' }).click();
    await expect(page).toHaveURL('/#features');
    await expect(
      section(page, 'AI features built on your own facts').getByRole('heading', { level: 2 }),
    ).toBeInViewport();

    await header.getByRole('link', { name: 'Try Now' }).click();
    await expect(page).toHaveURL('/signup');
    await page.goto('/');
    await header.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/signup');
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).first().click();
    await expect(page).toHaveURL('/signup');
  });

  test('choosing Pro remembers its price id and opens sign-up', async ({ page }) => {
    const priceId = await priceIdFromApi(page, 'pro');
    expect(priceId).toBeTruthy();
    await page.goto('/#pricing');
    await page.getByRole('link', { name: 'Choose Pro' }).click();
    await expect(page).toHaveURL('/signup');
    expect(await storedPriceId(page)).toBe(priceId);
  });

  test('when the plans cannot be read, a plan button still opens sign-up with the plan', async ({
    page,
  }) => {
    await page.route('**/api/plans', (route) => route.abort());
    await page.goto('/#pricing');
    await page.getByRole('link', { name: 'Choose Basic' }).click();
    await expect(page).toHaveURL('/signup?plan=basic');
    expect(await storedPriceId(page)).toBeNull();
  });

  test('the page reads and its links work with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(section(page, 'How it works').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('contentinfo')).toContainText(year);
    const choosePro = page.getByRole('link', { name: 'Choose Pro' });
    await expect(choosePro).toHaveAttribute('href', '/signup?plan=pro');
    await choosePro.click();
    await expect(page).toHaveURL('/signup?plan=pro');
    await context.close();
  });

  test('the privacy policy and the terms are real pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    for (const name of ['What we store', 'How EEO answers are protected', 'Cookies']) {
      await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    }
    await expect(page.getByText('never sent to any AI model')).toBeVisible();
    await expect(page.getByText('Settings → Download my data')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(year);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms & Conditions');
    const applying = page.getByRole('region', { name: 'Automated applying' });
    await expect(applying).toContainText('We never solve, bypass or outsource a CAPTCHA');
    await expect(applying).toContainText('such as LinkedIn');
    await expect(applying).toContainText('Basic 5, Pro 15, Enterprise 40');
  });

  test('no request leaves our own origin', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.origin !== baseURL) foreign.push(request.url());
    });
    for (const path of ['/', '/privacy', '/terms']) {
      await page.goto(path);
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
    }
    await page.goto('/#pricing');
    await page.getByRole('link', { name: 'Choose Enterprise' }).click();
    await expect(page).toHaveURL('/signup');
    expect(foreign).toEqual([]);
  });

  test('the app links back to the landing page with a full page load', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Hireloop' }).first().click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Nothing sent without/);
  });
});
