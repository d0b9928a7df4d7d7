import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_RATE_LIMIT } from '../../src/core/resume-import/import-resume.ts';
import { profiles } from '../../src/db/schema/index.ts';
import { signUpUser } from '../helpers/accounts.ts';
import type { SignedInUser } from '../helpers/billing.ts';
import { subscriber } from '../helpers/profile.ts';
import {
  brokenJson,
  damagedDocx,
  damagedPdf,
  encryptedPdf,
  imageOnlyPdf,
  longPdf,
  notJsonResume,
  oversizePdf,
  pngNamedAsResume,
  zipBombDocx,
} from '../helpers/resume-fixtures/bad-files.ts';
import { people, renderResume } from '../helpers/resume-fixtures/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await subscriber(t.app);
});
afterAll(() => t?.close());

const URL = '/api/app/profile/import';

function upload(
  bytes: Uint8Array,
  as: SignedInUser | null = user,
  contentType = 'application/octet-stream',
) {
  return t.app.inject({
    method: 'POST',
    url: URL,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': contentType,
      ...(as ? { cookie: as.cookie } : {}),
    },
    payload: Buffer.from(bytes),
  });
}

const nurse = people.find((person) => person.id === 'nurse');
if (!nurse) throw new Error('the nurse fixture is missing');

describe('POST /api/app/profile/import', () => {
  it('answers a draft from a PDF, whatever MIME type the browser declared, and saves nothing', async () => {
    const file = await renderResume(nurse);
    for (const type of ['application/octet-stream', 'application/pdf']) {
      const response = await upload(file.bytes, user, type);
      expect(response.statusCode).toBe(200);
      const { draft, warnings } = response.json();
      expect(draft).toMatchObject({ fullName: nurse.fullName, email: nurse.email });
      expect(draft.workExperience.map((entry: { company: string }) => entry.company)).toEqual(
        nurse.work.map((job) => job.company),
      );
      expect(warnings).toEqual([
        `Your resume gives the e-mail ${nurse.email}; your profile uses the e-mail you sign in with.`,
      ]);
    }
    const saved = await t.ctx.db.select().from(profiles).where(eq(profiles.userId, user.userId));
    expect(saved).toEqual([]);
  });

  it('reads DOCX and JSON Resume files too', async () => {
    for (const id of ['accountant', 'paralegal']) {
      const person = people.find((candidate) => candidate.id === id);
      if (!person) throw new Error(id);
      const response = await upload((await renderResume(person)).bytes);
      expect(response.statusCode).toBe(200);
      expect(response.json().draft.fullName).toBe(person.fullName);
    }
  });

  it.each([
    ['a password-protected PDF', encryptedPdf, 'This PDF is password-protected.'],
    ['a scanned PDF', imageOnlyPdf, 'This PDF has no text layer'],
    ['a PNG', pngNamedAsResume, 'This file type is not supported.'],
    ['a damaged PDF', damagedPdf, 'This PDF could not be read.'],
    ['an empty file', () => new Uint8Array(), 'The file is empty.'],
    ['a PDF of more than 10 pages', longPdf, 'This PDF has more than 10 pages.'],
    ['a Word file that unpacks to 64 MB', zipBombDocx, 'too large once unpacked'],
    ['a damaged Word file', damagedDocx, 'This Word document could not be read.'],
    ['JSON that is not a JSON Resume', notJsonResume, 'This JSON file is not a JSON Resume'],
    ['broken JSON', brokenJson, 'it is not valid JSON'],
  ])('refuses %s with a message on the file field', async (_label, make, message) => {
    const response = await upload(await make());
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain(message);
    expect(body.fieldErrors.file[0]).toContain(message);
  });

  it('refuses a file over 5 MB with 413 and says so', async () => {
    const response = await upload(oversizePdf());
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'This file is larger than 5 MB. Upload a smaller file.',
    });
  });

  it('is behind the sign-in and the subscription gate', async () => {
    const file = await renderResume(nurse);
    expect((await upload(file.bytes, null)).statusCode).toBe(401);
    expect((await upload(file.bytes, await signUpUser(t.app))).statusCode).toBe(402);
  });

  it('limits each user to 30 imports an hour, with a Retry-After', async () => {
    const busy = await subscriber(t.app);
    const tiny = new TextEncoder().encode('{"basics": {"name": "Ann Lee"}}');
    for (let attempt = 1; attempt <= IMPORT_RATE_LIMIT.limit; attempt++)
      expect((await upload(tiny, busy)).statusCode).toBe(200);
    const refused = await upload(tiny, busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(tiny, user)).statusCode).toBe(200);
  });

  it('refuses an upload from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/pdf',
        cookie: user.cookie,
      },
      payload: Buffer.from((await renderResume(nurse)).bytes),
    });
    expect(response.statusCode).toBe(403);
  });

  it('leaves the JSON body limit of other routes alone and writes nothing of the resume to the logs', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(1024),
    });
    expect(big.statusCode).toBe(415);
    const logs = t.logLines.join('\n');
    for (const secret of [nurse.email, nurse.phone, nurse.fullName, nurse.work[0]?.company ?? ''])
      expect(logs).not.toContain(secret);
  });
});
