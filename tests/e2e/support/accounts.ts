import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'a long and unusual passphrase';

export const uniqueEmail = (label = 'e2e') =>
  `${label}-${randomBytes(5).toString('hex')}@example.test`;

/**
 * Creates an account and signs it in through the API, in the page's own cookie jar, so a test
 * that is not about signing up starts signed in without walking through the form. Sign-up itself
 * starts no session (decision 033).
 */
export async function signUpThroughApi(page: Page, email = uniqueEmail()) {
  const response = await page.request.post('/api/auth/sign-up', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(202);
  const signedIn = await page.request.post('/api/auth/sign-in', {
    data: { email, password: PASSWORD },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return { email, password: PASSWORD };
}

/**
 * Signs up through the form on the current /signup page, then logs in as the page invites: sign-up
 * answers "check your inbox" and starts no session (decision 033).
 */
export async function signUpWithFormThenLogIn(page: Page, email = uniqueEmail()) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in now' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return { email, password: PASSWORD };
}

/** Saves a full-page screenshot under test-results/screens/ for a person to review. */
export async function saveScreenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
