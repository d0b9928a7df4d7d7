import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { DAY_MS } from '../../src/shared/time.ts';
import { type JobRow, jobRow } from '../helpers/job-rows.ts';
import { austinNursePreferences } from '../helpers/matching-fixtures.ts';
import { saveScreenshot, signUpThroughApi } from './support/accounts.ts';
import { subscribeThroughApi } from './support/billing.ts';
import {
  type SeededServer,
  startSeededCatalogueServer,
} from './support/seeded-catalogue-server.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** A registered-nurse job in Austin; the tests vary company, text and age. */
const nurseJob = (id: string, company: string, overrides: Partial<JobRow> = {}) =>
  jobRow(id, 'e2e-matching', {
    title: 'Registered Nurse',
    company,
    companyKey: company.toLowerCase(),
    occupationSoc: '29-1141',
    descriptionText: 'Registered nurse caring for adults on a medical ward.',
    locationText: 'Austin, TX',
    workplace: 'onsite',
    employmentType: 'FULL_TIME',
    industry: 'Healthcare',
    skills: ['Patient care', 'IV therapy'],
    postedAt: daysAgo(28),
    ...overrides,
  });

const rows = [
  nurseJob('acme-1', 'Acme Health', { title: 'Registered Nurse, Med-Surg' }),
  nurseJob('acme-2', 'Acme Health', { title: 'Registered Nurse, Nights' }),
  nurseJob('plain', 'Metro Care', {
    title: 'Registered Nurse, Surgical Recovery',
    descriptionText: 'Nurse for adult surgical recovery in a busy hospital.',
    postedAt: daysAgo(0),
  }),
  nurseJob('peds-a', 'Kids First', {
    title: 'Pediatric Oncology Registered Nurse',
    descriptionText: 'Pediatric oncology nursing for children and their families.',
  }),
  nurseJob('peds-b', 'Little Stars', {
    title: 'Pediatric Oncology Registered Nurse',
    descriptionText: 'Pediatric oncology nursing for children and their families.',
  }),
  // About 38 miles from Austin: past the default 30-mile radius, inside 50.
  nurseJob('marble-falls', 'Hill Country Health', {
    title: 'Registered Nurse, Rural Clinic',
    locationText: 'Marble Falls, TX',
  }),
  // A related occupation of registered nurses (src/shared/related-occupations.ts), at night: no
  // candidate until the person adds licensed practical nurses to their search.
  nurseJob('lpn-nights', 'Riverside Care', {
    title: 'Licensed Practical Nurse',
    occupationSoc: '29-2061',
    descriptionText: 'Licensed practical nurse on a long-term care unit. Night shift, 7p-7a.',
    shifts: ['NIGHT'],
  }),
  jobRow('electrician', 'e2e-matching', {
    title: 'Journeyman Electrician',
    company: 'Bright Spark Electric',
    companyKey: 'bright spark electric',
    occupationSoc: '47-2111',
    descriptionText: 'Install and repair wiring.',
    locationText: 'Seattle, WA',
    workplace: 'onsite',
    postedAt: daysAgo(3),
  }),
];

/**
 * The seeded server as a worker fixture that baseURL depends on, so every request and page of
 * this file goes to it (and it is running before any of them).
 */
// biome-ignore lint/complexity/noBannedTypes: Playwright's extend takes {} for "no test fixtures"
const test = base.extend<{}, { seeded: SeededServer }>({
  seeded: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const server = await startSeededCatalogueServer(rows);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ seeded }, use) => use(seeded.origin),
});

const addChip = async (input: Locator, value: string) => {
  await input.fill(value);
  await input.press('Enter');
};

/** The match cards' titles and companies, best first. */
const cardCompanies = (page: Page) =>
  page
    .getByRole('list', { name: 'Matches' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('h3 + p')?.textContent ?? ''));

test.describe('[JOB SEARCH]', () => {
  test('preferences wizard saves, starts a run, and the dashboard learns from feedback', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/login');
    await signUpThroughApi(page);
    await subscribeThroughApi(page);
    await page.goto('/main-app/job-search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job Search Preferences');

    // Step 1
    const title = page.getByRole('combobox', { name: 'Job Title' });
    await title.fill('nurse');
    await page.getByRole('option', { name: /^Registered nurses/ }).click();
    await expect(title).toHaveValue('Registered nurses');
    await page.getByLabel('Preferred Location').fill('Austin, TX');
    await page.getByLabel('Salary Range').selectOption('50000-100000');
    await expect(page.getByLabel('Salary Range').locator('option:checked')).toHaveText(
      '$50,000 - $100,000',
    );
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: Enter adds a trimmed chip; a duplicate in other case and a blank are not added.
    const skills = page.getByLabel('Skills', { exact: true });
    await addChip(skills, '  Patient care ');
    await addChip(skills, 'PATIENT CARE');
    await addChip(skills, '   ');
    await addChip(skills, 'IV therapy');
    const chips = page.getByRole('list', { name: 'Skills added' }).getByRole('listitem');
    await expect(chips).toHaveText([/^Patient care/, /^IV therapy/]);
    await addChip(page.getByLabel('Software and Tools', { exact: true }), 'Epic');
    await page.getByRole('button', { name: 'Remove IV therapy' }).click();
    await expect(chips).toHaveCount(1);
    await addChip(skills, 'IV therapy');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: add two certifications, remove one.
    await page.getByRole('button', { name: 'Add Certification' }).click();
    await page.getByRole('button', { name: 'Add Certification' }).click();
    const first = page.getByRole('group', { name: 'Certification 1' });
    await first.getByLabel('Certification Name').fill('BLS');
    await first.getByLabel('Organization').fill('American Heart Association');
    await first.getByLabel('Issue Date').fill('2024-03-01');
    await page.getByRole('button', { name: 'Remove certification 2' }).click();
    await expect(page.getByRole('group', { name: /^Certification/ })).toHaveCount(1);
    await saveScreenshot(page, 'job-search-step-3');

    // Slow the save down a little so "Finding Jobs..." can be seen.
    await page.route('**/api/app/preferences', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((done) => setTimeout(done, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save & Find Jobs' }).click();
    await expect(page.getByRole('button', { name: 'Finding Jobs...' })).toBeDisabled();
    const started = page.getByRole('button', { name: 'Jobs Search Started!' });
    await expect(started).toBeVisible();
    // Green as painted, not only as a class name: a second background class used to lose to the
    // primary one. Tailwind 4 paints green-700 as oklch(… 0.15x 150…).
    const background = await started.evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).toMatch(/^oklch\([\d.]+ 0\.1\d+ 1[45]\d/);

    // A reload shows the saved values.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Job Title' })).toHaveValue(
      'Registered nurses',
    );
    await expect(page.getByLabel('Preferred Location')).toHaveValue('Austin, TX');
    await page.setViewportSize({ width: 375, height: 800 });
    await saveScreenshot(page, 'job-search-mobile');
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(chips).toHaveText([/^Patient care/, /^IV therapy/]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Certification Name')).toHaveValue('BLS');

    // The dashboard shows the nursing matches with their reasons.
    await page.goto('/main-app/dashboard');
    const matchList = page.getByRole('list', { name: 'Matches' });
    // No reload: the list follows the run by itself.
    await expect(matchList.getByRole('listitem')).toHaveCount(5, { timeout: 90_000 });
    await expect(page.getByText('Journeyman Electrician')).toHaveCount(0);
    await expect(matchList.getByRole('listitem').first()).toContainText('Registered nurses');
    await expect(matchList.getByRole('listitem').first()).toContainText(
      '2 of your 3 skills: Patient care, IV therapy',
    );
    await expect(page.getByRole('status').filter({ hasText: 'Last search: today' })).toContainText(
      '5 new matches',
    );
    await saveScreenshot(page, 'dashboard-matches');

    // A like moves similar jobs up.
    const before = await cardCompanies(page);
    expect(before.indexOf('Little Stars')).toBeGreaterThan(before.indexOf('Metro Care'));
    await matchList
      .getByRole('listitem')
      .filter({ hasText: 'Kids First' })
      .getByRole('button', { name: 'Like', exact: true })
      .click();
    await expect(
      matchList.getByRole('listitem').filter({ hasText: 'Kids First' }).getByRole('button', {
        name: 'Liked',
      }),
    ).toBeVisible();
    await expect
      .poll(async () => {
        const after = await cardCompanies(page);
        return after.indexOf('Little Stars') < after.indexOf('Metro Care');
      })
      .toBe(true);

    // A dislike for "not this company" removes that company's jobs, now and in the next run.
    const acme = matchList.getByRole('listitem').filter({ hasText: 'Registered Nurse, Med-Surg' });
    await acme.getByRole('button', { name: 'Dislike' }).click();
    await acme.getByRole('button', { name: 'Not this company' }).click();
    await expect(matchList.getByText('Acme Health')).toHaveCount(0);
    await expect(page.getByText('Jobs at Acme Health are hidden from now on.')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: "What you've taught us" })
        .getByText('Hide jobs at Acme Health', { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Last search: today' })).toContainText(
      'no new jobs since the search before',
      { timeout: 90_000 },
    );
    await expect(matchList.getByText('Acme Health')).toHaveCount(0);
    await expect(matchList.getByRole('listitem')).toHaveCount(3);
    await saveScreenshot(page, 'dashboard-after-feedback');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(matchList.getByRole('listitem').first()).toBeVisible();
    await saveScreenshot(page, 'dashboard-mobile');
  });

  test('"I applied" moves a match to Applied, where it takes a like, and Run now never brings it back', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/login');
    await signUpThroughApi(page);
    await subscribeThroughApi(page);
    const saved = await page.request.put('/api/app/preferences', {
      data: austinNursePreferences,
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.goto('/main-app/dashboard');
    const matchList = page.getByRole('list', { name: 'Matches' });
    // No reload: the list follows the run by itself.
    await expect(matchList.getByRole('listitem')).toHaveCount(5, { timeout: 90_000 });
    const metro = matchList.getByRole('listitem').filter({ hasText: 'Metro Care' });
    const title = 'Registered Nurse, Surgical Recovery';

    // Marked applied, it leaves today's list; Undo (focused, so the keyboard finds it) brings it back.
    await metro.getByRole('button', { name: `I applied to ${title}` }).click();
    await expect(
      page.getByText(`Marked ${title} at Metro Care as applied. It is in your Applied list.`),
    ).toBeVisible();
    await expect(matchList.getByText('Metro Care')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Undo/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Undone: ${title} is no longer marked as applied.`)).toBeVisible();
    await expect(metro).toHaveCount(1);

    await metro.getByRole('button', { name: `I applied to ${title}` }).click();
    await expect(matchList.getByText('Metro Care')).toHaveCount(0);
    await expect(matchList.getByRole('listitem')).toHaveCount(4);

    // The Applied view lists it; a like there works like on a match.
    await page.getByRole('button', { name: 'Applied', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Applied', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const appliedList = page.getByRole('list', { name: 'Jobs you applied to' });
    await expect(appliedList.getByRole('listitem')).toHaveCount(1);
    const applied = appliedList.getByRole('listitem').filter({ hasText: 'Metro Care' });
    await applied.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(applied.getByRole('button', { name: 'Liked' })).toBeVisible();
    await expect(page.getByText(`Liked ${title}. Similar jobs will rank higher.`)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(applied.getByRole('button', { name: `Not applied to ${title}` })).toBeVisible();
    await saveScreenshot(page, 'dashboard-applied-mobile');
    await page.setViewportSize({ width: 1280, height: 720 });

    // A later run offers nothing new: the applied job does not come back as new.
    await page.getByRole('button', { name: "Today's matches" }).click();
    await page.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Last search: today' })).toContainText(
      'no new jobs since the search before',
      { timeout: 90_000 },
    );
    await expect(matchList.getByRole('listitem')).toHaveCount(4);
    await expect(matchList.getByText('Metro Care')).toHaveCount(0);
    await page.getByRole('button', { name: 'Applied', exact: true }).click();
    await expect(applied.getByRole('button', { name: 'Liked' })).toBeVisible();
  });
});

test.describe('[DASHBOARD] the list follows the run', () => {
  test('never shows a list older than the run line above it, whatever order the answers arrive in', async ({
    page,
  }) => {
    await page.goto('/login');
    await signUpThroughApi(page);
    await subscribeThroughApi(page);
    const saved = await page.request.put('/api/app/preferences', { data: austinNursePreferences });
    expect(saved.status(), await saved.text()).toBe(200);
    let finished: { status: string } | undefined;
    await expect(async () => {
      finished = (await (await page.request.get('/api/app/match-runs/latest')).json()).run;
      expect(finished?.status).toBe('succeeded');
    }).toPass({ timeout: 90_000 });

    // The run line's answer comes late. A list asked for before it arrived is answered as the
    // server answered while the run was still going (nothing yet, the run running); one asked
    // for after it gets the server's real answer.
    let runLineAnswered = false;
    await page.route('**/api/app/match-runs/latest', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      runLineAnswered = true;
      await route.fulfill({ response });
    });
    await page.route('**/api/app/matches', async (route) => {
      if (runLineAnswered) return route.continue();
      const latestRun = { ...finished, status: 'running', finishedAt: null };
      return route.fulfill({ json: { items: [], hasPreferences: true, latestRun } });
    });

    await page.goto('/main-app/dashboard');
    await expect(page.getByRole('status').filter({ hasText: 'Last search: today' })).toContainText(
      '5 new matches',
    );
    await expect(page.getByRole('list', { name: 'Matches' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByText('No matches to show')).toHaveCount(0);
  });
});

test.describe('[DASHBOARD] few matches', () => {
  test('says how few fit and where, widens the distance in one click, and each card opens its job', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/login');
    await signUpThroughApi(page);
    await subscribeThroughApi(page);
    const saved = await page.request.put('/api/app/preferences', { data: austinNursePreferences });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.goto('/main-app/dashboard');
    const matchList = page.getByRole('list', { name: 'Matches' });
    await expect(matchList.getByRole('listitem')).toHaveCount(5, { timeout: 90_000 });
    await expect(
      page.getByText(
        'Only 5 jobs fit within 30 miles of Austin, TX today; widen the radius or add related occupations.',
      ),
    ).toBeVisible();
    await expect(matchList.getByText('Hill Country Health')).toHaveCount(0);
    await saveScreenshot(page, 'dashboard-few-matches');

    await page.getByRole('button', { name: 'Search within 50 miles' }).click();
    await expect(matchList.getByText('Hill Country Health')).toHaveCount(1, { timeout: 90_000 });
    await expect(
      page.getByText(
        'Only 6 jobs fit within 50 miles of Austin, TX today; widen the radius or add related occupations.',
      ),
    ).toBeVisible();
    const stored = await (await page.request.get('/api/app/preferences')).json();
    expect(stored.preferences.radiusMiles).toBe(50);

    // The other widening: the closest related occupations, in one click; the card says the shift.
    await expect(matchList.getByText('Riverside Care')).toHaveCount(0);
    await page
      .getByRole('button', { name: /^Add related occupations: Licensed practical/ })
      .click();
    await expect(matchList.getByText('Riverside Care')).toHaveCount(1, { timeout: 90_000 });
    const lpn = matchList.getByRole('listitem').filter({ hasText: 'Riverside Care' });
    await expect(lpn).toContainText('Night shift');
    const widened = await (await page.request.get('/api/app/preferences')).json();
    expect(widened.preferences.relatedOccupations).toContain('29-2061');

    // The card's title is the way to the job's own page in the app.
    const card = matchList.getByRole('listitem').filter({ hasText: 'Hill Country Health' });
    await expect(card).toContainText('Full-time');
    await expect(card).toContainText('miles away');
    await card.getByRole('link', { name: 'Registered Nurse, Rural Clinic', exact: true }).click();
    await expect(page).toHaveURL(/\/main-app\/jobs\/marble-falls$/);
    await expect(
      page.getByRole('heading', { name: 'Registered Nurse, Rural Clinic' }),
    ).toBeVisible();
  });
});
