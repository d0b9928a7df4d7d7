import { readFile } from 'node:fs/promises';
import { test as base, type Download, expect, type Locator, type Page } from '@playwright/test';
import mammoth from 'mammoth';
import type { PreferencesInput } from '../../src/shared/schemas/preferences.ts';
import { DAY_MS } from '../../src/shared/time.ts';
import { jobRow } from '../helpers/job-rows.ts';
import { austinNursePreferences } from '../helpers/matching-fixtures.ts';
import { saveScreenshot, signUpThroughApi } from './support/accounts.ts';
import { subscribeThroughApi } from './support/billing.ts';
import { guardPage } from './support/page-guard.ts';
import {
  type SeededServer,
  startSeededCatalogueServer,
} from './support/seeded-catalogue-server.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

const rows = [
  jobRow('metro-rn', 'e2e-tailoring', {
    title: 'Registered Nurse, Surgical Recovery',
    company: 'Metro Care',
    companyKey: 'metro care',
    occupationSoc: '29-1141',
    descriptionHtml:
      '<p>Registered nurse for adult surgical recovery.</p><ul><li>BLS certification required.</li><li>2+ years of acute care experience.</li><li>IV therapy and patient care.</li></ul>',
    descriptionText:
      'Registered nurse for adult surgical recovery. BLS certification required. 2+ years of acute care experience. IV therapy and patient care.',
    locationText: 'Austin, TX',
    workplace: 'onsite',
    employmentType: 'FULL_TIME',
    industry: 'Healthcare',
    skills: ['Patient care', 'IV therapy'],
    postedAt: daysAgo(1),
  }),
  jobRow('red-river-cdl', 'e2e-tailoring', {
    title: 'CDL-A Truck Driver, Regional',
    company: 'Red River Logistics',
    companyKey: 'red river logistics',
    occupationSoc: '53-3032',
    descriptionHtml:
      '<p>Regional tractor-trailer driver, home weekly.</p><ul><li>Class A CDL required.</li><li>2 years of tractor-trailer experience.</li><li>Pre-trip inspections and electronic logs.</li></ul>',
    descriptionText:
      'Regional tractor-trailer driver, home weekly. Class A CDL required. 2 years of tractor-trailer experience. Pre-trip inspections and electronic logs.',
    locationText: 'Dallas, TX',
    workplace: 'onsite',
    employmentType: 'FULL_TIME',
    industry: 'Transportation',
    skills: ['Pre-trip inspection'],
    postedAt: daysAgo(1),
  }),
  // Over 1,500 miles from Dallas: never a match, so nothing prepares a package for it.
  jobRow('far-cdl', 'e2e-tailoring', {
    title: 'CDL-A Truck Driver, Dedicated',
    company: 'Cascade Freight',
    companyKey: 'cascade freight',
    occupationSoc: '53-3032',
    descriptionText: 'Dedicated tractor-trailer routes. Class A CDL required.',
    locationText: 'Seattle, WA',
    workplace: 'onsite',
    employmentType: 'FULL_TIME',
    postedAt: daysAgo(1),
  }),
];

interface Persona {
  name: string;
  /** As the file names spell it: "Ana-Lopez". */
  fileName: string;
  work: {
    company: string;
    position: string;
    location: string;
    startDate: string;
    endDate: string;
    description: string;
  }[];
  education: {
    school: string;
    degree: string;
    schoolCityState: string;
    startDate: string;
    endDate: string;
    description: string;
  }[];
  skills: string[];
  preferences: PreferencesInput;
  company: string;
  jobTitle: string;
  /** The bullet edited in the editor, and the new text. */
  edit: { entry: RegExp; text: string };
  /** The older entry the journey hides. */
  hide: RegExp;
}

const nurse: Persona = {
  name: 'Ana Lopez',
  fileName: 'Ana-Lopez',
  work: [
    {
      company: "St. David's Medical Center",
      position: 'Registered Nurse',
      location: 'Austin, TX',
      startDate: '2019-01',
      endDate: '',
      description:
        'Cared for 5 patients per shift on a medical-surgical unit.\nStarted IV lines and managed IV therapy for adult patients.\nTrained new graduate nurses on unit procedures.',
    },
    {
      company: 'Seton Hospital',
      position: 'Nursing Assistant',
      location: 'Austin, TX',
      startDate: '2015-06',
      endDate: '2018-12',
      description: 'Took vital signs and helped patients with daily care.',
    },
  ],
  education: [
    {
      school: 'Austin Community College',
      degree: 'Associate Degree in Nursing',
      schoolCityState: 'Austin, TX',
      startDate: '2016-08',
      endDate: '2018-12',
      description: '',
    },
  ],
  skills: ['Patient care', 'IV therapy', 'Wound care'],
  preferences: {
    ...austinNursePreferences,
    certifications: [
      { name: 'BLS', organization: 'American Heart Association', issueDate: '2024-03-01' },
    ],
  },
  company: 'Metro Care',
  jobTitle: 'Registered Nurse, Surgical Recovery',
  edit: { entry: /St\. David/, text: 'Cared for 5 to 6 post-operative patients per shift.' },
  hide: /Seton Hospital/,
};

const trucker: Persona = {
  name: 'Marcus Reed',
  fileName: 'Marcus-Reed',
  work: [
    {
      company: 'Lone Star Freight',
      position: 'Tractor-Trailer Truck Driver',
      location: 'Dallas, TX',
      startDate: '2017-03',
      endDate: '',
      description:
        'Drove regional routes across Texas and Oklahoma with no accidents.\nInspected the truck before and after every trip.\nKept electronic logs within hours-of-service rules.',
    },
    {
      company: 'City Movers',
      position: 'Delivery Driver',
      location: 'Fort Worth, TX',
      startDate: '2013-01',
      endDate: '2017-02',
      description: 'Delivered furniture to homes and businesses.',
    },
  ],
  education: [
    {
      school: 'Dallas Truck Driving School',
      degree: 'Commercial Driver Training',
      schoolCityState: 'Dallas, TX',
      startDate: '2016-09',
      endDate: '2016-12',
      description: '',
    },
  ],
  skills: ['Pre-trip inspection', 'Electronic logging devices', 'Defensive driving'],
  preferences: {
    ...austinNursePreferences,
    jobTitle: '53-3032',
    location: 'Dallas, TX',
    skills: ['Pre-trip inspection'],
    certifications: [{ name: 'Class A CDL', organization: 'Texas DPS', issueDate: '2016-12-01' }],
  },
  company: 'Red River Logistics',
  jobTitle: 'CDL-A Truck Driver, Regional',
  edit: {
    entry: /Lone Star Freight/,
    text: 'Drove regional routes across Texas with a clean record.',
  },
  hide: /City Movers/,
};

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

async function put(page: Page, path: string, data: unknown) {
  const response = await page.request.put(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
}

/** An account with the persona's profile and preferences, whose first match run has finished. */
async function seedPersona(page: Page, persona: Persona) {
  await page.goto('/login');
  await signUpThroughApi(page);
  await subscribeThroughApi(page);
  await put(page, '/api/app/profile/personal', {
    fullName: persona.name,
    phone: '+1 512 555 0100',
    linkedIn: '',
  });
  await put(page, '/api/app/profile/education', { entries: persona.education });
  await put(page, '/api/app/profile/skills', { skills: persona.skills });
  await put(page, '/api/app/profile/work', { entries: persona.work, complete: true });
  await put(page, '/api/app/preferences', persona.preferences);
}

const saved = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved$/ });

async function download(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: (file as Download).suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** Edits a bullet, hides an entry, checks the source on focus, the autosave and the downloads. */
async function editAndDownload(page: Page, persona: Persona) {
  const guard = guardPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${persona.jobTitle} at ${persona.company}`,
  );
  // Preparing, then ready: the page polls by itself.
  const resume = page.getByRole('region', { name: 'Resume' });
  const current = resume.getByRole('listitem', { name: persona.edit.entry });
  await expect(current).toBeVisible({ timeout: 60_000 });
  await expect(saved(page)).toBeVisible();

  // The source of a line shows on keyboard focus (and is the text box's description).
  const firstBullet = current
    .getByRole('list', { name: / bullets$/ })
    .getByRole('listitem')
    .first();
  const bullet = firstBullet.getByRole('textbox');
  await page.mouse.move(0, 0);
  const source = firstBullet.getByText(/^from: /);
  await expect(source).toBeHidden();
  await bullet.focus();
  await expect(source).toBeVisible();
  await expect(source).toContainText(persona.work[0]?.company ?? '');
  await expect(bullet).toHaveAccessibleDescription(/from: Work experience/);

  // Edit a bullet and hide the older entry; the autosave says when the server has both.
  await bullet.fill(persona.edit.text);
  const older = resume.getByRole('listitem', { name: persona.hide });
  await older.getByRole('button', { name: /^Hide entry/ }).click();
  await expect(older.getByRole('button', { name: /^Show entry/ })).toBeVisible();
  await expect(saved(page)).toBeVisible();
  await guard.check(`${persona.name}'s package editor`);
  await saveScreenshot(page, `tailoring-editor-${persona.fileName}`);

  // A reload shows what the server stored, and the diff lists both changes.
  await page.reload();
  await expect(
    resume.getByRole('listitem', { name: persona.edit.entry }).getByRole('textbox').first(),
  ).toHaveValue(persona.edit.text);
  await expect(older.getByRole('button', { name: /^Show entry/ })).toBeVisible();
  await page.getByText(/^Your changes to the generated version/).click();
  const changes = page.getByRole('list', { name: 'Changes' });
  await expect(changes).toContainText('Hidden');
  await expect(changes.locator('ins').first()).toBeVisible();

  // The downloads: real PDF and DOCX bytes, named after the person, with the edits in them.
  const downloads = page.getByRole('list', { name: 'Downloads' });
  const pdf = await download(page, downloads.getByRole('link', { name: 'Download Resume (PDF)' }));
  expect(pdf.name).toMatch(new RegExp(`^${persona.fileName}-Resume.*\\.pdf$`));
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const docx = await download(
    page,
    downloads.getByRole('link', { name: 'Download Resume (Word)' }),
  );
  expect(docx.name).toMatch(new RegExp(`^${persona.fileName}-Resume.*\\.docx$`));
  expect(docx.bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  const { value: text } = await mammoth.extractRawText({ buffer: docx.bytes });
  expect(text).toContain(persona.edit.text);
  expect(text).not.toContain(persona.work[1]?.company ?? '');
  const letter = await download(
    page,
    downloads.getByRole('link', { name: 'Download Cover letter (PDF)' }),
  );
  expect(letter.name).toMatch(new RegExp(`^${persona.fileName}-Cover-Letter.*\\.pdf$`, 'i'));
  expect(letter.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const letterDocx = await download(
    page,
    downloads.getByRole('link', { name: 'Download Cover letter (Word)' }),
  );
  expect(letterDocx.name).toMatch(new RegExp(`^${persona.fileName}-Cover-Letter.*\\.docx$`, 'i'));
  expect(letterDocx.bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

  // On a phone the editor fits without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  await guard.check(`${persona.name}'s package editor on a phone`);
  await saveScreenshot(page, `tailoring-editor-${persona.fileName}-phone`);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The Documents page lists it, edited.
  await page.goto('/main-app/documents');
  const listed = page.getByRole('list', { name: 'Your documents' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(persona.company);
  await expect(listed).toContainText('edited');
  await guard.check('documents page');
  guard.expectClean();
}

test.describe('[TAILORING]', () => {
  test('a nurse tailors a match from the dashboard, edits it, and downloads PDF and DOCX', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await seedPersona(page, nurse);
    await page.goto('/main-app/dashboard');
    const card = page
      .getByRole('list', { name: 'Matches' })
      .getByRole('listitem')
      .filter({ hasText: nurse.company });
    await expect(card).toBeVisible({ timeout: 90_000 });
    await card.getByRole('button', { name: `Tailor for this job: ${nurse.jobTitle}` }).click();
    await expect(page).toHaveURL(/\/main-app\/documents\/[^/]+$/);
    await editAndDownload(page, nurse);

    // Reordered by keyboard while the network fails: the change waits in the draft, and a
    // reload restores and saves it.
    await page.getByRole('list', { name: 'Your documents' }).getByRole('link').click();
    const entry = page
      .getByRole('region', { name: 'Resume' })
      .getByRole('listitem', { name: nurse.edit.entry });
    const bullets = entry.getByRole('list', { name: / bullets$/ }).getByRole('textbox');
    await expect(bullets.first()).toHaveValue(nurse.edit.text);
    const second = await bullets.nth(1).inputValue();
    await page.route('**/api/app/packages/*', (route) =>
      route.request().method() === 'PUT' ? route.abort() : route.continue(),
    );
    await entry.getByRole('button', { name: / bullet 2 up$/ }).focus();
    await page.keyboard.press('Enter');
    await expect(bullets.first()).toHaveValue(second);
    await expect(entry.getByRole('button', { name: / bullet 1 down$/ })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /^Not saved:/ })).toBeVisible();
    await page.unroute('**/api/app/packages/*');
    await page.reload();
    await expect(saved(page)).toBeVisible();
    await expect(bullets.first()).toHaveValue(second);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    const stored = await (await page.request.get(`/api/app/packages/${id}`)).json();
    const experience = stored.content.resume.sections.find(
      (section: { kind: string }) => section.kind === 'experience',
    );
    expect(experience.entries[0].bullets[0].text).toBe(second);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('hireloop.package-draft')),
      ),
    ).toEqual([]);
  });

  test('a truck driver tailors a match, edits it, downloads PDF and DOCX, and finds it on the job page', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await seedPersona(page, trucker);
    await page.goto('/main-app/dashboard');
    const card = page
      .getByRole('list', { name: 'Matches' })
      .getByRole('listitem')
      .filter({ hasText: trucker.company });
    await expect(card).toBeVisible({ timeout: 90_000 });
    await card.getByRole('button', { name: `Tailor for this job: ${trucker.jobTitle}` }).click();
    await expect(page).toHaveURL(/\/main-app\/documents\/[^/]+$/);
    await editAndDownload(page, trucker);

    // The job page lists the package, edited, and opens it.
    await page.goto('/main-app/jobs/red-river-cdl');
    const documents = page.getByRole('region', { name: 'Resume and cover letter for this job' });
    await expect(documents).toContainText('edited');
    await documents.getByRole('link', { name: 'Open your tailored documents' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${trucker.jobTitle} at ${trucker.company}`,
    );

    // A job that is not a match (too far away) has no package yet: its page offers to tailor one.
    await page.goto('/main-app/jobs/far-cdl');
    await documents.getByRole('button', { name: /^Tailor for this job/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'CDL-A Truck Driver, Dedicated at Cascade Freight',
    );
    await expect(page.getByRole('region', { name: 'Resume' })).toBeVisible({ timeout: 60_000 });
  });
});
