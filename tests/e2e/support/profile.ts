import type { Page } from '@playwright/test';

/** One of the builder's four step buttons in its left-hand list. */
export const stepButton = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Resume steps' }).getByRole('button', { name: label });

/** The builder's right-hand panel: the current step's form. */
export const stepPanel = (page: Page) => page.getByRole('region', { name: 'Current step' });

/** A full-page screenshot under /tmp for a person to look at (p2-<name>.png). */
export async function viewScreenshot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/p2-${name}.png`, fullPage: true });
}
