import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExtension } from '../../scripts/build-extension.ts';
import { startAtsStandins } from '../helpers/ats-standins/server.ts';
import {
  launchWithExtension,
  OTHER_HOST,
  serveUnderAtsHosts,
  watchRequestsTo,
} from '../helpers/extension-browser.ts';
import { startHireloopForExtension } from '../helpers/extension-hireloop.ts';
import { workdayPage } from '../helpers/workday-page.ts';

/**
 * The browser extension as shipped (decision 064), in Debian's Chromium against the employer
 * stand-ins served under the real ATS host names, and a Hireloop: the test plays the person. It
 * pairs, opens the form, presses Fill, answers what Hireloop could not, solves the challenge,
 * presses Submit; the extension brings the receipt back. It never presses Submit itself.
 */
const captchaForm = 'https://job-boards.greenhouse.io/greenhouse/st-davids/jobs/4012345';
const questionForm = 'https://job-boards.greenhouse.io/greenhouse/hill-country/jobs/4012399';
const linkedForm = 'https://job-boards.greenhouse.io/greenhouse/lakeway/jobs/4012377';
/** Lever's form posts natively: the confirmation is a new page in the same tab. */
/** Workday: one page of steps behind a sign-in (tests/helpers/workday-page.ts). */
const workdayForm =
  'https://careers.myworkdayjobs.com/workday/round-rock/job/Austin/Registered-Nurse_R123/apply';
/** In the catalogue, not applied to yet. */
const newForm = 'https://job-boards.greenhouse.io/greenhouse/pflugerville/jobs/4012388';
const leverForm =
  'https://jobs.lever.co/lever/round-rock/0f3c9a1e-2b4d-4c5e-8f60-718293a4b5c6/apply';

let dir: string;
let standins: Awaited<ReturnType<typeof startAtsStandins>>;
let hosts: Awaited<ReturnType<typeof serveUnderAtsHosts>>;
let hireloop: Awaited<ReturnType<typeof startHireloopForExtension>>;
let browser: Awaited<ReturnType<typeof launchWithExtension>>;
/** Every request the extension makes to Hireloop, by path. */
let requests: Awaited<ReturnType<typeof watchRequestsTo>>;
/** The first test's tab, where an application was sent: the next form opens in it. */
let usedTab: Page;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hireloop-extension-test-'));
  const { outDir } = await buildExtension({
    outDir: join(dir, 'extension'),
    zipPath: join(dir, 'extension.zip'),
  });
  standins = await startAtsStandins();
  hosts = await serveUnderAtsHosts(standins.origin);
  hireloop = await startHireloopForExtension(
    [captchaForm, questionForm, linkedForm, leverForm, workdayForm],
    [newForm],
  );
  requests = await watchRequestsTo(hireloop.origin);
  browser = await launchWithExtension(outDir, hosts.resolverRules);
});
afterAll(async () => {
  await browser?.close();
  await requests?.close();
  await hireloop?.close();
  await hosts?.close();
  await standins?.close();
  rmSync(dir, { recursive: true, force: true });
});

const panel = (page: Page) => page.locator('hireloop-panel');
/** Polls wait for the extension's own pace on a busy machine, not vitest's one second. */
const PATIENCE = { timeout: 10_000 };

/** Counts the change events each control receives: a control filled twice would get two. */
async function countChanges(page: Page) {
  await page.addInitScript(() => {
    const counts: Record<string, number> = {};
    (window as unknown as { changes: Record<string, number> }).changes = counts;
    window.addEventListener(
      'change',
      (event) => {
        const el = event.target as Element;
        const key = el.getAttribute('data-hireloop-key') ?? el.id;
        counts[key] = (counts[key] ?? 0) + 1;
      },
      true,
    );
  });
}
const changes = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { changes: Record<string, number> }).changes }));

async function pair() {
  const popup = await browser.context.newPage();
  await popup.goto(browser.popupUrl);
  await expect
    .poll(() => popup.getByLabel('Hireloop address').inputValue(), PATIENCE)
    .toBe('http://localhost:3000');
  await popup.getByLabel('Hireloop address').fill('http://127.0.0.1:9');
  await popup.getByLabel('Pairing code').fill('WXYZ-2345');
  await popup.getByRole('button', { name: 'Pair' }).click();
  await popup.getByText('Hireloop cannot be reached at http://127.0.0.1:9').waitFor();
  await popup.getByLabel('Hireloop address').fill(requests.origin);
  await popup.getByLabel('Pairing code').fill('WXYZ-2345');
  await popup.getByRole('button', { name: 'Pair' }).click();
  await popup.getByText('That code is wrong or has expired').waitFor();
  await popup.getByLabel('Pairing code').fill(await hireloop.pairingCode());
  await popup.getByRole('button', { name: 'Pair' }).click();
  await popup.getByText(`Paired with ${hireloop.email}`).waitFor();
  await popup.close();
}

describe('the extension in Chromium', () => {
  it('pairs, fills once, leaves the challenge and Submit to the person, and brings the receipt back', async () => {
    await pair();
    const page = await browser.context.newPage();
    usedTab = page;
    await countChanges(page);
    await page.goto(`${captchaForm}?variant=captcha-recaptcha`);
    // The panel is there, read locally; nothing has gone to Hireloop yet but the pairing.
    await panel(page).getByRole('button', { name: 'Fill with Hireloop' }).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requests.paths.filter((path) => !path.endsWith('/pair'))).toEqual([]);
    await panel(page).getByRole('button', { name: 'Fill with Hireloop' }).click();
    await panel(page)
      .getByText(/Filled \d+ fields/)
      .waitFor();
    expect(await page.locator('#first_name').inputValue()).toBe('Ana');
    expect(await page.locator('#email').inputValue()).toBe(hireloop.email);
    expect(
      await page.locator('#resume').evaluate((el: HTMLInputElement) => el.files?.[0]?.name),
    ).toMatch(/^Ana-Lopez-Resume.*\.pdf$/);
    // Each control the extension filled heard one change, once.
    const afterFirst = await changes(page);
    for (const key of ['first_name', 'last_name', 'email', 'phone', 'resume', 'question_30002'])
      expect(afterFirst[key], key).toBe(1);
    expect(new Set(Object.values(afterFirst))).toEqual(new Set([1]));

    // The person corrects a field; a second Fill leaves it and everything filled alone.
    await page.locator('#phone').fill('+1 512 555 0199');
    // Leaving the field is the person's own change event, before the count is taken.
    await page.locator('#phone').blur();
    const beforeSecond = await changes(page);
    await panel(page).getByRole('button', { name: 'Fill with Hireloop' }).click();
    await panel(page).getByText('Filled 0 fields').waitFor();
    expect(await changes(page)).toEqual(beforeSecond);
    expect(await page.locator('#phone').inputValue()).toBe('+1 512 555 0199');

    // The person solves the challenge (the stand-in refuses a submission without it) and submits.
    const before = standins.submissions.length;
    await page
      .frameLocator('iframe[title="reCAPTCHA challenge"]')
      .getByLabel("I'm not a robot")
      .check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await panel(page).getByText('Submitted — saved to Hireloop.').waitFor({ timeout: 20_000 });
    expect(standins.submissions.length - before).toBe(1);
    const arrived = standins.submissions.at(-1);
    expect(arrived?.fields).toMatchObject({
      first_name: 'Ana',
      last_name: 'Lopez',
      email: hireloop.email,
      phone: '+1 512 555 0199',
      question_30002: 'Yes',
      question_30003: 'No',
    });
    expect(arrived?.files.map((f) => f.field).sort()).toEqual(['cover_letter', 'resume']);
    await expect
      .poll(async () => (await hireloop.application(0)).state, PATIENCE)
      .toBe('submitted');
    const receipt = await hireloop.receipt(0);
    expect(receipt.fields.find((f: { key: string }) => f.key === 'phone')?.value).toBe(
      '+1 512 555 0199',
    );
    expect(receipt.files.map((f: { sha256: string }) => f.sha256).sort()).toEqual(
      arrived?.files.map((f) => f.sha256).sort(),
    );
    expect(receipt.confirmationText).toMatch(/Thank you for applying/);
    expect(receipt.channel).toBe('extension');
    // Both captures: the filled form and the confirmation.
    expect(
      receipt.artifacts.filter((a: { name: string }) => /form|confirmation/.test(a.name)),
    ).toHaveLength(2);

    // After the receipt, Fill is gone: nothing more is filled on this tab.
    await page.reload();
    await panel(page).getByText('Submitted — saved to Hireloop.').waitFor();
    await expect
      .poll(() => panel(page).getByRole('button', { name: 'Fill with Hireloop' }).count(), PATIENCE)
      .toBe(0);
  });

  it('shows a question nothing answers; the answer fills the field and is saved to the bank', async () => {
    // The tab that sent the first application: another form there is another application.
    const page = usedTab;
    await page.goto(`${questionForm}?variant=unknown-question`);
    await panel(page).getByRole('button', { name: 'Fill with Hireloop' }).click();
    const question = panel(page).getByRole('group', {
      name: 'Do you have a current BLS certification from the American Heart Association?',
    });
    await question.waitFor();
    // What is left is outlined in the page: this question's field, and only it.
    const outlined = page.locator('[data-hireloop-left]');
    await expect.poll(() => outlined.count(), PATIENCE).toBe(1);
    expect(await outlined.locator('#question_30009').count()).toBe(1);
    await question.getByLabel('Your answer').selectOption('Yes');
    await question.getByLabel('Save to my answers').check();
    await question.getByRole('button', { name: 'Fill this answer' }).click();
    await question.getByText('Filled and saved to your answers.').waitFor();
    await expect.poll(() => outlined.count(), PATIENCE).toBe(0);
    const bank = await hireloop.answerBank();
    expect(bank.entries).toContainEqual(
      expect.objectContaining({
        question: 'Do you have a current BLS certification from the American Heart Association?',
        answer: 'Yes',
      }),
    );
    await page.getByRole('button', { name: 'Submit application' }).click();
    await panel(page).getByText('Submitted — saved to Hireloop.').waitFor({ timeout: 20_000 });
    expect(standins.submissions.at(-1)?.fields.question_30009).toBe('Yes');
    expect((await hireloop.application(1)).state).toBe('submitted');
  });

  it('a page opened from Hireloop with #hireloop-application=<id> fills at once, for that application', async () => {
    const page = await browser.context.newPage();
    const before = requests.paths.length;
    await page.goto(`${linkedForm}?variant=plain#hireloop-application=${hireloop.ids[2]}`);
    await panel(page)
      .getByText(/Filled \d+ fields/)
      .waitFor();
    expect(await page.locator('#first_name').inputValue()).toBe('Ana');
    // No lookup: the link said which application this is.
    expect(requests.paths.slice(before)).toEqual([
      `/api/extension/v1/applications/${hireloop.ids[2]}/plan`,
    ]);
  });

  it('Lever: the confirmation page after a navigation is still tied to the application', async () => {
    const page = await browser.context.newPage();
    await page.goto(leverForm);
    await panel(page).getByRole('button', { name: 'Fill with Hireloop' }).click();
    await panel(page)
      .getByText(/Filled \d+ fields/)
      .waitFor();
    // Lever's resume parser writes over the name after the upload: the extension uploads first.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await page.locator('[name=name]').inputValue()).toBe('Ana Lopez');
    const before = standins.submissions.length;
    await page.getByRole('button', { name: 'Submit application' }).click();
    await panel(page).getByText('Submitted — saved to Hireloop.').waitFor({ timeout: 20_000 });
    expect(standins.submissions.length - before).toBe(1);
    expect(standins.submissions.at(-1)?.fields).toMatchObject({
      name: 'Ana Lopez',
      email: hireloop.email,
    });
    expect((await hireloop.application(3)).state).toBe('submitted');
    const receipt = await hireloop.receipt(3);
    expect(receipt.fields.find((f: { key: string }) => f.key === 'name')?.value).toBe('Ana Lopez');
    expect(receipt.files.map((f: { sha256: string }) => f.sha256)).toEqual(
      standins.submissions.at(-1)?.files.map((f) => f.sha256),
    );
  });

  it('Workday: the person signs in; each step is filled on "Fill this step"; the receipt has every step', async () => {
    await browser.context.route(`${workdayForm}*`, (route) =>
      route.fulfill({ contentType: 'text/html', body: workdayPage }),
    );
    const page = await browser.context.newPage();
    await page.goto(workdayForm);
    await panel(page).getByText('sign in or create an account (Workday sign-in)').waitFor();
    await page.getByLabel('Email Address').fill(hireloop.email);
    await page.getByLabel('Password').fill('the person’s own password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await panel(page).getByRole('button', { name: 'Fill this step' }).click();
    await panel(page)
      .getByText(/Filled \d+ fields/)
      .waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('Ana');
    await page.getByRole('button', { name: 'Save and Continue' }).click();

    await panel(page).getByRole('button', { name: 'Fill this step' }).click();
    await expect.poll(() => page.locator('#authorized').inputValue(), PATIENCE).toBe('Yes');
    await page.getByRole('button', { name: 'Submit' }).click();
    await panel(page).getByText('Submitted — saved to Hireloop.').waitFor({ timeout: 20_000 });

    const sent = await page.evaluate(
      () => (window as unknown as { sent: Record<string, string>[] }).sent,
    );
    expect(sent).toEqual([
      expect.objectContaining({ firstName: 'Ana', lastName: 'Lopez', email: hireloop.email }),
      { authorized: 'Yes' },
    ]);
    expect(sent[0]?.resume).toMatch(/Resume.*\.pdf$/);
    expect((await hireloop.application(4)).state).toBe('submitted');
    const receipt = await hireloop.receipt(4);
    const keys = receipt.fields.map((f: { key: string }) => f.key);
    expect(keys).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'authorized']));
    expect(receipt.files).toHaveLength(1);
  });

  it('no application for the page: the person starts one from the catalogue, and fills it once tailored', async () => {
    const page = await browser.context.newPage();
    await page.goto(newForm);
    await panel(page).getByRole('button', { name: 'Fill with Hireloop' }).click();
    const before = await hireloop.applicationIds();
    await panel(page)
      .getByRole('button', { name: 'Start: Registered Nurse - Med/Surg at Employer pflugerville' })
      .click();
    await panel(page).getByText('Hireloop is still tailoring your documents').waitFor();
    expect(await page.locator('#first_name').inputValue()).toBe('');
    const [created] = (await hireloop.applicationIds()).filter((id) => !before.includes(id));
    await hireloop.prepare(created ?? '');
    await panel(page).getByRole('button', { name: 'Fill with Hireloop' }).click();
    await panel(page)
      .getByText(/Filled \d+ fields/)
      .waitFor();
    expect(await page.locator('#first_name').inputValue()).toBe('Ana');
  });

  it('elsewhere the extension does nothing by itself, and may not run without the toolbar button', async () => {
    const page = await browser.context.newPage();
    const before = requests.paths.length;
    await page.goto(`https://${OTHER_HOST}/greenhouse/st-davids/jobs/4012345`);
    await page.locator('#first_name').waitFor();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await panel(page).count()).toBe(0);
    expect(requests.paths.length).toBe(before);
    // Injecting needs the activeTab grant that only the person's click on the button gives.
    const injected = await browser.worker.evaluate(async (host) => {
      const api = (globalThis as unknown as { chrome: typeof chrome }).chrome;
      const [tab] = await api.tabs.query({ active: true, currentWindow: true });
      try {
        await api.scripting.executeScript({
          target: { tabId: tab?.id ?? -1 },
          files: ['content.js'],
        });
        return `injected on ${host}`;
      } catch (error) {
        return String(error);
      }
    }, OTHER_HOST);
    expect(injected).toMatch(/Cannot access contents of the page/);
    expect(await panel(page).count()).toBe(0);
  });

  it('a revoked token is refused at once: the panel asks to pair again', async () => {
    expect(await hireloop.revokeDevices()).toBe(1);
    const page = await browser.context.newPage();
    await page.goto(`${questionForm}?variant=plain`);
    await panel(page).getByRole('button', { name: 'Fill with Hireloop' }).click();
    await panel(page).getByText('Pair the extension again').waitFor();
    expect(await page.locator('#first_name').inputValue()).toBe('');
  });
});
