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

  test('while the server starts, a page says what it is doing, shows no form, and opens by itself', async ({
    page,
  }) => {
    // The early listener holds API requests until the app is up, and names its stage on
    // /api/startup.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/me', async (route) => {
      await released;
      await route.continue();
    });
    await page.route('**/api/startup', (route) =>
      route.fulfill({ json: { status: 'starting', stage: 'Opening the database' } }),
    );
    await page.goto('/login');
    await expect(page.getByText('Hireloop is starting', { exact: true })).toBeVisible();
    await expect(page.getByText('Opening the database…')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await page.unroute('**/api/startup');
    release();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByText('Hireloop is starting', { exact: true })).toHaveCount(0);
  });

  test('scripts are sent compressed, as the build wrote them', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/') && response.url().endsWith('.js'))
        scripts.push(response.url());
    });
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      // Files under a kilobyte are not worth a compressed copy.
      const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
      if ((await plain.body()).length < 1024) continue;
      for (const encoding of ['br', 'gzip']) {
        const response = await request.get(url, { headers: { 'accept-encoding': encoding } });
        expect(response.headers()['content-encoding'], url).toBe(encoding);
        expect(response.headers().vary).toMatch(/accept-encoding/i);
      }
    }
  });
});
