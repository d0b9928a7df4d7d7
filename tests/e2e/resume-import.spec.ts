import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { imageOnlyPdf, pngNamedAsResume } from '../helpers/resume-fixtures/bad-files.ts';
import { people, renderResume } from '../helpers/resume-fixtures/index.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { subscribeThroughApi } from './support/billing.ts';
import { stepButton, stepPanel } from './support/profile.ts';

const nurse = people.find((person) => person.id === 'nurse');
if (!nurse) throw new Error('the nurse fixture is missing');

async function openBuilder(page: Page) {
  await signUpThroughApi(page);
  await subscribeThroughApi(page);
  await page.goto('/main-app-forms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lets Build Your Resume');
}

const importPanel = (page: Page) =>
  page.getByRole('region', { name: 'Start from an existing resume' });

async function chooseFile(page: Page, name: string, mimeType: string, bytes: Uint8Array) {
  await importPanel(page)
    .getByLabel(/Choose a resume file/)
    .setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) });
}

test.describe('[PROFILE] start from an existing resume', () => {
  test('a PDF prefills every step for review and nothing is saved before Next', async ({
    page,
  }) => {
    await openBuilder(page);
    await chooseFile(
      page,
      'maria-gonzalez.pdf',
      'application/pdf',
      (await renderResume(nurse)).bytes,
    );

    await expect(importPanel(page).getByText('Review each step before saving')).toBeVisible();
    const panel = stepPanel(page);
    await expect(stepButton(page, 'Personal Information')).toHaveAttribute('aria-current', 'step');
    await expect(panel.getByLabel('Full Name')).toHaveValue(nurse.fullName);
    await expect(panel.getByLabel('Phone Number')).toHaveValue(nurse.phone);
    await expect(panel.getByLabel('LinkedIn Profile URL')).toHaveValue(
      'https://linkedin.com/in/maria-gonzalez-rn',
    );

    const saved = await page.request.get('/api/app/profile');
    expect((await saved.json()).profile).toBeNull();

    await stepButton(page, 'Education').click();
    const school = panel.getByRole('group', { name: 'Education 1' });
    await expect(school.getByLabel('School', { exact: true })).toHaveValue(
      'University of Oklahoma',
    );
    await expect(school.getByLabel('Degree')).toHaveValue('Bachelor of Science in Nursing');

    await stepButton(page, 'Work Experience').click();
    await expect(panel.getByRole('group')).toHaveCount(2);
    const current = panel.getByRole('group', { name: 'Position 1' });
    await expect(current.getByLabel('Company')).toHaveValue("St. Mary's Hospital");
    await expect(current.getByTestId('formatted-title')).toHaveText(
      'Charge Nurse - March 2019 Present',
    );

    // The review is the user's: Next on step 1 is what saves.
    await stepButton(page, 'Personal Information').click();
    await panel.getByRole('button', { name: 'Next' }).click();
    await expect(stepButton(page, 'Demographics')).toHaveAttribute('aria-current', 'step');
    const after = await (await page.request.get('/api/app/profile')).json();
    expect(after.profile).toMatchObject({ fullName: nurse.fullName, education: [] });

    // With a profile saved and the review dismissed, the upload folds away until asked for.
    await importPanel(page).getByRole('button', { name: 'Dismiss' }).click();
    await page.reload();
    const chooser = importPanel(page).getByText('Choose a resume file');
    await expect(chooser).toBeHidden();
    await importPanel(page).getByText('Start from an existing resume').click();
    await expect(chooser).toBeVisible();
  });

  test('a Word resume dropped on the zone prefills the builder', async ({ page }) => {
    const accountant = people.find((person) => person.id === 'accountant');
    if (!accountant) throw new Error('the accountant fixture is missing');
    await openBuilder(page);
    const bytes = Array.from((await renderResume(accountant)).bytes);
    const dataTransfer = await page.evaluateHandle((data) => {
      const transfer = new DataTransfer();
      const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      transfer.items.add(new File([new Uint8Array(data)], 'priya-raman.docx', { type }));
      return transfer;
    }, bytes);
    await importPanel(page)
      .getByText('Choose a resume file')
      .dispatchEvent('drop', { dataTransfer });

    await expect(
      importPanel(page).getByText(/We filled in what we found in priya-raman.docx/),
    ).toBeVisible();
    await expect(stepPanel(page).getByLabel('Full Name')).toHaveValue(accountant.fullName);
    await stepButton(page, 'Work Experience').click();
    const first = stepPanel(page).getByRole('group', { name: 'Position 1' });
    await expect(first.getByLabel('Company')).toHaveValue('Reyes & Cole CPAs');
    await expect(first.getByLabel('Position', { exact: true })).toHaveValue('Senior Accountant');
  });

  test('bad files get a clear message and change nothing', async ({ page }) => {
    await openBuilder(page);
    const alert = importPanel(page).getByRole('alert');
    await chooseFile(page, 'resume.pdf', 'application/pdf', pngNamedAsResume());
    await expect(alert).toHaveText(/This file type is not supported/);
    await chooseFile(page, 'scan.pdf', 'application/pdf', await imageOnlyPdf());
    await expect(alert).toHaveText(/This PDF has no text layer/);
    await expect(importPanel(page).getByText('Review each step before saving')).toHaveCount(0);
    await expect(stepPanel(page).getByLabel('Full Name')).toHaveValue('');
  });

  test('a two-column PDF: each field shows its source, a corrected field loses it, the review is saved', async ({
    page,
  }) => {
    // Printed to PDF by headless Chromium from tests/fixtures/import-review/two-column-nurse.html.
    const pdf = readFileSync(
      new URL('../fixtures/import-review/two-column-nurse.pdf', import.meta.url),
    );
    await openBuilder(page);
    await chooseFile(page, 'two-column-nurse.pdf', 'application/pdf', pdf);
    const panel = stepPanel(page);
    const fromResume = (snippet: string) => new RegExp(`From your resume: “${snippet}”`);

    // Step 1: every prefilled field says what it was read from, tied to the field.
    await expect(panel.getByLabel('Full Name')).toHaveValue('Renee Okafor');
    await expect(panel.getByLabel('Full Name')).toHaveAccessibleDescription(
      fromResume('Renee Okafor'),
    );
    await expect(panel.getByLabel('Phone Number')).toHaveAccessibleDescription(
      fromResume('\\(405\\) 555-0187'),
    );
    await expect(panel.getByLabel('LinkedIn Profile URL')).toHaveAccessibleDescription(
      fromResume('linkedin.com/in/renee-okafor'),
    );
    await expect(panel.getByLabel('Email Address')).toHaveAccessibleDescription(
      /From your resume: “renee.okafor@example.com”/,
    );

    // At 375 px the notes wrap inside the page; nothing runs off to the side.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    // Correcting a field drops its source; the others keep theirs, across a reload too.
    await panel.getByLabel('Phone Number').fill('+1 405 555 0199');
    await expect(panel.getByLabel('Phone Number')).not.toHaveAccessibleDescription(
      /From your resume/,
    );
    await page.reload();
    await expect(panel.getByLabel('Phone Number')).toHaveValue('+1 405 555 0199');
    await expect(panel.getByLabel('Phone Number')).not.toHaveAccessibleDescription(
      /From your resume/,
    );
    await expect(panel.getByLabel('Full Name')).toHaveAccessibleDescription(
      fromResume('Renee Okafor'),
    );
    expect((await (await page.request.get('/api/app/profile')).json()).profile).toBeNull();
    await panel.getByRole('button', { name: 'Next' }).click();
    await expect(stepButton(page, 'Demographics')).toHaveAttribute('aria-current', 'step');

    // Saved steps show no sources any more.
    await stepButton(page, 'Personal Information').click();
    await expect(panel.getByLabel('Full Name')).toHaveValue('Renee Okafor');
    await expect(panel.getByTestId('import-source')).toHaveCount(0);

    await stepButton(page, 'Education').click();
    const school = panel.getByRole('group', { name: 'Education 1' });
    await expect(school.getByLabel('School', { exact: true })).toHaveAccessibleDescription(
      fromResume('University of Central Oklahoma, Edmond, OK'),
    );
    await expect(school.getByLabel('Degree')).toHaveAccessibleDescription(
      fromResume('Bachelor of Science in Nursing'),
    );
    await panel.getByRole('button', { name: 'Next' }).click();

    // Step 4: a year-only date was a guess, marked in words; skills and other sections too.
    await expect(stepButton(page, 'Work Experience')).toHaveAttribute('aria-current', 'step');
    const second = panel.getByRole('group', { name: 'Position 2' });
    await expect(second.getByLabel('Company')).toHaveAccessibleDescription(
      fromResume('Mercy Hospital, Edmond, OK'),
    );
    await expect(second.getByRole('note', { name: /Check this/ })).toHaveCount(2);
    await expect(second.getByLabel('Start Date')).toHaveAccessibleDescription(/Check this/);
    await expect(panel.getByLabel('Skills', { exact: true })).toHaveAccessibleDescription(
      /From your resume: “Patient assessment · Wound care · IV therapy · Epic EHR”/,
    );
    const other = panel.getByLabel('Other sections (projects, honours, languages...)');
    await expect(other).toHaveValue(
      'LANGUAGES\nEnglish, Yoruba\n\nVOLUNTEERING\nFree clinic nurse, Good Shepherd Ministries, monthly since 2020.',
    );
    // Two snippets make a long note: cut short, the whole of it one click (or Enter) away.
    const otherSource = panel.getByTestId('import-source').filter({ hasText: 'LANGUAGES' });
    await otherSource.getByText(/From your resume: “LANGUAGES: English, Yoruba … .*…”/).click();
    await expect(otherSource.getByText(/monthly since 2020\.$/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.setViewportSize({ width: 1280, height: 800 });

    // The certifications wait for the user's go-ahead, then only fill the Job Search form.
    const certifications = importPanel(page).getByRole('list', {
      name: 'Certifications and licences in your resume',
    });
    // The sidebar wraps "License" onto a line of its own; it is read back onto its name.
    await expect(certifications.getByRole('listitem')).toHaveText([
      'Oklahoma Registered Nurse License',
      'BLS (American Heart Association)',
    ]);
    await importPanel(page)
      .getByRole('button', { name: 'Add 2 certifications to your Job Search preferences' })
      .click();
    await expect(
      importPanel(page).getByRole('status').filter({ hasText: 'not yet saved' }),
    ).toBeVisible();

    await second.getByLabel('Company').fill('Mercy Hospital Edmond');
    await panel.getByRole('button', { name: 'Save and Finish' }).click();
    await expect(page).toHaveURL(/dashboard/);

    const { profile } = await (await page.request.get('/api/app/profile')).json();
    expect(profile).toMatchObject({
      fullName: 'Renee Okafor',
      phone: '+1 405 555 0199',
      linkedIn: 'https://linkedin.com/in/renee-okafor',
      skills: ['Patient assessment', 'Wound care', 'IV therapy', 'Epic EHR'],
      education: [
        { school: 'University of Central Oklahoma', degree: 'Bachelor of Science in Nursing' },
      ],
      profileComplete: true,
    });
    expect(profile.workExperience.map((job: { company: string }) => job.company)).toEqual([
      'Integris Baptist Medical Center',
      'Mercy Hospital Edmond',
    ]);
    expect(profile.otherNotes).toContain('VOLUNTEERING\nFree clinic nurse');
    await page.goto('/main-app/profile');
    await expect(page.getByRole('region', { name: 'Other Sections' })).toContainText(
      'VOLUNTEERING Free clinic nurse',
    );
    const preferences = await (await page.request.get('/api/app/preferences')).json();
    expect(preferences.preferences).toBeNull();

    await page.goto('/main-app/job-search');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Certification Name').first()).toHaveValue(
      'Oklahoma Registered Nurse License',
    );
    // "BLS (American Heart Association)" fills the name and the issuing organization apart.
    await expect(page.getByLabel('Certification Name').nth(1)).toHaveValue('BLS');
    await expect(page.getByLabel(/Organization/).nth(1)).toHaveValue('American Heart Association');
  });
});
