import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { startOidcProvider, TEST_CLIENT, type TestOidcProvider } from '../helpers/oidc-provider.ts';

// playwright.config.ts starts the app with GOOGLE_ISSUER on this port and this client. The app
// discovers the provider at the first sign-in, so the provider may start after the app.
const PROVIDER_PORT = Number(process.env.E2E_PORT ?? 3100) + 90;
const APP_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

let provider: TestOidcProvider;
test.beforeAll(async () => {
  provider = await startOidcProvider({
    port: PROVIDER_PORT,
    redirectUri: `${APP_ORIGIN}/api/auth/google/callback`,
  });
  expect(provider.clientId).toBe(TEST_CLIENT.id);
});
test.afterAll(async () => {
  await provider?.close();
});

/** From the login page through the provider's own login (and consent) screens, and back. */
async function signInWithGoogle(page: Page, login: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${PROVIDER_PORT}/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  const plans = page.getByRole('heading', { name: 'Choose Your Plan' });
  await expect(consent.or(plans)).toBeVisible();
  if (await consent.isVisible()) await consent.click();
  await expect(page).toHaveURL('/subscribe');
  await expect(plans).toBeVisible();
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  return (await me.json()).user as { id: string; email: string; emailVerified: boolean };
}

test.describe('[GOOGLE]', () => {
  test('a new user signs in with Google, and the same Google identity finds them again', async ({
    browser,
  }) => {
    const login = `e2e-google-${randomBytes(5).toString('hex')}`;
    const firstVisit = await browser.newPage();
    const user = await signInWithGoogle(firstVisit, login);
    expect(user).toMatchObject({ email: `${login}@example.test`, emailVerified: true });
    await firstVisit.close();

    // Another browser (fresh cookies at the app and at the provider): only the identity links it.
    const secondVisit = await browser.newPage();
    const again = await signInWithGoogle(secondVisit, login);
    expect(again.id).toBe(user.id);
    await secondVisit.close();
  });

  test('cancelling at the provider comes back to the login page with a reason', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect(page).toHaveURL('/login?oauthError=cancelled');
    await expect(page.getByRole('alert')).toContainText('Failed to log in with Google.');
    expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
  });
});
