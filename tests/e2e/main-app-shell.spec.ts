import { expect, test } from '@playwright/test';
import { saveScreenshot, signUpThroughApi } from './support/accounts.ts';
import { subscribeThroughApi } from './support/billing.ts';

test.describe('[MAIN APP]', () => {
  test('the sidebar leads to each section and marks the current one', async ({ page }) => {
    await signUpThroughApi(page);
    await subscribeThroughApi(page); // the main app is for subscribers
    await page.goto('/main-app');
    const header = page.getByRole('banner');
    await expect(header).toContainText('Eng (US)');
    const { user } = await (await page.request.get('/api/me')).json();
    await expect(header).toContainText(user.displayName);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About You' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/main-app/dashboard');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'About You' })).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('link', { name: 'Set your job search preferences' })).toBeVisible();
    await saveScreenshot(page, 'dashboard-desktop');

    await nav.getByRole('link', { name: 'Job Search' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job Search Preferences');
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('below 768px the sidebar is a slide-over menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signUpThroughApi(page);
    await subscribeThroughApi(page); // the main app is for subscribers
    await page.goto('/main-app/dashboard');
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
    await saveScreenshot(page, 'dashboard-mobile');

    await openMenu.click();
    await expect(menu).toBeVisible();
    await expect(openMenu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await saveScreenshot(page, 'menu-open-mobile');
    // Focus stays in the menu: tabbing through every control never leaves it.
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
    await expect(openMenu).toBeFocused();

    await openMenu.click();
    await menu.getByRole('link', { name: 'Job Search' }).click();
    await expect(page).toHaveURL('/main-app/job-search');
    await expect(menu).toBeHidden();

    await openMenu.click();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/login');
  });
});
