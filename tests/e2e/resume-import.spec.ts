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
});
