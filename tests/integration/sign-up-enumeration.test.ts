import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushPendingMail } from '../../src/core/mail/deliver-in-background.ts';
import { users } from '../../src/db/schema/index.ts';
import { GOOD_PASSWORD, sameOrigin, signUpUser, uniqueEmail } from '../helpers/accounts.ts';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';

let smtp: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const signUp = (email: string, password = 'another unusual passphrase') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: sameOrigin,
    payload: { email, password, confirmPassword: password },
  });

/** What a client can see of an answer: status, body and which headers it carries. */
const visible = (response: Awaited<ReturnType<typeof signUp>>) => ({
  status: response.statusCode,
  body: response.body,
  setCookie: response.headers['set-cookie'],
  headers: Object.keys(response.headers)
    .filter((name) => !['date', 'x-request-id', 'content-length'].includes(name))
    .sort(),
});

const mailsTo = async (email: string) => {
  await flushPendingMail();
  return smtp.messages.filter((mail) => mail.to?.includes(email));
};

describe('sign-up with an address that already has an account', () => {
  it('answers exactly as a new sign-up does, and tells the owner by e-mail', async () => {
    const owner = await signUpUser(t.app, uniqueEmail('owner'), GOOD_PASSWORD);
    const newcomer = uniqueEmail('newcomer');

    const fresh = await signUp(newcomer);
    const taken = await signUp(owner.email);
    expect(visible(taken)).toEqual(visible(fresh));
    expect(fresh.statusCode).toBe(202);
    expect(fresh.json()).toEqual({ ok: true });
    expect(fresh.headers['set-cookie']).toBeUndefined();

    // The owner's account is untouched and no second one exists.
    const rows = await t.ctx.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows.map((row) => row.id)).toEqual([owner.userId]);

    // The owner learns of it, with the ways back in; the newcomer gets the confirmation link.
    const ownerMails = await mailsTo(owner.email);
    const notice = ownerMails.find((mail) => mail.subject?.includes('tried to sign up'));
    expect(notice, JSON.stringify(ownerMails.map((mail) => mail.subject))).toBeDefined();
    expect(notice?.text).toContain(`${TEST_ORIGIN}/login`);
    expect(notice?.text).toContain(`${TEST_ORIGIN}/forgot-password`);
    const newcomerMails = await mailsTo(newcomer);
    expect(newcomerMails.map((mail) => mail.subject)).toEqual([
      'Confirm your e-mail address for Hireloop',
    ]);

    // The owner's password still works; the one given at the second sign-up does not.
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: sameOrigin,
        payload: { email: owner.email, password },
      });
    expect((await signIn('another unusual passphrase')).statusCode).toBe(401);
    expect((await signIn(GOOD_PASSWORD)).statusCode).toBe(200);
  });
});
