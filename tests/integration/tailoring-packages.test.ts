import { count, eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageWorkLimits } from '../../src/core/tailoring/limit-package-work.ts';
import { EMPTY_PROFILE_MESSAGE } from '../../src/core/tailoring/load-tailor-input.ts';
import {
  applicationPackages,
  applicationPackageVersions,
  rateLimits,
} from '../../src/db/schema/index.ts';
import type { ApplicationPackage, PackageResponse } from '../../src/shared/schemas/tailoring.ts';
import { getAs, postAs } from '../helpers/billing.ts';
import { putAs, type Subscriber, subscriber } from '../helpers/profile.ts';
import { insertNurseJob, nurse, settledPackage } from '../helpers/tailoring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Application packages through the HTTP API with the real worker (decision 052): tailored,
 * read, edited, regenerated into a new version with the old one kept, exported and deleted with
 * the account; only ever by their owner.
 */
let t: TestApp;
let ana: Subscriber;
let created: PackageResponse;
const JOB = 'tailor-nurse-1';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

beforeAll(async () => {
  t = await createTestApp({ worker: true });
  await insertNurseJob(t.ctx.db, JOB);
  ana = await nurse(t.app);
  const response = await postAs(t.app, ana, '/api/app/packages', { jobId: JOB });
  expect(response.statusCode).toBe(201);
  created = response.json();
}, 120_000);
afterAll(() => t?.close());

const saveBody = (version: number, content: ApplicationPackage) => ({
  version,
  resume: content.resume,
  coverLetter: content.coverLetter,
  layout: content.layout,
});

/** The first bullet of the first experience entry: what an editing user changes first. */
function firstBullet(content: ApplicationPackage) {
  const entry = content.resume.sections.find((s) => s.kind === 'experience')?.entries[0];
  const bullet = entry?.bullets[0];
  if (!entry || !bullet) throw new Error('the package has no experience bullet');
  return { entry, bullet };
}

describe('a package for a job', () => {
  it('is created preparing, then ready with a resume, a letter and the coverage report', async () => {
    expect(created.package).toMatchObject({
      jobId: JOB,
      jobTitle: 'Registered Nurse - Med/Surg',
      company: "St. David's Medical Center",
      version: 1,
      edited: false,
    });
    const ready = await settledPackage(t.app, ana, created.package.id);
    expect(ready.package.status).toBe('ready');
    expect(ready.package.error).toBeNull();
    expect(ready.content).not.toBeNull();
    expect(ready.generated).toEqual(ready.content);
    expect(ready.content?.resume.contact.fullName).toBe('Ana Lopez');
    expect(JSON.stringify(ready.content?.resume)).toContain('Seton Medical Center');
    expect(ready.content?.coverLetter.paragraphs.length).toBeGreaterThan(0);
    expect(ready.content?.coverage.length).toBeGreaterThan(0);
    expect(ready.versions).toEqual([{ version: 1, createdAt: expect.any(String), edited: false }]);
  });

  it('is the same package when asked for again, and listed (also by job)', async () => {
    const again = await postAs(t.app, ana, '/api/app/packages', { jobId: JOB });
    expect(again.statusCode).toBe(200);
    expect(again.json().package.id).toBe(created.package.id);
    const all = (await getAs(t.app, ana, '/api/app/packages')).json();
    expect(all.packages.map((p: { id: string }) => p.id)).toEqual([created.package.id]);
    const byJob = (await getAs(t.app, ana, `/api/app/packages?jobId=${JOB}`)).json();
    expect(byJob.packages).toHaveLength(1);
    const otherJob = (await getAs(t.app, ana, '/api/app/packages?jobId=nope')).json();
    expect(otherJob.packages).toEqual([]);
  });

  it('saves edits, warns (never refuses) on a claim the profile does not support', async () => {
    const ready = await settledPackage(t.app, ana, created.package.id);
    const content = structuredClone(ready.content as ApplicationPackage);
    const { entry, bullet } = firstBullet(content);
    bullet.text = 'Led a team of 40 nurses at Mayo Clinic and earned a CCRN certification.';
    entry.hidden = false;
    const lastEntry = content.resume.sections.find((s) => s.kind === 'experience')?.entries.at(-1);
    if (lastEntry) lastEntry.hidden = true;
    content.layout = { template: 'modern', paper: 'a4' };

    const saved = await putAs(
      t.app,
      ana,
      `/api/app/packages/${created.package.id}`,
      saveBody(1, content),
    );
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body.package).toMatchObject({ version: 1, edited: true, status: 'ready' });
    expect(body.warnings.length).toBeGreaterThan(0);
    expect(body.warnings.every((w: { lineId: string }) => w.lineId === bullet.id)).toBe(true);
    expect(body.warnings.map((w: { claim: { text: string } }) => w.claim.text).join(' ')).toMatch(
      /Mayo Clinic|CCRN|40/,
    );
    for (const warning of body.warnings) expect(warning.claim.source).toBeNull();

    const read = (await getAs(t.app, ana, `/api/app/packages/${created.package.id}`)).json();
    expect(firstBullet(read.content).bullet.text).toBe(bullet.text);
    expect(read.content.layout).toEqual({ template: 'modern', paper: 'a4' });
    // The generated document stays as it was, for the diff view.
    expect(firstBullet(read.generated).bullet.text).not.toBe(bullet.text);
    // Coverage and generator are the tailoring's, whatever the editor sends.
    expect(read.content.coverage).toEqual(ready.content?.coverage);
  });

  it('gives no warning for an edit that only reorders or rewords what the profile says', async () => {
    const read = (await getAs(t.app, ana, `/api/app/packages/${created.package.id}`)).json();
    const content = structuredClone(read.generated as ApplicationPackage);
    const experience = content.resume.sections.find((s) => s.kind === 'experience');
    experience?.entries[0]?.bullets.reverse();
    const saved = await putAs(
      t.app,
      ana,
      `/api/app/packages/${created.package.id}`,
      saveBody(1, content),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().warnings).toEqual([]);
  });

  it('regenerates as a new version and keeps the earlier one with its edits', async () => {
    const read = (await getAs(t.app, ana, `/api/app/packages/${created.package.id}`)).json();
    const content = structuredClone(read.content as ApplicationPackage);
    firstBullet(content).bullet.text = 'Kept edit: cared for post-operative patients.';
    await putAs(t.app, ana, `/api/app/packages/${created.package.id}`, saveBody(1, content));

    const regenerated = await postAs(
      t.app,
      ana,
      `/api/app/packages/${created.package.id}/regenerate`,
    );
    expect(regenerated.statusCode).toBe(202);
    expect(regenerated.json().package.version).toBe(2);
    const v2 = await settledPackage(t.app, ana, created.package.id);
    expect(v2.package).toMatchObject({ version: 2, status: 'ready', edited: false });
    expect(v2.versions.map((v) => [v.version, v.edited])).toEqual([
      [1, true],
      [2, false],
    ]);
    const v1 = (
      await getAs(t.app, ana, `/api/app/packages/${created.package.id}?version=1`)
    ).json();
    expect(v1.package.version).toBe(1);
    expect(firstBullet(v1.content).bullet.text).toBe(
      'Kept edit: cared for post-operative patients.',
    );

    // The old version can no longer be saved over: the editor is told to reload.
    const stale = await putAs(
      t.app,
      ana,
      `/api/app/packages/${created.package.id}`,
      saveBody(1, content),
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json().fieldErrors.version).toBeDefined();
    const missing = await getAs(t.app, ana, `/api/app/packages/${created.package.id}?version=9`);
    expect(missing.statusCode).toBe(404);
  });
});

/** A download's text, whatever its format: what an ATS would read. */
async function fileText(bytes: Buffer, file: string) {
  if (file.endsWith('.pdf'))
    return (await extractText(new Uint8Array(bytes), { mergePages: true })).text;
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}

describe('the downloads', () => {
  const files = [
    ['resume.pdf', 'application/pdf', 'Ana-Lopez-Resume-St-Davids.pdf'],
    ['resume.docx', DOCX, 'Ana-Lopez-Resume-St-Davids.docx'],
    ['cover-letter.pdf', 'application/pdf', 'Ana-Lopez-Cover-Letter-St-Davids.pdf'],
    ['cover-letter.docx', DOCX, 'Ana-Lopez-Cover-Letter-St-Davids.docx'],
  ] as const;

  it.each(files)(
    '%s is an attachment with its name, and its text is the document’s',
    async (file, type, name) => {
      const id = created.package.id;
      const read: PackageResponse = (await getAs(t.app, ana, `/api/app/packages/${id}`)).json();
      const response = await getAs(t.app, ana, `/api/app/packages/${id}/files/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 4).toString('latin1')).toBe(
        file.endsWith('.pdf') ? '%PDF' : 'PK\u0003\u0004',
      );
      const text = (await fileText(bytes, file)).replace(/\s+/g, ' ');
      expect(text).toContain('Ana Lopez');
      const content = read.content as ApplicationPackage;
      if (file.startsWith('resume')) {
        expect(text).toContain('Seton Medical Center');
        // Reading order: the newest job's bullet comes before the older employer.
        const bullet = firstBullet(content).bullet.text;
        expect(text).toContain(bullet);
        expect(text.indexOf(bullet)).toBeLessThan(text.indexOf('Baylor Scott'));
      } else {
        for (const paragraph of content.coverLetter.paragraphs.filter((p) => !p.hidden))
          expect(text).toContain(paragraph.text.replace(/\s+/g, ' ').slice(0, 60));
      }
    },
  );

  it('prints an earlier version with its edits, and has nothing to print before it is ready', async () => {
    const id = created.package.id;
    const v1 = await getAs(t.app, ana, `/api/app/packages/${id}/files/resume.docx?version=1`);
    expect(v1.statusCode).toBe(200);
    expect(await fileText(v1.rawPayload, 'resume.docx')).toContain(
      'Kept edit: cared for post-operative patients.',
    );
    const empty = await subscriber(t.app);
    const pending = (await postAs(t.app, empty, '/api/app/packages', { jobId: JOB })).json();
    const failed = await settledPackage(t.app, empty, pending.package.id);
    expect(failed.package.status).toBe('failed');
    const none = await getAs(
      t.app,
      empty,
      `/api/app/packages/${failed.package.id}/files/resume.pdf`,
    );
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('NOT_FOUND');
  });
});

describe('a package that cannot be prepared', () => {
  it('fails visibly with a message, and Retry prepares it once the profile is filled', async () => {
    const empty = await subscriber(t.app);
    const response = await postAs(t.app, empty, '/api/app/packages', { jobId: JOB });
    expect(response.statusCode).toBe(201);
    const failed = await settledPackage(t.app, empty, response.json().package.id);
    expect(failed.package).toMatchObject({ status: 'failed', error: EMPTY_PROFILE_MESSAGE });
    expect(failed.content).toBeNull();

    await putAs(t.app, empty, '/api/app/profile/personal', { fullName: 'Sam Rivera' });
    await putAs(t.app, empty, '/api/app/profile/skills', { skills: ['Patient care'] });
    const retried = await postAs(t.app, empty, `/api/app/packages/${failed.package.id}/regenerate`);
    expect(retried.statusCode).toBe(202);
    const ready = await settledPackage(t.app, empty, failed.package.id);
    expect(ready.package).toMatchObject({ status: 'ready', version: 2, error: null });
    expect(ready.versions.map((v) => v.version)).toEqual([1, 2]);
  });
});

describe('another user', () => {
  it('gets 404 for every route of a package that is not theirs, and an empty list', async () => {
    const other = await nurse(t.app, 'Mallory Stone');
    const id = created.package.id;
    const read = (await getAs(t.app, ana, `/api/app/packages/${id}`)).json();
    const answers = [
      await getAs(t.app, other, `/api/app/packages/${id}`),
      await getAs(t.app, other, `/api/app/packages/${id}?version=1`),
      await putAs(t.app, other, `/api/app/packages/${id}`, saveBody(2, read.content)),
      await postAs(t.app, other, `/api/app/packages/${id}/regenerate`),
      await getAs(t.app, other, `/api/app/packages/${id}/files/resume.pdf`),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404]);
    for (const answer of answers) expect(answer.body).not.toContain('Ana Lopez');
    expect((await getAs(t.app, other, '/api/app/packages')).json().packages).toEqual([]);
    // Nothing of Ana's changed.
    const after = (await getAs(t.app, ana, `/api/app/packages/${id}`)).json();
    expect(after.versions).toEqual(read.versions);
  });
});

describe('bad input', () => {
  it('answers 400 with field messages, and 404 for a job that does not exist', async () => {
    const noJob = await postAs(t.app, ana, '/api/app/packages', {});
    expect(noJob.statusCode).toBe(400);
    expect(noJob.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(noJob.json().fieldErrors.jobId).toBeDefined();
    const unknown = await postAs(t.app, ana, '/api/app/packages', { jobId: 'no-such-job' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');

    const id = created.package.id;
    const shapeless = await putAs(t.app, ana, `/api/app/packages/${id}`, { version: 'two' });
    expect(shapeless.statusCode).toBe(400);
    expect(Object.keys(shapeless.json().fieldErrors)).toEqual(
      expect.arrayContaining(['version', 'resume', 'coverLetter']),
    );
    const read = (await getAs(t.app, ana, `/api/app/packages/${id}`)).json();
    const tooLong = structuredClone(read.content);
    firstBullet(tooLong).bullet.text = 'x'.repeat(2001);
    const long = await putAs(t.app, ana, `/api/app/packages/${id}`, saveBody(2, tooLong));
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('VALIDATION_FAILED');
    const badVersion = await getAs(t.app, ana, `/api/app/packages/${id}?version=first`);
    expect(badVersion.statusCode).toBe(400);
    const badFile = await getAs(t.app, ana, `/api/app/packages/${id}/files/resume.exe`);
    expect(badFile.statusCode).toBe(400);
  });
});

describe('the data export and account deletion', () => {
  it('exports every package with every version, and deletes them with the account', async () => {
    const leaving = await nurse(t.app, 'Lee Park');
    const response = await postAs(t.app, leaving, '/api/app/packages', { jobId: JOB });
    const id = response.json().package.id;
    await settledPackage(t.app, leaving, id);
    await postAs(t.app, leaving, `/api/app/packages/${id}/regenerate`);
    await settledPackage(t.app, leaving, id);

    const exported = await getAs(t.app, leaving, '/api/account/export');
    expect(exported.statusCode).toBe(200);
    const part = exported.json().parts.applicationPackages;
    expect(part).toHaveLength(1);
    expect(part[0]).toMatchObject({ id, jobId: JOB, currentVersion: 2 });
    expect(part[0].versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    expect(part[0].versions[0].content.resume.contact.fullName).toBe('Lee Park');

    const countersBefore = await t.ctx.db.select({ key: rateLimits.key }).from(rateLimits);
    const deleted = await postAs(t.app, leaving, '/api/account/delete', {
      password: leaving.password,
    });
    expect(deleted.statusCode).toBe(200);
    const [packagesLeft] = await t.ctx.db
      .select({ n: count() })
      .from(applicationPackages)
      .where(eq(applicationPackages.userId, leaving.userId));
    const [versionsLeft] = await t.ctx.db
      .select({ n: count() })
      .from(applicationPackageVersions)
      .where(eq(applicationPackageVersions.userId, leaving.userId));
    expect([packagesLeft?.n, versionsLeft?.n]).toEqual([0, 0]);
    // Its package work counters go too (they name the user id).
    const counters = await t.ctx.db.select({ key: rateLimits.key }).from(rateLimits);
    const ofUser = (row: { key: string }) =>
      row.key.startsWith('tailoring-') && row.key.includes(leaving.userId);
    expect(countersBefore.filter(ofUser).length).toBeGreaterThan(0);
    expect(counters.filter(ofUser)).toEqual([]);
    // Ana's package is untouched.
    expect((await getAs(t.app, ana, `/api/app/packages/${created.package.id}`)).statusCode).toBe(
      200,
    );
  });
});

describe('the per-user ceiling on package work', () => {
  it('answers 429 with Retry-After past the limit, for that user only', async () => {
    const busy = await subscriber(t.app);
    const { limit } = packageWorkLimits.prepare;
    for (let i = 0; i < limit; i++) {
      const response = await postAs(t.app, busy, '/api/app/packages', { jobId: `missing-${i}` });
      expect(response.statusCode).toBe(404);
    }
    const refused = await postAs(t.app, busy, '/api/app/packages', { jobId: JOB });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const regenerate = await postAs(t.app, busy, '/api/app/packages/any/regenerate');
    expect(regenerate.statusCode).toBe(429);
    // Downloads count apart, and other users are not held back.
    expect((await getAs(t.app, busy, '/api/app/packages/any/files/resume.pdf')).statusCode).toBe(
      404,
    );
    const again = await postAs(t.app, ana, '/api/app/packages', { jobId: JOB });
    expect(again.statusCode).toBe(200);
  });
});
