import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import {
  genderOptions,
  pronounOptions,
  raceOptions,
  workAuthorizationOptions,
  yesNoOptions,
} from '../../src/shared/profile-options.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { subscribeThroughApi } from './support/billing.ts';
import { stepButton, stepPanel, viewScreenshot } from './support/profile.ts';

/** A subscribed account with no profile yet, on the builder. */
async function openBuilder(page: Page) {
  const account = await signUpThroughApi(page);
  await subscribeThroughApi(page);
  await page.goto('/main-app-forms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lets Build Your Resume');
  return account;
}

const questions = [
  ['Are you over 18 years of age?', yesNoOptions],
  ['Work authorization', workAuthorizationOptions],
  ['Will you need visa sponsorship?', yesNoOptions],
  ['Gender', genderOptions],
  ['Preferred pronouns', pronounOptions],
  ['Do you have a disability?', yesNoOptions],
  ['Are you a veteran?', yesNoOptions],
  ['Race/Ethnicity', raceOptions],
  ['Are you Hispanic or Latino?', yesNoOptions],
] as const;

test.describe('[PROFILE] resume builder', () => {
  test('the four steps, their rules, finish and the summary', async ({ page }) => {
    const { email } = await openBuilder(page);
    const steps = page.getByRole('navigation', { name: 'Resume steps' });
    await expect(steps.getByRole('button')).toHaveText([
      /Personal Information/,
      /Demographics/,
      /Education/,
      /Work Experience/,
    ]);
    await expect(stepButton(page, 'Personal Information')).toHaveAttribute('aria-current', 'step');

    // Step 1: the e-mail is the account's and read-only; the name is required.
    const panel = stepPanel(page);
    const emailField = panel.getByLabel('Email Address');
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toHaveAttribute('readonly', '');
    await expect(panel.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
    await expect(panel.getByLabel('LinkedIn Profile URL')).toHaveAttribute('type', 'url');
    await panel.getByRole('button', { name: 'Next' }).click();
    await expect(panel.getByRole('alert').filter({ hasText: 'Please fill' })).toHaveText(
      'Please fill in the required fields.',
    );
    await viewScreenshot(page, 'step1-required');
    await panel.getByLabel('Full Name').fill('Ada Lovelace');
    await panel.getByLabel('LinkedIn Profile URL').fill('not an address');
    await panel.getByRole('button', { name: 'Next' }).click();
    await expect(panel.getByText(/Enter your LinkedIn address/)).toBeVisible();
    await panel.getByLabel('LinkedIn Profile URL').fill('https://www.linkedin.com/in/ada');
    await panel.getByRole('button', { name: 'Next' }).click();

    // Step 2: the spec's option lists exactly, each with an unanswered state.
    await expect(stepButton(page, 'Demographics')).toHaveAttribute('aria-current', 'step');
    await expect(panel.getByText('Your answers are never used to rank jobs.')).toBeVisible();
    for (const [label, options] of questions) {
      const select = panel.getByLabel(label);
      await expect(select.locator('option')).toHaveText(['Not answered', ...options]);
      await expect(select).toHaveValue('');
    }
    await viewScreenshot(page, 'step2-demographics');
    await panel.getByLabel('Are you over 18 years of age?').selectOption('Yes');
    await panel.getByLabel('Gender').selectOption('Prefer Not to Say');
    await panel.getByRole('button', { name: 'Next' }).click();

    // Step 3: Remove Entry only while more than one entry exists.
    await expect(stepButton(page, 'Education')).toHaveAttribute('aria-current', 'step');
    // Keyboard and screen-reader users continue at the new step's heading.
    await expect(panel.getByRole('heading', { name: 'Education' })).toBeFocused();
    const removeButtons = panel.getByRole('button', { name: /^Remove Entry/ });
    await expect(panel.getByRole('group')).toHaveCount(1);
    await expect(removeButtons).toHaveCount(0);
    await panel.getByRole('button', { name: '+ Add Another Entry' }).click();
    await expect(panel.getByRole('group')).toHaveCount(2);
    await expect(removeButtons).toHaveCount(2);
    await panel.getByRole('button', { name: 'Remove Entry: Education 2' }).click();
    await expect(panel.getByRole('group')).toHaveCount(1);
    await expect(removeButtons).toHaveCount(0);
    const school = panel.getByRole('group', { name: 'Education 1' });
    await school.getByLabel('School', { exact: true }).fill('University of London');
    await school.getByLabel('Degree').fill('BSc Mathematics');
    await school.getByLabel('School City, State').fill('London, UK');
    await school.getByLabel('Start Date').fill('2018-09');
    await school.getByLabel('End Date').fill('2017-06');
    await panel.getByRole('button', { name: 'Next' }).click();
    await expect(school.getByText('The end date cannot be before the start date.')).toBeVisible();
    await school.getByLabel('End Date').fill('2021-06');
    await viewScreenshot(page, 'step3-education');
    await panel.getByRole('button', { name: 'Next' }).click();

    // Step 4: formattedTitle for a dated and a current position; skills as chips.
    await expect(stepButton(page, 'Work Experience')).toHaveAttribute('aria-current', 'step');
    await expect(removeButtons).toHaveCount(0);
    const first = panel.getByRole('group', { name: 'Position 1' });
    await first.getByLabel('Company').fill('Analytical Engines Ltd');
    await first.getByLabel('Position', { exact: true }).fill('Engineer');
    await first.getByLabel('Start Date').fill('2020-01');
    await first.getByLabel('End Date').fill('2022-06');
    await expect(first.getByTestId('formatted-title')).toHaveText(
      'Engineer - January 2020 to June 2022',
    );
    await panel.getByRole('button', { name: '+ Add Another Position' }).click();
    await expect(removeButtons).toHaveCount(2);
    const second = panel.getByRole('group', { name: 'Position 2' });
    await second.getByLabel('Company').fill('Difference Co');
    await second.getByLabel('Position', { exact: true }).fill('Lead Engineer');
    await second.getByLabel('Start Date').fill('2022-07');
    await expect(second.getByTestId('formatted-title')).toHaveText(
      'Lead Engineer - July 2022 Present',
    );
    const skills = panel.getByRole('textbox', { name: 'Skills' });
    for (const typed of ['  TypeScript  ', 'typescript', '   ', 'SQL']) {
      await skills.fill(typed);
      await skills.press('Enter');
    }
    await expect(
      panel.getByRole('list', { name: 'Skills added' }).getByRole('listitem'),
    ).toHaveText(['TypeScript×', 'SQL×']);
    await viewScreenshot(page, 'step4-work');
    await panel.getByRole('button', { name: 'Save and Finish' }).click();
    await expect(page).toHaveURL('/main-app/dashboard');

    // The summary shows what was entered, and "Not provided" where nothing was.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await expect(page).toHaveURL('/main-app/profile');
    const summary = page.getByRole('region', { name: 'Profile Summary' });
    await expect(summary.getByRole('definition')).toHaveText([
      'Ada Lovelace',
      email,
      'Not provided',
      'https://www.linkedin.com/in/ada',
    ]);
    const education = page.getByRole('region', { name: 'Education' });
    await expect(education).toContainText('BSc Mathematics, University of London');
    await expect(education).toContainText('September 2018 to June 2021');
    const work = page.getByRole('region', { name: 'Work Experience' });
    await expect(work.getByRole('heading', { level: 3 })).toHaveText([
      'Engineer - January 2020 to June 2022',
      'Lead Engineer - July 2022 Present',
    ]);
    await expect(page.getByRole('region', { name: 'Skills' }).getByRole('listitem')).toHaveText([
      'TypeScript',
      'SQL',
    ]);
    await viewScreenshot(page, 'summary');

    // Edit Profile goes back to the builder, where each step shows what was saved.
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL('/main-app-forms');
    await expect(panel.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await stepButton(page, 'Demographics').click();
    await expect(panel.getByLabel('Are you over 18 years of age?')).toHaveValue('Yes');
    await expect(panel.getByLabel('Gender')).toHaveValue('Prefer Not to Say');
    await expect(panel.getByLabel('Race/Ethnicity')).toHaveValue('');
    await stepButton(page, 'Work Experience').click();
    await expect(panel.getByRole('group')).toHaveCount(2);
  });

  test('typed text survives a reload and a jump to another step', async ({ page }) => {
    await openBuilder(page);
    const panel = stepPanel(page);
    await panel.getByLabel('Full Name').fill('Grace Hopper');
    await panel.getByLabel('Phone Number').fill('+1 555 0100 200');
    await page.reload();
    await expect(panel.getByLabel('Full Name')).toHaveValue('Grace Hopper');
    await expect(panel.getByLabel('Phone Number')).toHaveValue('+1 555 0100 200');

    // Jumping away without Next keeps the step's typing too.
    await stepButton(page, 'Education').click();
    await expect(page).toHaveURL('/main-app-forms?step=education');
    await panel.getByRole('button', { name: '+ Add Another Entry' }).click();
    await panel.getByRole('group', { name: 'Education 2' }).getByLabel('Degree').fill('PhD');
    await page.reload();
    await expect(stepButton(page, 'Education')).toHaveAttribute('aria-current', 'step');
    await expect(
      panel.getByRole('group', { name: 'Education 2' }).getByLabel('Degree'),
    ).toHaveValue('PhD');
    await stepButton(page, 'Personal Information').click();
    await expect(panel.getByLabel('Full Name')).toHaveValue('Grace Hopper');
  });

  test('a failed save says so and keeps everything typed', async ({ page }) => {
    await openBuilder(page);
    const panel = stepPanel(page);
    await panel.getByLabel('Full Name').fill('Katherine Johnson');
    await page.route('**/api/app/profile/personal', (route) =>
      route.fulfill({ status: 503, body: 'unavailable' }),
    );
    await panel.getByRole('button', { name: 'Next' }).click();
    await expect(panel.getByText('Error saving data. Please try again.')).toBeVisible();
    await expect(stepButton(page, 'Personal Information')).toHaveAttribute('aria-current', 'step');
    await page.reload();
    await expect(panel.getByLabel('Full Name')).toHaveValue('Katherine Johnson');

    await page.unroute('**/api/app/profile/personal');
    await panel.getByRole('button', { name: 'Next' }).click();
    await expect(stepButton(page, 'Demographics')).toHaveAttribute('aria-current', 'step');
    // Saved: the draft is gone, so the field shows the stored value after a reload.
    const stored = await (await page.request.get('/api/app/profile')).json();
    expect(stored.profile.fullName).toBe('Katherine Johnson');
  });

  test('the summary sends a user without a profile to the builder', async ({ page }) => {
    await signUpThroughApi(page);
    await subscribeThroughApi(page);
    await page.goto('/main-app/profile');
    await expect(page).toHaveURL('/main-app-forms');
  });

  test('the summary says when loading failed and when there is nothing to show', async ({
    page,
  }) => {
    await signUpThroughApi(page);
    await subscribeThroughApi(page);
    // A profile row with nothing in it yet: skills saved empty.
    const saved = await page.request.put('/api/app/profile/skills', { data: { skills: [] } });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto('/main-app/profile');
    await expect(page.getByText('No user data available')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/main-app-forms',
    );

    await page.route('**/api/app/profile', (route) =>
      route.fulfill({ status: 503, body: 'unavailable' }),
    );
    await page.reload();
    const failure = page.getByRole('alert').filter({ hasText: 'Error fetching data' });
    await expect(failure).toHaveText('Error fetching data');
    await expect(failure).toHaveClass(/text-red-700/);
  });

  test('on a phone the steps are a horizontal list above the form', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openBuilder(page);
    const personal = await stepButton(page, 'Personal Information').boundingBox();
    const demographics = await stepButton(page, 'Demographics').boundingBox();
    const form = await stepPanel(page).boundingBox();
    expect(personal && demographics && form).toBeTruthy();
    if (!personal || !demographics || !form) return;
    expect(Math.abs(personal.y - demographics.y)).toBeLessThan(2);
    expect(form.y).toBeGreaterThan(personal.y + personal.height);
    await viewScreenshot(page, 'mobile-step1');
    await stepButton(page, 'Work Experience').click();
    await expect(stepButton(page, 'Work Experience')).toBeInViewport();
    await viewScreenshot(page, 'mobile-step4');
  });
});

test.describe('[PROFILE] settings: data rights', () => {
  test('Download my data saves one JSON file with the profile in it', async ({ page }) => {
    const { email } = await signUpThroughApi(page);
    await subscribeThroughApi(page);
    const saved = await page.request.put('/api/app/profile/personal', {
      data: { fullName: 'Mary Jackson', phone: '', linkedIn: '' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto('/main-app');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page).toHaveURL('/main-app/settings');
    await viewScreenshot(page, 'settings');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^hireloop-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await readFile((await download.path()) ?? '', 'utf8');
    const data = JSON.parse(file);
    expect(data.format).toBe('hireloop-export/1');
    expect(file).toContain('Mary Jackson');
    expect(file).toContain(email);
  });

  test('Delete my account asks for the password, then signs out for good', async ({ page }) => {
    const { email, password } = await signUpThroughApi(page);
    await subscribeThroughApi(page);
    await page.goto('/main-app/settings');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const passwordField = page.getByLabel('Password');
    await expect(passwordField).toBeFocused();
    await page.getByRole('button', { name: 'Keep my account' }).click();
    await expect(passwordField).toBeHidden();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await passwordField.fill('not my password at all');
    await page.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(page.getByText('The password is not correct.')).toBeVisible();
    await expect(page).toHaveURL('/main-app/settings');
    await viewScreenshot(page, 'settings-delete-refused');

    await passwordField.fill(password);
    await page.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(page).toHaveURL('/login?accountDeleted=1');
    await expect(page.getByRole('status')).toHaveText(
      'Your account and everything stored with it have been deleted.',
    );
    expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
    const signIn = await page.request.post('/api/auth/sign-in', { data: { email, password } });
    expect(signIn.status()).toBe(401);
  });

  test('without a subscription, Settings is still open from the plan page', async ({ page }) => {
    const { password } = await signUpThroughApi(page);
    await page.goto('/subscribe');
    await page.getByRole('link', { name: 'download your data or delete your account' }).click();
    await expect(page).toHaveURL('/main-app/settings');
    await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
    // The rest of the main app still sends a user without a plan to choose one.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page).toHaveURL('/subscribe');
    await page.goto('/main-app/settings');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(page).toHaveURL('/login?accountDeleted=1');
  });
});
