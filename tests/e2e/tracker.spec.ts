import { expect, type Page, test } from '@playwright/test';
import { austinNursePreferences } from '../helpers/matching-fixtures.ts';
import { saveScreenshot, signUpThroughApi } from './support/accounts.ts';
import { subscribeThroughApi } from './support/billing.ts';
import { guardPage } from './support/page-guard.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** A new paying user, signed in, whose page is watched for errors. */
async function newSubscriber(page: Page) {
  const guard = guardPage(page);
  await signUpThroughApi(page);
  await subscribeThroughApi(page);
  return guard;
}

/**
 * The tracker as a user works it (decisions 065 and 069): add an application made elsewhere,
 * correct it, move it by dragging and by the keyboard, set a reminder due today and see it as a
 * notification with the header's unread count, see the funnel, delete it; at desktop and phone
 * width.
 */
test.describe('[TRACKER]', () => {
  test('an application made elsewhere moves through stages by mouse and keyboard and gets a reminder', async ({
    page,
  }) => {
    test.setTimeout(240_000);
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
    const bell = page.getByTestId('notifications-button');
    await expect(bell).toHaveAccessibleName('Notifications');

    // Correct a typo: the card's own form, the same rules as adding.
    await card.getByText('Notes, reminders, edit').click();
    await card.getByRole('button', { name: 'Edit details' }).click();
    const edit = card.getByRole('form', { name: 'Edit Charge Nurse' });
    await edit.getByLabel('Job title').fill('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText('Required.')).toBeVisible();
    await edit.getByLabel('Job title').fill('Charge Nurse (nights)');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(card.getByRole('heading', { name: 'Charge Nurse (nights)' })).toBeVisible();
    await expect(page.getByTestId('tracker-announcement')).toHaveText(
      'Saved “Charge Nurse (nights)”.',
    );

    // Mouse: drag the card to "Heard back".
    await card.dragTo(page.getByTestId('column-heard_back'));
    await expect(page.getByTestId('column-heard_back').getByTestId('tracker-card')).toHaveCount(1);
    await expect(page.getByTestId('tracker-announcement')).toHaveText(
      'Moved “Charge Nurse (nights)” at Riverside Clinic to Heard back.',
    );

    // Keyboard: focus the card and press the right arrow key.
    await card.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('column-interviewing').getByTestId('tracker-card')).toHaveCount(
      1,
    );
    await expect(page.getByTestId('tracker-announcement')).toHaveText(
      'Moved “Charge Nurse (nights)” at Riverside Clinic to Interviewing.',
    );
    // Keyboard again, through the card's own select.
    await card.getByLabel('Move to…').selectOption('offer');
    await expect(page.getByTestId('column-offer').getByTestId('tracker-card')).toHaveCount(1);

    // Notes save by themselves; a reminder due today becomes a notification at once.
    const details = card.getByText(/^Notes, reminders, edit/);
    if (!(await card.getByLabel('Notes').isVisible())) await details.click();
    await card.getByLabel('Notes').fill('<b>Ask</b> about the night shift');
    await expect(card.getByText('Saved.')).toBeVisible();
    await card.getByLabel('Reminder date').fill(today());
    await card.getByLabel('Reminder', { exact: true }).fill('Send a thank-you note');
    await card.getByRole('button', { name: 'Add reminder' }).click();
    await expect(card.getByText('Send a thank-you note')).toBeVisible();
    await expect(card.getByText('Notes, reminders, edit (1 open)')).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(page.getByTestId('notifications-unread')).toHaveText('1');
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(
      panel.getByRole('link', {
        name: 'Unread: Reminder: Send a thank-you note (Charge Nurse (nights) at Riverside Clinic)',
      }),
    ).toBeVisible();
    await saveScreenshot(page, 'notifications-panel');
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(page.getByTestId('notifications-unread')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(bell).toBeFocused();

    // The funnel: this week's one application has heard back, been interviewed, got an offer.
    const funnel = page.getByRole('region', { name: 'Your funnel, week by week' });
    await expect(funnel.getByTestId('funnel-chart')).toBeVisible();
    const thisWeek = funnel.getByRole('row').last();
    await expect(thisWeek.getByRole('cell')).toHaveText(['1', '1', '1', '1']);

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
      reminders: [{ dueOn: today(), text: 'Send a thank-you note', done: false }],
    });

    // Delete, confirmed in the page; nothing is left.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByText('Board', { exact: true }).click();
    if (!(await card.getByRole('button', { name: 'Delete…' }).isVisible()))
      await card.getByText(/^Notes, reminders, edit/).click();
    await card.getByRole('button', { name: 'Delete…' }).click();
    await expect(card.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
    await card.getByRole('button', { name: 'Keep it' }).click();
    await card.getByRole('button', { name: 'Delete…' }).click();
    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Nothing tracked yet.')).toBeVisible();
    await expect(page.getByTestId('tracker-announcement')).toHaveText(
      'Deleted “Charge Nurse (nights)” from your tracker.',
    );
    guard.expectClean();
  });

  test("an interview teaches the matcher, shows under What you've taught us and can be removed there", async ({
    page,
  }) => {
    test.setTimeout(240_000);
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
