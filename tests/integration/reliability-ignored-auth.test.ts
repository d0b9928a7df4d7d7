import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { sameOrigin, signUpUser, uniqueEmail } from '../helpers/accounts.ts';
import { postAs, startCheckout } from '../helpers/billing.ts';
import { type Subscriber, subscriber } from '../helpers/profile.ts';
import { registeredRoutes } from '../helpers/registered-routes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Checklist row "Ignored auth" (decision 036): every route the app registers is replayed without
 * a session, with a body it would act on, and must answer 401 (never 2xx, never a validation 400
 * that hides whether the check exists). The same request with a real session must get past both
 * validation and the session check, so the 401s above came from the session check. Routes open
 * to everyone are listed with the reason they are; a new route fails here until it is classified.
 */

/** Answer without a session by design, and what they give then. */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /healthz': 'liveness probe, no data',
  'GET /readyz': 'readiness probe, no data',
  'GET /api/startup': 'boot progress for the waiting page, no data',
  'GET /api/me': 'answers {user: null} signed out',
  'GET /api/auth/methods': 'which sign-in methods exist',
  'POST /api/auth/sign-up': 'creates the session',
  'POST /api/auth/sign-in': 'creates the session (password)',
  'POST /api/auth/sign-out': 'clears the cookie; nothing to protect',
  'POST /api/auth/forgot-password': 'identical answer for every address',
  'POST /api/auth/reset-password': 'authenticated by the e-mailed token',
  'POST /api/auth/verify-email': 'authenticated by the e-mailed token',
  'GET /api/auth/google/start': 'starts the provider redirect',
  'GET /api/auth/google/callback': 'authenticated by state, PKCE and the ID token',
  'GET /api/plans': 'the public price list',
  'GET /api/catalogue/status': 'public catalogue size and freshness',
  'GET /api/jobs': 'the public job catalogue',
  'GET /api/jobs/:id': 'the public job catalogue',
  'GET /api/openapi.json': 'the API description',
  'GET /metrics': 'loopback or METRICS_TOKEN, not a session (decision 034); refused otherwise',
  'POST /api/extension/v1/pair': 'authenticated by the one-time code from Settings (decision 064)',
  'GET /api/digest/feedback': 'authenticated by the signed link in the digest (decision 066)',
  'GET /api/digest/unsubscribe': 'shows a button only; the signed link authenticates its POST',
  'POST /api/digest/unsubscribe':
    'authenticated by the signed link (RFC 8058 one-click, decision 066)',
  // The extension's CORS preflight, `OPTIONS /api/extension/v1/*`, as printRoutes lists it.
  'OPTIONS *': 'CORS preflight of the extension, no data',
};

/**
 * The browser extension's routes take its bearer token and no session (decision 064): replayed
 * without one, and with only a session cookie, they must answer 401; with a token, get past it.
 */
const extensionRequests = (): Replay[] => {
  const field = { key: 'email', id: null, name: 'email', label: 'Email', type: 'email' };
  const fields = [{ ...field, options: [], required: true, eeo: false }];
  const v1 = '/api/extension/v1';
  return [
    { method: 'GET', url: `${v1}/me` },
    { method: 'GET', url: `${v1}/lookup?url=${encodeURIComponent('https://example.test/jobs/1')}` },
    { method: 'POST', url: `${v1}/applications`, payload: { jobId: 'replay-job' } },
    {
      method: 'POST',
      url: `${v1}/applications/replay-application/plan`,
      payload: { url: 'https://example.test/jobs/1', fields },
    },
    {
      method: 'POST',
      url: `${v1}/applications/replay-application/answers`,
      payload: { answers: [{ key: 'q', question: 'Why us?', value: 'Because.' }] },
    },
    {
      method: 'POST',
      url: `${v1}/applications/replay-application/receipt`,
      payload: {
        url: 'https://example.test/jobs/1/thanks',
        fields: [],
        files: [],
        confirmationText: 'Thank you',
        captures: {},
        submittedAt: new Date().toISOString(),
      },
    },
  ];
};
const extensionRouteKey = (request: Replay) =>
  `${request.method} ${request.url.split('?')[0]?.replace('replay-application', ':id')}`;

const TINY_PDF = '%PDF-1.4\n%%EOF\n';

let t: TestApp;
let owner: Subscriber;
let admin: Awaited<ReturnType<typeof signUpUser>>;
let checkoutId: string;
const adminEmail = uniqueEmail('admin');

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: adminEmail } });
  owner = await subscriber(t.app);
  const adminUser = await signUpUser(t.app, adminEmail);
  await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.email, adminEmail));
  // A paying admin, so main-app routes answer past their subscription gate too.
  const paid = await postAs(
    t.app,
    adminUser,
    `/api/test-checkout/${(await startCheckout(t.app, adminUser, 'price_test_pro')).id}/pay`,
    { cardNumber: '4242424242424242' },
  );
  expect(paid.statusCode).toBe(200);
  admin = adminUser;
  checkoutId = (await startCheckout(t.app, owner, 'price_test_pro').catch(() => null))?.id ?? '';
}, 120_000);
afterAll(() => t?.close());

interface Replay {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  contentType?: string;
}

/** The smallest save an editor could send: it passes validation, so the session check decides. */
const replayLine = { id: 'line-1', text: 'Replay line', hidden: false, sources: [] };
const replaySaveBody = {
  version: 1,
  resume: {
    contact: { fullName: 'Replay Person', email: '', phone: '', linkedIn: '', location: '' },
    headline: replayLine,
    sections: [],
  },
  coverLetter: { greeting: replayLine, paragraphs: [], closing: replayLine },
  layout: { template: 'classic', paper: 'letter' },
};

/** A request each protected route would act on, for `user` (ids filled in for that user). */
function protectedRequests(user: { userId: string; email: string; password: string }) {
  const body = (payload: unknown) => ({ payload });
  const requests: Record<string, Omit<Replay, 'method'>> = {
    'GET /api/app/overview': { url: '/api/app/overview' },
    'GET /api/app/profile': { url: '/api/app/profile' },
    'POST /api/app/profile/import': {
      url: '/api/app/profile/import',
      payload: TINY_PDF,
      contentType: 'application/pdf',
    },
    'PUT /api/app/profile/personal': {
      url: '/api/app/profile/personal',
      ...body({ fullName: 'Replay Person' }),
    },
    'PUT /api/app/profile/education': {
      url: '/api/app/profile/education',
      ...body({ entries: [] }),
    },
    'GET /api/app/profile/eeo': { url: '/api/app/profile/eeo' },
    'PUT /api/app/profile/eeo': { url: '/api/app/profile/eeo', ...body({ answers: {} }) },
    'PUT /api/app/profile/work': { url: '/api/app/profile/work', ...body({ entries: [] }) },
    'PUT /api/app/profile/skills': { url: '/api/app/profile/skills', ...body({ skills: ['SQL'] }) },
    'PUT /api/app/profile/other-notes': {
      url: '/api/app/profile/other-notes',
      ...body({ otherNotes: 'Languages\nFrench' }),
    },
    'GET /api/app/preferences': { url: '/api/app/preferences' },
    'GET /api/app/digest-settings': { url: '/api/app/digest-settings' },
    'PUT /api/app/digest-settings': {
      url: '/api/app/digest-settings',
      ...body({ frequency: 'weekly', kinds: ['matches'], hour: 9 }),
    },
    'PUT /api/app/preferences': {
      url: '/api/app/preferences',
      ...body({
        jobTitle: '29-1141',
        location: 'Austin, TX',
        remote: false,
        salaryRange: '50000-100000',
        industry: null,
        employmentType: null,
        willingToRelocate: false,
        skills: ['Patient care'],
        software: [],
        certifications: [],
        links: [],
        dailyRunHour: 7,
      }),
    },
    'GET /api/app/matches': { url: '/api/app/matches' },
    'POST /api/app/matches/:jobId/feedback': {
      url: '/api/app/matches/replay-job/feedback',
      ...body({ kind: 'like' }),
    },
    'PUT /api/app/matches/:jobId/applied': {
      url: '/api/app/matches/replay-job/applied',
      ...body({ applied: true }),
    },
    'POST /api/app/match-runs': { url: '/api/app/match-runs' },
    'GET /api/app/match-runs/latest': { url: '/api/app/match-runs/latest' },
    'GET /api/app/match-stats': { url: '/api/app/match-stats' },
    'GET /api/app/learned-preferences': { url: '/api/app/learned-preferences' },
    'POST /api/app/learned-preferences/reset': { url: '/api/app/learned-preferences/reset' },
    'DELETE /api/app/learned-preferences/:itemId': {
      url: '/api/app/learned-preferences/00000000-0000-4000-8000-000000000000',
    },
    'GET /api/app/packages': { url: '/api/app/packages' },
    'POST /api/app/packages': { url: '/api/app/packages', ...body({ jobId: 'replay-job' }) },
    'GET /api/app/packages/:id': { url: '/api/app/packages/replay-package' },
    'PUT /api/app/packages/:id': {
      url: '/api/app/packages/replay-package',
      ...body(replaySaveBody),
    },
    'POST /api/app/packages/:id/regenerate': { url: '/api/app/packages/replay-package/regenerate' },
    'GET /api/app/packages/:id/files/:file': {
      url: '/api/app/packages/replay-package/files/resume.pdf',
    },
    'GET /api/app/applications': { url: '/api/app/applications' },
    'POST /api/app/applications': {
      url: '/api/app/applications',
      ...body({ jobId: 'replay-job' }),
    },
    'GET /api/app/applications/:id': { url: '/api/app/applications/replay-application' },
    'POST /api/app/applications/:id/approve': {
      url: '/api/app/applications/replay-application/approve',
    },
    'POST /api/app/applications/:id/withdraw': {
      url: '/api/app/applications/replay-application/withdraw',
    },
    'POST /api/app/applications/:id/retry': {
      url: '/api/app/applications/replay-application/retry',
    },
    'POST /api/app/applications/:id/answers': {
      url: '/api/app/applications/replay-application/answers',
      ...body({ answers: [{ key: 'question_1', value: 'Yes' }] }),
    },
    'POST /api/app/applications/:id/mark-submitted': {
      url: '/api/app/applications/replay-application/mark-submitted',
      ...body({}),
    },
    'GET /api/app/applications/:id/receipt': {
      url: '/api/app/applications/replay-application/receipt',
    },
    'POST /api/app/applications/:id/receipt/reveal': {
      url: '/api/app/applications/replay-application/receipt/reveal',
    },
    'GET /api/app/applications/:id/artifacts/:name': {
      url: '/api/app/applications/replay-application/artifacts/form.png',
    },
    'GET /api/app/application-settings': { url: '/api/app/application-settings' },
    'PUT /api/app/application-settings': {
      url: '/api/app/application-settings',
      ...body({
        paused: true,
        autoApply: { enabled: false, minScore: 80, sources: [] },
        cooldownDays: 30,
        shareEeoAnswers: false,
      }),
    },
    'GET /api/app/answer-bank': { url: '/api/app/answer-bank' },
    'GET /api/app/tracker': { url: '/api/app/tracker' },
    'POST /api/app/tracker/items': {
      url: '/api/app/tracker/items',
      ...body({ title: 'Nurse', company: 'Clinic', appliedOn: '2026-11-02' }),
    },
    'PUT /api/app/tracker/items/:id': {
      url: '/api/app/tracker/items/replay-item',
      ...body({ title: 'Nurse', company: 'Clinic', appliedOn: '2026-11-02' }),
    },
    'DELETE /api/app/tracker/items/:id': { url: '/api/app/tracker/items/replay-item' },
    'GET /api/app/notifications': { url: '/api/app/notifications' },
    'POST /api/app/notifications/:id/read': {
      url: '/api/app/notifications/replay-notification/read',
    },
    'POST /api/app/notifications/read-all': { url: '/api/app/notifications/read-all' },
    'PUT /api/app/tracker/items/:id/stage': {
      url: '/api/app/tracker/items/replay-item/stage',
      ...body({ stage: 'heard_back' }),
    },
    'PUT /api/app/tracker/items/:id/notes': {
      url: '/api/app/tracker/items/replay-item/notes',
      ...body({ notes: 'Called back' }),
    },
    'POST /api/app/tracker/items/:id/reminders': {
      url: '/api/app/tracker/items/replay-item/reminders',
      ...body({ dueOn: '2026-12-01', text: 'Follow up' }),
    },
    'PUT /api/app/tracker/reminders/:id': {
      url: '/api/app/tracker/reminders/replay-reminder',
      ...body({ done: true }),
    },
    'PUT /api/app/tracker/settings': {
      url: '/api/app/tracker/settings',
      ...body({ noAnswerDays: 21 }),
    },
    'GET /api/app/tracker/items/:id/prep': { url: '/api/app/tracker/items/replay-item/prep' },
    'PUT /api/app/tracker/items/:id/prep/answers/:questionId': {
      url: '/api/app/tracker/items/replay-item/prep/answers/behaviour-team',
      ...body({ answer: 'I led the crew.' }),
    },
    'POST /api/app/tracker/items/:id/prep/answers/:questionId/model-feedback': {
      url: '/api/app/tracker/items/replay-item/prep/answers/behaviour-team/model-feedback',
    },
    'GET /api/app/tracker/items/:id/prep/calendar.ics': {
      url: '/api/app/tracker/items/replay-item/prep/calendar.ics',
    },
    'POST /api/app/extension/pairing-codes': { url: '/api/app/extension/pairing-codes' },
    'GET /api/app/extension/devices': { url: '/api/app/extension/devices' },
    'DELETE /api/app/extension/devices/:id': { url: '/api/app/extension/devices/replay-device' },
    'PUT /api/app/answer-bank': {
      url: '/api/app/answer-bank',
      ...body({ entries: [], approve: false }),
    },
    'GET /api/admin/application-hand-offs': { url: '/api/admin/application-hand-offs' },
    'GET /api/account/export': { url: '/api/account/export' },
    'POST /api/account/delete': { url: '/api/account/delete', ...body({ password: 'wrong one!' }) },
    'GET /api/admin-access': { url: '/api/admin-access' },
    'GET /api/admin/sources': { url: '/api/admin/sources' },
    'POST /api/admin/sources': {
      url: '/api/admin/sources',
      ...body({ source: 'greenhouse:acme' }),
    },
    'PATCH /api/admin/sources/:id': { url: '/api/admin/sources/1', ...body({ enabled: false }) },
    'DELETE /api/admin/sources/:id': { url: '/api/admin/sources/1' },
    'GET /api/admin/ingestion-runs': { url: '/api/admin/ingestion-runs' },
    'POST /api/admin/ingestion-runs': { url: '/api/admin/ingestion-runs' },
    'POST /api/create-checkout-session': {
      url: '/api/create-checkout-session',
      ...body({
        priceId: 'price_test_pro',
        userId: user.userId,
        userEmail: user.email,
        success_url: 'http://localhost:3000/subscription-status?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:3000/subscription-status?status=cancelled',
      }),
    },
    'POST /api/verify-subscription': {
      url: '/api/verify-subscription',
      ...body({ sessionId: checkoutId || 'cs_test_replay', userId: user.userId }),
    },
    'GET /api/billing/subscription': { url: '/api/billing/subscription' },
    'POST /api/billing/portal': { url: '/api/billing/portal' },
    'POST /api/billing/cancel': { url: '/api/billing/cancel' },
    'POST /api/auth/resend-verification': { url: '/api/auth/resend-verification' },
    'GET /api/test-checkout/:id': { url: `/api/test-checkout/${checkoutId || 'cs_test_x'}` },
    'POST /api/test-checkout/:id/pay': {
      url: `/api/test-checkout/${checkoutId || 'cs_test_x'}/pay`,
      ...body({ cardNumber: '4242424242424242' }),
    },
    'POST /api/test-checkout/:id/cancel': {
      url: `/api/test-checkout/${checkoutId || 'cs_test_x'}/cancel`,
    },
  };
  return Object.entries(requests).map(([key, request]) => ({
    key,
    method: key.split(' ')[0] as Replay['method'],
    ...request,
  }));
}

function send(request: Replay, cookie?: string, token?: string) {
  const isJson = request.payload !== undefined && request.contentType === undefined;
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers: {
      origin: sameOrigin.origin,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(request.payload !== undefined
        ? { 'content-type': request.contentType ?? 'application/json' }
        : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(request.payload !== undefined
      ? { payload: isJson ? JSON.stringify(request.payload) : (request.payload as string) }
      : {}),
  });
}

describe('every route without a session', () => {
  it('is either listed as public with a reason, or has a replayable request below', () => {
    // The client's files (registered one route each when a build exists) carry no data.
    const isClientFile = (url: string) =>
      url.startsWith('/assets/') || (!url.startsWith('/api/') && /\.[a-z0-9]+$/i.test(url));
    const registered = registeredRoutes(t.app)
      .filter((route) => route.method !== 'HEAD' && !isClientFile(route.url))
      .map((route) => `${route.method} ${route.url}`);
    const covered = new Set([
      ...Object.keys(PUBLIC_ROUTES),
      ...protectedRequests(owner).map((r) => r.key),
      ...extensionRequests().map(extensionRouteKey),
    ]);
    expect(registered.filter((route) => !covered.has(route))).toEqual([]);
    // Nothing listed that the app no longer has (a stale entry would hide a missing check).
    expect([...covered].filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('answers 401 to every protected route, with a body it would otherwise act on', async () => {
    const answers: string[] = [];
    for (const request of protectedRequests(owner)) {
      const response = await send(request);
      if (response.statusCode !== 401 || response.json().code !== 'UNAUTHENTICATED')
        answers.push(`${request.key}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(answers).toEqual([]);
  });

  it('lets the same requests past validation and the session check with a session', async () => {
    const refused: string[] = [];
    const requests = protectedRequests(admin).filter(
      // Run last by hand below: it would end the session the others use.
      (request) => request.key !== 'POST /api/account/delete',
    );
    for (const request of requests) {
      const response = await send(request, admin.cookie);
      const status = response.statusCode;
      const validationRefusal = status === 400 && response.json().code === 'VALIDATION_FAILED';
      // The tiny file is refused as a resume (4xx), which still means the session check passed.
      const importRefusesTinyPdf =
        request.key.endsWith('/profile/import') && status !== 401 && status < 500;
      if (!importRefusesTinyPdf && (status === 401 || validationRefusal || status >= 500))
        refused.push(`${request.key}: ${status} ${response.body.slice(0, 160)}`);
    }
    expect(refused).toEqual([]);
  });
});

describe('every route of the browser extension', () => {
  it('answers 401 without its token, even with a session, and lets a token past', async () => {
    const issued = await postAs(t.app, admin, '/api/app/extension/pairing-codes');
    const paired = await t.app.inject({
      method: 'POST',
      url: '/api/extension/v1/pair',
      payload: { code: issued.json().code, deviceName: 'Replay' },
    });
    const { token } = paired.json() as { token: string };
    const problems: string[] = [];
    for (const request of extensionRequests()) {
      for (const cookie of [undefined, admin.cookie]) {
        const response = await send(request, cookie);
        if (response.statusCode !== 401)
          problems.push(
            `${extensionRouteKey(request)} with${cookie ? '' : 'out'} a session: ${response.statusCode}`,
          );
      }
      const withToken = await send(request, undefined, token);
      const validationRefusal =
        withToken.statusCode === 400 && withToken.json().code === 'VALIDATION_FAILED';
      if (withToken.statusCode === 401 || validationRefusal || withToken.statusCode >= 500)
        problems.push(
          `${extensionRouteKey(request)} with a token: ${withToken.statusCode} ${withToken.body.slice(0, 160)}`,
        );
    }
    expect(problems).toEqual([]);
  });
});
