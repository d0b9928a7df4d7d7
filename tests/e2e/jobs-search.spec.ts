import { test as base, expect } from '@playwright/test';
import { DAY_MS } from '../../src/shared/time.ts';
import { jobRow } from '../helpers/job-rows.ts';
import { saveScreenshot, signUpThroughApi } from './support/accounts.ts';
import { subscribeThroughApi } from './support/billing.ts';
import {
  type SeededServer,
  startSeededCatalogueServer,
} from './support/seeded-catalogue-server.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

const rows = [
  jobRow('nurse-icu', 'e2e', {
    title: 'Registered Nurse, ICU',
    company: 'Lakeside General Hospital',
    descriptionHtml:
      '<p>Care for critically ill patients as a registered nurse.</p><ul><li>Night shifts</li></ul>',
    descriptionText: 'Care for critically ill patients as a registered nurse. Night shifts',
    locationText: 'Denver, CO',
    workplace: 'onsite',
    employmentType: 'FULL_TIME',
    salaryMin: 40,
    salaryMax: 52,
    salaryCurrency: 'USD',
    salaryPeriod: 'hour',
    salaryAnnualUsdMin: 83_200,
    salaryAnnualUsdMax: 108_160,
    salaryText: '$40–$52 an hour',
    skills: ['Patient Care', 'Critical Care'],
    shifts: ['NIGHT'],
    occupationSoc: '29-1141',
    postedAt: daysAgo(2),
    isDemo: true,
    applyUrl: 'https://careers.lakeside.example/jobs/nurse-icu',
  }),
  jobRow('nurse-telehealth', 'e2e', {
    title: 'Registered Nurse, Telehealth',
    company: 'Northwind Health',
    descriptionText: 'Remote registered nurse answering patient calls.',
    descriptionHtml: '<p>Remote registered nurse answering patient calls.</p>',
    locationText: 'Remote (US)',
    workplace: 'remote',
    employmentType: 'PART_TIME',
    postedAt: daysAgo(1),
  }),
  jobRow('electrician', 'e2e', {
    title: 'Journeyman Electrician',
    company: 'Bright Spark Electric',
    descriptionText: 'Install and repair wiring.',
    workplace: 'onsite',
    postedAt: daysAgo(3),
  }),
];

/**
 * The seeded server is a worker fixture (started once, stopped at the end), and every request
 * and page of these tests goes to it, not to the suite's shared server.
 */
const test = base.extend<object, { seeded: SeededServer }>({
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

test.describe('[JOBS]', () => {
  test('search, filter, open a job and come back to the same search', async ({ page }) => {
    await page.goto('/login');
    await signUpThroughApi(page);
    await subscribeThroughApi(page);
    // The CSP forbids eval: nothing on these pages may try it (zod's probe once did).
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    await page.goto('/main-app/dashboard');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Jobs' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs');

    await page.getByLabel('Search jobs').fill('registered nurse');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=registered\+nurse/);
    await expect(page.getByText('2 jobs')).toBeVisible();
    const results = page.getByRole('listitem').filter({ has: page.getByRole('heading') });
    await expect(results).toHaveCount(2);
    await expect(results.first()).toContainText('Registered Nurse');
    await expect(page.getByText('Journeyman Electrician')).toHaveCount(0);
    await expect(page.getByText('Demo data')).toHaveCount(1);

    // The filter panel starts folded, so the results come first.
    await expect(page.getByLabel('Occupation')).toBeHidden();
    await page.getByRole('button', { name: 'Show filters' }).click();
    await page.getByLabel('Occupation').selectOption({ label: 'Registered nurses' });
    await page.getByLabel('Workplace').selectOption('onsite');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/workplace=onsite/);
    await expect(page).toHaveURL(/occupation=29-1141/);
    await expect(page.getByText('1 job', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /filters \(2 on\)/ })).toBeVisible();
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText('$40–$52 an hour');
    await expect(results.first()).toContainText('Posted 2 days ago');
    await expect(results.first()).toContainText('Full-time · Night shift');
    await saveScreenshot(page, 'jobs-results');

    await page.reload();
    await expect(page.getByLabel('Search jobs')).toHaveValue('registered nurse');
    await expect(page.getByLabel('Workplace')).toHaveValue('onsite');
    await expect(results).toHaveCount(1);

    await page.getByRole('link', { name: 'Registered Nurse, ICU' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registered Nurse, ICU');
    await expect(page.getByText('Care for critically ill patients')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Night shifts' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Night shift' })).toBeVisible();
    // A demo posting has no employer behind it: no link leads to an address that does not exist.
    await expect(page.getByRole('link', { name: /Apply on the employer's site/ })).toHaveCount(0);
    await expect(page.locator('a[href*="lakeside.example"]')).toHaveCount(0);
    await expect(page.getByText('This posting is from the demo catalogue')).toBeVisible();
    await saveScreenshot(page, 'job-detail');

    await page.getByRole('link', { name: /Back to results/ }).click();
    await expect(page).toHaveURL(
      /q=registered\+nurse.*workplace=onsite|workplace=onsite.*q=registered/,
    );
    await expect(results).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('filters fold away on a phone and a search with no match says so', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/login');
    await signUpThroughApi(page);
    await subscribeThroughApi(page);
    await page.goto('/main-app/jobs?q=astronaut');
    await expect(page.getByText('No jobs match')).toBeVisible();
    await expect(page.getByLabel('Job title')).toBeHidden();
    await page.getByRole('button', { name: 'Show filters' }).click();
    await expect(page.getByLabel('Job title')).toBeVisible();
    await page.getByLabel('Minimum salary (USD a year)').fill('90000');
    await page.getByLabel('Maximum salary (USD a year)').fill('10');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('The maximum salary must be at least the minimum.')).toBeVisible();
    await saveScreenshot(page, 'jobs-mobile-filter-error');
  });
});
