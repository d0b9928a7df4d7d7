import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot, signUpThroughApi } from './support/accounts.ts';
import { subscribeThroughApi } from './support/billing.ts';
import { guardPage } from './support/page-guard.ts';

/**
 * Interview preparation as a user works it (decision 067): from an application at interviewing on
 * the tracker, open its prep pack, practise an answer (autosaved, with feedback, kept after a
 * reload), download the calendar file; then the same page on a phone.
 */
async function putJson(page: Page, url: string, data: object) {
  const response = await page.request.put(url, { data });
  expect(response.status(), await response.text()).toBe(200);
}

async function interviewingApplication(page: Page) {
  await putJson(page, '/api/app/profile/personal', { fullName: 'Nora Nurse', phone: '' });
  await putJson(page, '/api/app/profile/work', {
    entries: [
      {
        company: 'Riverside Clinic',
        position: 'Registered Nurse',
        location: 'Austin, TX',
        startDate: '2019-04',
        endDate: '',
        description:
          'Cared for 6 patients per shift on a busy medical-surgical unit.\n' +
          'Reduced medication errors by 30% after leading a double-check routine.',
      },
    ],
  });
  await putJson(page, '/api/app/profile/skills', { skills: ['Patient assessment', 'BLS'] });
  const added = await page.request.post('/api/app/tracker/items', {
    data: { title: 'Registered Nurse', company: 'Lakeside Hospital', appliedOn: '2026-11-10' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const item = await added.json();
  await putJson(page, `/api/app/tracker/items/${item.id}/notes`, {
    notes: 'They want BLS and ACLS, and someone calm on nights.',
  });
  await putJson(page, `/api/app/tracker/items/${item.id}/stage`, {
    stage: 'interviewing',
    interviewDates: ['2026-12-03'],
  });
  return item.id as string;
}

test.describe('[INTERVIEW PREP]', () => {
  test('a prep pack from an interviewing application: practise an answer, download the calendar', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const guard = guardPage(page);
    await signUpThroughApi(page);
    await subscribeThroughApi(page, 'pro');
    await interviewingApplication(page);

    await page.goto('/main-app/applications?view=tracker');
    const card = page.getByTestId('tracker-card').filter({ hasText: 'Lakeside Hospital' });
    await card.getByRole('link', { name: 'Prepare for the interview' }).click();
    await expect(page.getByRole('heading', { name: 'Prepare for the interview' })).toBeVisible();
    await expect(page.getByText('Registered Nurse at Lakeside Hospital')).toBeVisible();
    await expect(page.getByText('Interview: 3 Dec 2026')).toBeVisible();

    // Questions tie to the notes' requirements and to nursing; evidence is the user's own words.
    const acls = page.getByTestId('prep-question').filter({ hasText: 'The posting asks for ACLS' });
    await expect(acls.getByText(/Nothing in your profile names ACLS/)).toBeVisible();
    await expect(
      page.getByText("A patient's condition changes suddenly", { exact: false }),
    ).toBeVisible();
    const pressure = page
      .getByTestId('prep-question')
      .filter({ hasText: 'too much to do and not enough time' });
    await expect(
      pressure.getByText('Cared for 6 patients per shift on a busy medical-surgical unit.'),
    ).toBeVisible();
    await guard.check('prep pack');
    await saveScreenshot(page, 'interview-prep-desktop');

    // Practise: typed, saved by itself, with feedback; still there after a reload.
    await pressure.getByText('Practise your answer').click();
    await pressure
      .getByLabel('Your practice answer')
      .fill(
        'Last year on our unit we had three admissions at once. I was responsible for six patients. ' +
          'I checked each patient, asked the charge nurse for help and, um, documented every step. ' +
          'As a result nothing was missed at handover.',
      );
    await expect(pressure.getByText('Saved.')).toBeVisible();
    const feedback = pressure.getByRole('region', { name: 'Feedback on your answer' });
    await expect(feedback.getByText('Situation: there')).toBeVisible();
    await expect(feedback.getByText('Result: there')).toBeVisible();
    await expect(feedback.getByText(/“um” ×1/)).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByTestId('prep-question')
        .filter({ hasText: 'too much to do and not enough time' })
        .getByLabel('Your practice answer'),
    ).toHaveValue(/three admissions at once/);

    // The calendar file: an all-day event on the interview day.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('interview.ics');
    const text = readFileSync((await file.path()) ?? '', 'utf8');
    expect(text).toContain('BEGIN:VCALENDAR\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20261203\r\n');
    expect(text).toMatch(/SUMMARY:Interview: Registered Nurse at Lakeside Hospital\r\n/);

    await page.setViewportSize({ width: 390, height: 844 });
    await guard.check('prep pack on a phone');
    await saveScreenshot(page, 'interview-prep-phone');
  });

  test('the Basic plan sees a sample of its own pack and an upgrade link', async ({ page }) => {
    test.setTimeout(90_000);
    await signUpThroughApi(page);
    await subscribeThroughApi(page, 'basic');
    const id = await interviewingApplication(page);
    await page.goto(`/main-app/interview-prep/${id}`);
    await expect(page.getByRole('heading', { name: 'A sample of your prep pack' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change your plan' })).toBeVisible();
    await expect(page.getByText('Practise your answer')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveCount(0);
    await saveScreenshot(page, 'interview-prep-basic');
  });
});
