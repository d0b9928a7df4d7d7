import { expect, type Page, test } from '@playwright/test';
import { austinNursePreferences } from '../helpers/matching-fixtures.ts';
import { saveScreenshot, signUpThroughApi } from './support/accounts.ts';
import { subscribeThroughApi } from './support/billing.ts';
import { guardPage } from './support/page-guard.ts';

/**
 * The tracker as a user works it (decision 065): add an application made elsewhere, move it by
 * dragging and by the keyboard, note an interview, set a reminder; at desktop and phone width.
 */
/** A new paying user, signed in, whose page is watched for errors. */
async function newSubscriber(page: Page) {
  const guard = guardPage(page);
  await signUpThroughApi(page);
  await subscribeThroughApi(page);
  return guard;
}

test.describe('[TRACKER]', () => {
  test('an application made elsewhere moves through stages by mouse and keyboard and gets a reminder', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const guard = await newSubscriber(page);
    await page.goto('/main-app/applications');
    await page.getByRole('link', { name: 'Tracker' }).click();
    await expect(page).toHaveURL(/view=tracker/);
    await expect(page.getByText('Nothing tracked yet.')).toBeVisible();

    // The shared schema refuses an empty title and a bad link, field by field.
    const add = page.getByRole('region', { name: 'Add an application made elsewhere' });
    await add.getByLabel('Link to the posting (optional)').fill('not a link');
    await add.getByRole('button', { name: 'Add application' }).click();
    await expect(add.getByText('Required.').first()).toBeVisible();
    await expect(add.getByText('Enter a full address, like https://…')).toBeVisible();

    await add.getByLabel('Job title').fill('Charge Nurse');
    await add.getByLabel('Company').fill('Riverside Clinic');
    await add
      .getByLabel('Link to the posting (optional)')
      .fill('https://clinic.example.test/jobs/7');
    await add.getByRole('button', { name: 'Add application' }).click();
    const card = page.getByTestId('tracker-card').filter({ hasText: 'Riverside Clinic' });
    await expect(page.getByTestId('column-applied').getByTestId('tracker-card')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'Added “Charge Nurse”' })).toHaveCount(
      1,
    );
    await guard.check('tracker with one application');

    // Mouse: drag the card to "Heard back".
    await card.dragTo(page.getByTestId('column-heard_back'));
    await expect(page.getByTestId('column-heard_back').getByTestId('tracker-card')).toHaveCount(1);
    await expect(page.getByTestId('tracker-announcement')).toHaveText(
      'Moved “Charge Nurse” at Riverside Clinic to Heard back.',
    );

    // Keyboard: focus the card and press the right arrow key.
    await card.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('column-interviewing').getByTestId('tracker-card')).toHaveCount(
      1,
    );
    await expect(page.getByTestId('tracker-announcement')).toHaveText(
      'Moved “Charge Nurse” at Riverside Clinic to Interviewing.',
    );
    // Keyboard again, through the card's own select.
    await card.getByLabel('Move to…').selectOption('offer');
    await expect(page.getByTestId('column-offer').getByTestId('tracker-card')).toHaveCount(1);

    // Notes save by themselves; a reminder with a date.
    await card.getByText('Notes and reminders').click();
    await card.getByLabel('Notes').fill('<b>Ask</b> about the night shift');
    await expect(card.getByText('Saved.')).toBeVisible();
    await card.getByLabel('Reminder date').fill('2026-12-02');
    await card.getByLabel('Reminder', { exact: true }).fill('Send a thank-you note');
    await card.getByRole('button', { name: 'Add reminder' }).click();
    await expect(card.getByText('Send a thank-you note')).toBeVisible();
    await expect(card.getByText('Notes and reminders (1 open)')).toBeVisible();

    const counts = page.getByRole('region', { name: 'Your numbers' });
    await expect(counts).toContainText('Response rate');
    await expect(counts).toContainText('100%');
    await guard.check('tracker board');
    await saveScreenshot(page, 'tracker-board');

    await page.getByText('List', { exact: true }).click();
    await page.getByLabel('Stage', { exact: true }).selectOption('offer');
    await expect(page.getByText('1 of 1 applications shown.')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await guard.check('tracker list on a phone');
    await saveScreenshot(page, 'tracker-list-phone');

    // The server kept it all.
    const tracker = await (await page.request.get('/api/app/tracker')).json();
    expect(tracker.items[0]).toMatchObject({
      stage: 'offer',
      notes: '<b>Ask</b> about the night shift',
      reminders: [{ dueOn: '2026-12-02', text: 'Send a thank-you note', done: false }],
    });
    guard.expectClean();
  });

  test("an interview teaches the matcher, shows under What you've taught us and can be removed there", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const guard = await newSubscriber(page);
    const saved = await page.request.put('/api/app/preferences', { data: austinNursePreferences });
    expect(saved.status()).toBe(200);
    await page.goto('/main-app/applications?view=tracker');
    const add = page.getByRole('region', { name: 'Add an application made elsewhere' });
    await add.getByLabel('Job title').fill('ICU Nurse');
    await add.getByLabel('Company').fill('Mercy Hospital');
    await add.getByRole('button', { name: 'Add application' }).click();
    const card = page.getByTestId('tracker-card').filter({ hasText: 'Mercy Hospital' });
    await card.getByLabel('Move to…').selectOption('interviewing');
    await expect(page.getByTestId('column-interviewing').getByTestId('tracker-card')).toHaveCount(
      1,
    );

    await page.getByRole('link', { name: 'Dashboard' }).click();
    const taught = page.getByRole('region', { name: "What you've taught us" });
    const outcome = 'You got an interview for “ICU Nurse” at Mercy Hospital: more jobs like it';
    await expect(taught.getByText('From your applications')).toBeVisible();
    await expect(taught.getByText(outcome, { exact: true })).toBeVisible();
    await guard.check('dashboard with an outcome');
    await taught.getByRole('button', { name: /^Remove\s*: You got an interview/ }).click();
    await expect(taught.getByText(outcome, { exact: true })).toHaveCount(0);
    await expect(taught.getByText('From your applications')).toHaveCount(0);

    // Removed for good: a later stage of the same application teaches nothing either.
    await page.goto('/main-app/applications?view=tracker');
    await card.getByLabel('Move to…').selectOption('offer');
    await expect(page.getByTestId('column-offer').getByTestId('tracker-card')).toHaveCount(1);
    const learned = await (await page.request.get('/api/app/learned-preferences')).json();
    expect(learned.items).toEqual([]);
    guard.expectClean();
  });
});
