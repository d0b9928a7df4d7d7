import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewedApplication } from '../helpers/applying.ts';
import { getAs, postAs } from '../helpers/billing.ts';
import { putAs, type Subscriber } from '../helpers/profile.ts';
import { startRecruiteeStandin } from '../helpers/recruitee-standin.ts';
import { nurse } from '../helpers/tailoring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The browser extension's API (decision 064) through HTTP: pairing with a one-time code, a
 * bearer token that reaches only the extension's routes and only its user's applications, is
 * refused at once when revoked, plans a fill from the user's own facts, saves answers and takes
 * the receipt that makes an application "submitted by you, with the extension".
 */
const V1 = '/api/extension/v1';
const EXTENSION_ORIGIN = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';

let t: TestApp;
let standin: Awaited<ReturnType<typeof startRecruiteeStandin>>;
let ana: Subscriber;
let other: Subscriber;

beforeAll(async () => {
  standin = await startRecruiteeStandin();
  t = await createTestApp({ env: { APPLY_HOST_PACING_SECONDS: '0' } });
  ana = await nurse(t.app);
  other = await nurse(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

const asExtension = (
  token: string | null,
  method: 'GET' | 'POST' | 'OPTIONS',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: {
      origin: EXTENSION_ORIGIN,
      'sec-fetch-site': 'cross-site',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload ? { payload } : {}),
  });

async function pair(user: Subscriber, deviceName = 'Chrome on Linux') {
  const issued = await postAs(t.app, user, '/api/app/extension/pairing-codes');
  expect(issued.statusCode, issued.body).toBe(201);
  const { code } = issued.json() as { code: string };
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  const paired = await asExtension(null, 'POST', `${V1}/pair`, { code, deviceName });
  expect(paired.statusCode, paired.body).toBe(201);
  return { code, ...(paired.json() as { token: string; deviceId: string; email: string }) };
}

const formFields = [
  { key: 'first_name', id: 'first_name', name: 'first_name', label: 'First name', type: 'text' },
  { key: 'email', id: 'email', name: 'email', label: 'Email', type: 'email' },
  { key: 'resume', id: 'resume', name: 'resume', label: 'Resume/CV', type: 'file' },
  {
    key: 'question_77',
    id: 'question_77',
    name: 'question_77',
    label: 'Do you hold a Texas compact nursing licence?',
    type: 'select',
    options: ['Yes', 'No'],
  },
].map((field) => ({ options: [], required: true, eeo: false, ...field }));

describe('pairing', () => {
  it('trades a one-time code for a token; the code works once and a wrong one says what to do', async () => {
    const { code, token, email } = await pair(ana);
    expect(token).toMatch(/^hlx_/);
    expect(email).toBe(ana.email);
    const again = await asExtension(null, 'POST', `${V1}/pair`, { code, deviceName: 'Edge' });
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors.code[0]).toContain('Settings');
    const empty = await asExtension(null, 'POST', `${V1}/pair`, { code: '', deviceName: '' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['code', 'deviceName']),
    );
    const me = await asExtension(token, 'GET', `${V1}/me`);
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(ana.email);
  });

  it('lists the paired extension on Settings, and a revoked token is refused at once', async () => {
    const { token, deviceId } = await pair(ana, 'Brave on Linux');
    expect((await asExtension(token, 'GET', `${V1}/me`)).statusCode).toBe(200);
    const listed = (await getAs(t.app, ana, '/api/app/extension/devices')).json();
    const device = listed.devices.find((d: { id: string }) => d.id === deviceId);
    expect(device).toMatchObject({ name: 'Brave on Linux' });
    expect(device.lastUsedAt).not.toBeNull();
    // Another user cannot unpair it.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/app/extension/devices/${deviceId}`,
      headers: { cookie: other.cookie, origin: 'http://localhost:3000' },
    });
    expect(foreign.statusCode).toBe(404);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/app/extension/devices/${deviceId}`,
      headers: { cookie: ana.cookie, origin: 'http://localhost:3000' },
    });
    expect(revoked.statusCode).toBe(204);
    const refused = await asExtension(token, 'GET', `${V1}/me`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toContain('Pair it again');
  });

  it('a token is no session, and a session is no token', async () => {
    const { token } = await pair(ana);
    const appRoute = await t.app.inject({
      method: 'GET',
      url: '/api/app/applications',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(appRoute.statusCode).toBe(401);
    const cookieOnly = await getAs(t.app, ana, `${V1}/me`);
    expect(cookieOnly.statusCode).toBe(401);
  });

  it('answers preflights from extension pages only', async () => {
    const preflight = await asExtension(null, 'OPTIONS', `${V1}/me`);
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(EXTENSION_ORIGIN);
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
    const fromSite = await t.app.inject({
      method: 'OPTIONS',
      url: `${V1}/me`,
      headers: { origin: 'https://evil.example' },
    });
    expect(fromSite.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('filling and the receipt', () => {
  it('finds the application for its page, plans the fill from her facts, and keeps to her own', async () => {
    const { token } = await pair(ana);
    const { token: otherToken } = await pair(other);
    const application = await reviewedApplication(t, ana, {
      origin: standin.origin,
      slug: 'driver-cdl-1',
    });
    const lookup = await asExtension(
      token,
      'GET',
      `${V1}/lookup?url=${encodeURIComponent(`${application.applyUrl}/apply?utm_source=x`)}`,
    );
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().application).toMatchObject({ id: application.id, fillable: true });
    const strangers = await asExtension(
      otherToken,
      'GET',
      `${V1}/lookup?url=${encodeURIComponent(application.applyUrl)}`,
    );
    expect(strangers.json().application).toBeNull();
    expect(strangers.json().open).toEqual([]);
    const body = { url: application.applyUrl, fields: formFields };
    const theirs = await asExtension(
      otherToken,
      'POST',
      `${V1}/applications/${application.id}/plan`,
      body,
    );
    expect(theirs.statusCode).toBe(404);

    const plan = await asExtension(
      token,
      'POST',
      `${V1}/applications/${application.id}/plan`,
      body,
    );
    expect(plan.statusCode, plan.body).toBe(200);
    const { answers, unanswered, files } = plan.json();
    const byKey = Object.fromEntries(answers.map((a: { key: string }) => [a.key, a]));
    expect(byKey.first_name.value).toEqual({ kind: 'text', text: 'Ana' });
    expect(byKey.email.value.text).toBe(ana.email);
    expect(byKey.resume.value).toMatchObject({ kind: 'file', contentType: 'application/pdf' });
    expect(Buffer.from(byKey.resume.value.base64, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    expect(unanswered.map((q: { key: string }) => q.key)).toEqual(['question_77']);
    expect(files.map((f: { role: string }) => f.role)).toEqual(['resume', 'cover_letter']);

    const saved = await asExtension(token, 'POST', `${V1}/applications/${application.id}/answers`, {
      answers: [{ key: 'question_77', question: formFields[3]?.label, value: 'Yes' }],
    });
    expect(saved.statusCode, saved.body).toBe(204);
    const replanned = await asExtension(
      token,
      'POST',
      `${V1}/applications/${application.id}/plan`,
      body,
    );
    expect(replanned.json().unanswered).toEqual([]);
  });

  it('a receipt makes it submitted by her with the extension, once, with the captures and sealed EEO', async () => {
    const { token } = await pair(ana);
    const application = await reviewedApplication(t, ana, {
      origin: standin.origin,
      slug: 'driver-cdl-2',
    });
    const plan = (
      await asExtension(token, 'POST', `${V1}/applications/${application.id}/plan`, {
        url: application.applyUrl,
        fields: formFields,
      })
    ).json();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ).toString('base64');
    const receipt = {
      url: `${application.applyUrl}/thanks`,
      fields: [
        { key: 'first_name', label: 'First name', value: 'Ana', source: 'Profile: name' },
        { key: 'gender', label: 'Gender', value: 'Female', source: 'Your EEO answers' },
      ],
      files: plan.files.slice(0, 1),
      confirmationText: 'Thank you for applying to Employer!',
      captures: {
        form: { contentType: 'image/png', base64: png },
        confirmation: { contentType: 'image/png', base64: png },
      },
      submittedAt: new Date().toISOString(),
    };
    const sent = await asExtension(
      token,
      'POST',
      `${V1}/applications/${application.id}/receipt`,
      receipt,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().state).toBe('submitted');
    const again = await asExtension(
      token,
      'POST',
      `${V1}/applications/${application.id}/receipt`,
      receipt,
    );
    expect(again.json().state).toBe('submitted');

    const detail = (await getAs(t.app, ana, `/api/app/applications/${application.id}`)).json();
    expect(detail.state).toBe('submitted');
    expect(detail.events.at(-1).cause).toBe('You submitted it with the extension');
    const stored = (
      await getAs(t.app, ana, `/api/app/applications/${application.id}/receipt`)
    ).json();
    expect(stored.channel).toBe('extension');
    expect(stored.confirmationText).toBe('Thank you for applying to Employer!');
    expect(stored.fields.find((f: { key: string }) => f.key === 'gender')).toMatchObject({
      value: '••••',
      sensitive: true,
    });
    expect(stored.artifacts.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining(['form.png', 'confirmation.png', 'resume.pdf']),
    );
    // It joins the tracker as sent with the extension.
    const tracker = (await getAs(t.app, ana, '/api/app/tracker')).json();
    expect(
      tracker.items.find(
        (item: { applicationId: string | null }) => item.applicationId === application.id,
      ),
    ).toMatchObject({ source: 'extension', stage: 'applied' });
    // Submitted: the extension may not fill it again.
    const lookup = await asExtension(
      token,
      'GET',
      `${V1}/lookup?url=${encodeURIComponent(application.applyUrl)}`,
    );
    expect(lookup.json().application).toMatchObject({ state: 'submitted', fillable: false });
    const refill = await asExtension(token, 'POST', `${V1}/applications/${application.id}/plan`, {
      url: application.applyUrl,
      fields: formFields,
    });
    expect(refill.statusCode).toBe(409);
  });
});

describe('consent for demographic answers', () => {
  it('fills them only while she shares them: turned off between two applications, the next declines', async () => {
    const { token } = await pair(ana);
    const saved = await putAs(t.app, ana, '/api/app/profile/eeo', {
      answers: { gender: 'Female', veteran: 'No' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const gender = {
      key: 'gender',
      id: 'gender',
      name: 'gender',
      label: 'Gender',
      type: 'select',
      options: ['Male', 'Female', 'Decline To Self Identify'],
      required: false,
      eeo: true,
    };
    const planFor = async (slug: string) => {
      const application = await reviewedApplication(t, ana, { origin: standin.origin, slug });
      const plan = await asExtension(token, 'POST', `${V1}/applications/${application.id}/plan`, {
        url: application.applyUrl,
        fields: [gender],
      });
      expect(plan.statusCode, plan.body).toBe(200);
      return plan.json().answers.find((answer: { key: string }) => answer.key === 'gender');
    };
    const share = async (shareEeoAnswers: boolean) => {
      const settings = (await getAs(t.app, ana, '/api/app/application-settings')).json().settings;
      const put = await putAs(t.app, ana, '/api/app/application-settings', {
        ...settings,
        shareEeoAnswers,
      });
      expect(put.statusCode, put.body).toBe(200);
    };

    await share(true);
    const shared = await planFor('driver-cdl-3');
    expect(shared.value).toEqual({ kind: 'choice', options: ['Female'] });
    expect(shared.sent).toMatchObject({ sensitive: true, source: 'Your EEO answers' });

    await share(false);
    const declined = await planFor('driver-cdl-4');
    expect(declined.value).toEqual({ kind: 'choice', options: ['Decline To Self Identify'] });
    expect(declined.sent).toMatchObject({ sensitive: true, source: 'Declined to self-identify' });
  });
});
