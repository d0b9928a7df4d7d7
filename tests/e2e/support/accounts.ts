import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'a long and unusual passphrase';

export const uniqueEmail = (label = 'e2e') =>
  `${label}-${randomBytes(5).toString('hex')}@example.test`;

/**
 * Creates an account through the API, in the page's own cookie jar, so a test that is not about
 * signing up starts signed in without walking through the form.
 */
export async function signUpThroughApi(page: Page, email = uniqueEmail()) {
  const response = await page.request.post('/api/auth/sign-up', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password: PASSWORD };
}

/** Saves a full-page screenshot under test-results/screens/ for a person to review. */
export async function saveScreenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
