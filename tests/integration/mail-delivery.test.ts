import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flushPendingMail } from '../../src/core/mail/deliver-in-background.ts';
import { sameOrigin, signUpUser, uniqueEmail } from '../helpers/accounts.ts';
import { linkIn, readOutbox, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const RESET_SUBJECT = 'Reset your Hireloop password';

// Each test starts its own app; building the database template once, up front, keeps that cost
// out of the first test's time limit.
beforeAll(async () => {
  await (await createTestDatabase()).drop();
});

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const resource of opened.splice(0).reverse()) await resource.close();
});

async function sink(options: Parameters<typeof startSmtpSink>[0] = {}): Promise<SmtpSink> {
  const started = await startSmtpSink(options);
  opened.push(started);
  return started;
}

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const started = await createTestApp({ env });
  opened.push(started);
  return started;
}

/** The tokens of every message the app handed to its mailer, delivered or not. */
function watchTokens(t: TestApp): string[] {
  const tokens: string[] = [];
  const send = t.ctx.mailer.send.bind(t.ctx.mailer);
  vi.spyOn(t.ctx.mailer, 'send').mockImplementation((message) => {
    tokens.push(linkIn({ ...message, raw: '' }).token);
    return send(message);
  });
  return tokens;
}

function expectNoSecrets(lines: string[], secrets: string[]) {
  expect(secrets.every((secret) => secret.length >= 20 || secret.includes('@'))).toBe(true);
  for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret);
}

const requestReset = (t: TestApp, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: sameOrigin,
    payload: { email },
  });

describe('mail delivery', () => {
  it('sends through SMTP when SMTP_URL is set, and writes nothing to the outbox', async () => {
    const smtp = await sink();
    const t = await app({ SMTP_URL: smtp.url });
    expect(t.ctx.mailer.mode).toBe('smtp');
    const { email } = await signUpUser(t.app);
    expect((await requestReset(t, email)).statusCode).toBe(202);
    await flushPendingMail();

    const resetMails = smtp.messages.filter((mail) => mail.subject === RESET_SUBJECT);
    expect(resetMails).toHaveLength(1);
    expect(resetMails[0]?.to).toContain(email);
    const { url } = linkIn(resetMails[0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_ORIGIN}/reset-password`);
    expect(smtp.recipients).toContain(email);
    expect(await readOutbox(t.dataDir)).toEqual([]);
  });

  it('writes to the outbox when SMTP_URL is not set', async () => {
    const t = await app();
    expect(t.ctx.mailer.mode).toBe('outbox');
    const { email } = await signUpUser(t.app);
    expect((await requestReset(t, email)).statusCode).toBe(202);
    await flushPendingMail();
    const resetMails = (await readOutbox(t.dataDir)).filter(
      (mail) => mail.subject === RESET_SUBJECT,
    );
    expect(resetMails).toHaveLength(1);
    expect(resetMails[0]?.to).toContain(email);
    expect(linkIn(resetMails[0]).url.origin).toBe(TEST_ORIGIN);
  });

  it('still answers 202 when the SMTP server is gone, and logs the failure without secrets', async () => {
    const smtp = await sink();
    const t = await app({ SMTP_URL: smtp.url });
    const { email } = await signUpUser(t.app);
    await flushPendingMail();
    await smtp.close();
    const tokens = watchTokens(t);

    const response = await requestReset(t, email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    await flushPendingMail();
    const failures = t.logLines.filter((line) => line.includes('mail delivery failed'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain(RESET_SUBJECT);
    expect(failures[0]).toContain('"command":"CONN"');
    expect(tokens).toHaveLength(1);
    expectNoSecrets(failures, [email, ...tokens]);
  });

  it('logs a refused recipient without the address the server quoted back', async () => {
    const smtp = await sink({ rejectRecipients: true });
    const t = await app({ SMTP_URL: smtp.url });
    const email = uniqueEmail('refused');
    const tokens = watchTokens(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: sameOrigin,
      payload: {
        email,
        password: 'a long and unusual passphrase',
        confirmPassword: 'a long and unusual passphrase',
      },
    });
    expect(response.statusCode).toBe(202);
    await flushPendingMail();
    expect(smtp.recipients).toEqual([email]);
    const failures = t.logLines.filter((line) => line.includes('mail delivery failed'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('"responseCode":550');
    expect(tokens).toHaveLength(1);
    expectNoSecrets(failures, [email, ...tokens]);
  });
});
