import { expect, test } from '@playwright/test';

// Each page's code is a chunk of its own, fetched when its route is first visited
// (src/client/app/routes.tsx). These journeys cover the two moments that adds: the wait for a
// chunk, and a chunk that is gone (a deploy replaced it while the app was open).

test.describe('[PAGES LOAD ON DEMAND]', () => {
  test('while the next page loads, the current one stays and a spinner says so', async ({
    page,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/signup-page-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

    await page.getByRole('link', { name: 'Create an account' }).click();
    const loading = page.getByRole('status').filter({ hasText: 'Loading the page…' });
    await expect(loading).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

    release();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(loading).toHaveCount(0);
  });

  test('a page whose code is gone says so and offers to reload', async ({ page }) => {
    await page.route('**/assets/signup-page-*.js', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();

    // After the reload the new files are there.
    await page.unroute('**/assets/signup-page-*.js');
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });
});
