import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testModePriceCatalog as prices } from '../../src/core/billing/price-catalog.ts';
import { profiles, users } from '../../src/db/schema/index.ts';
import { signUpUser, uniqueEmail } from '../helpers/accounts.ts';
import { getAs, postAs, type SignedInUser, startCheckout } from '../helpers/billing.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { putAs } from '../helpers/profile.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Strings PostgreSQL refuses (NUL and other control characters, lone surrogates) and values out
 * of its ranges are refused at the HTTP boundary with a 400 naming the field, never a 500
 * (docs/decisions/031-input-boundary-and-fuzzing.md).
 */
const ADMIN = uniqueEmail('admin');
let t: TestApp;
let user: SignedInUser;
let checkoutId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  user = await signUpUser(t.app, ADMIN);
  // Admin routes want a verified address; the mail round trip is tested elsewhere.
  await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.userId));
  const paid = await startCheckout(t.app, user, prices.pro);
  await postAs(t.app, user, `/api/test-checkout/${paid.id}/pay`, {
    cardNumber: '4242424242424242',
  });
  const other = await startCheckout(t.app, await signUpUser(t.app), prices.basic);
  checkoutId = other.id;
  await insertJobs(t.ctx.db, [jobRow('boundary-job', 'boundary')]);
});
afterAll(() => t?.close());

function expectFieldError(response: LightMyRequestResponse, field: string, message: RegExp) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.fieldErrors?.[field]?.[0]).toMatch(message);
}

const CONTROL = /invisible control characters/;
const BROKEN = /broken character/;

describe('control characters and lone surrogates', () => {
  it('refuses them in profile saves, naming the field, and stores nothing', async () => {
    expectFieldError(
      await putAs(t.app, user, '/api/app/profile/personal', { fullName: 'Ada\u0000 Lovelace' }),
      'fullName',
      CONTROL,
    );
    const entry = {
      school: 'School',
      degree: '',
      schoolCityState: 'Town \ud83d',
      startDate: '',
      description: '',
    };
    expectFieldError(
      await putAs(t.app, user, '/api/app/profile/education', { entries: [entry] }),
      'entries.0.schoolCityState',
      BROKEN,
    );
    expectFieldError(
      await putAs(t.app, user, '/api/app/profile/skills', { skills: ['ok', 'b\u0007d'] }),
      'skills.1',
      CONTROL,
    );
    expect(await t.ctx.db.$count(profiles)).toBe(0);
  });

  it('refuses them in preferences, job filters, job ids and match feedback', async () => {
    expectFieldError(
      await putAs(t.app, user, '/api/app/preferences', { jobTitle: 'Nurse\u0000' }),
      'jobTitle',
      CONTROL,
    );
    expectFieldError(await getAs(t.app, user, '/api/jobs?q=nurse%00'), 'q', CONTROL);
    expectFieldError(
      await getAs(t.app, user, '/api/jobs?skills=a&skills=%00'),
      'skills.1',
      CONTROL,
    );
    expectFieldError(await getAs(t.app, user, '/api/jobs/%00'), 'id', CONTROL);
    expectFieldError(
      await postAs(t.app, user, '/api/app/matches/job%00/feedback', { kind: 'like' }),
      'jobId',
      CONTROL,
    );
    expectFieldError(
      await putAs(t.app, user, '/api/app/preferences', { location: 'Paris \udc00' }),
      'location',
      BROKEN,
    );
    // A lone surrogate in a path is bytes that are not UTF-8: Fastify refuses the URL itself.
    const badPath = await putAs(t.app, user, '/api/app/matches/%ED%A0%80/applied', {
      applied: true,
    });
    expect(badPath.statusCode).toBe(400);
  });

  it('refuses them in a test checkout id, its card number and a key of a body', async () => {
    expectFieldError(await getAs(t.app, user, '/api/test-checkout/%00'), 'id', CONTROL);
    expectFieldError(
      await postAs(t.app, user, `/api/test-checkout/${checkoutId}/pay`, {
        cardNumber: '4242\u00004242',
      }),
      'cardNumber',
      CONTROL,
    );
    expectFieldError(
      await putAs(t.app, user, '/api/app/preferences', { 'job\u0000Title': 'x' }),
      '_',
      CONTROL,
    );
  });

  it('keeps tab, newline and carriage return, which are text', async () => {
    const response = await putAs(t.app, user, '/api/app/profile/skills', {
      skills: ['first\tsecond'],
    });
    expect(response.statusCode, response.body).not.toBe(500);
    expect(response.json().fieldErrors?.['skills.0'] ?? []).not.toContainEqual(
      expect.stringMatching(CONTROL),
    );
  });
});

describe('values out of the database range', () => {
  it('refuses a source id beyond a 32-bit integer with a 4xx', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/sources/99999999999',
      headers: { origin: 'http://localhost:3000', cookie: user.cookie },
    });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('refuses a posted-since date PostgreSQL has no day for (year 0) with a 400', async () => {
    expectFieldError(
      await getAs(t.app, user, '/api/jobs?postedSince=0000-01-01'),
      'postedSince',
      /date/i,
    );
  });
});
