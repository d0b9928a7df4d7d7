import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/db/schema/index.ts';
import { getAs } from '../helpers/billing.ts';
import { putAs, subscriber } from '../helpers/profile.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const note =
  'Projects\nWard handover app: cut shift-change time by 15 minutes.\n\nLanguages\nSpanish (fluent)';

describe('the "other sections" note (decision 045)', () => {
  it('is saved, read back and left alone by the other steps', async () => {
    const user = await subscriber(t.app);
    const saved = await putAs(t.app, user, '/api/app/profile/other-notes', {
      otherNotes: `  ${note}  `,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({ otherNotes: note, fullName: '', skills: [] });

    await putAs(t.app, user, '/api/app/profile/skills', { skills: ['Triage'] });
    await putAs(t.app, user, '/api/app/profile/personal', { fullName: 'Ada Lovelace' });
    const { profile } = (await getAs(t.app, user, '/api/app/profile')).json();
    expect(profile).toMatchObject({
      otherNotes: note,
      skills: ['Triage'],
      fullName: 'Ada Lovelace',
    });

    await putAs(t.app, user, '/api/app/profile/other-notes', { otherNotes: '' });
    expect((await getAs(t.app, user, '/api/app/profile')).json().profile.otherNotes).toBe('');
  });

  it('starts empty for a profile saved without it, and refuses a note over 4000 characters', async () => {
    const user = await subscriber(t.app);
    await putAs(t.app, user, '/api/app/profile/personal', { fullName: 'Grace Hopper' });
    expect((await getAs(t.app, user, '/api/app/profile')).json().profile.otherNotes).toBe('');

    const tooLong = await putAs(t.app, user, '/api/app/profile/other-notes', {
      otherNotes: 'x'.repeat(4001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().fieldErrors)).toContain('otherNotes');
    expect((await getAs(t.app, user, '/api/app/profile')).json().profile.otherNotes).toBe('');
  });

  it('the migration gives profiles stored before it an empty note', async () => {
    const user = await subscriber(t.app);
    await putAs(t.app, user, '/api/app/profile/personal', { fullName: 'Katherine Johnson' });
    // This test's database is its own: put the table back as it was before the migration.
    await t.ctx.db.execute(sql`ALTER TABLE "profiles" DROP COLUMN "other_notes"`);
    const migration = readFileSync(
      new URL('../../migrations/0012_other-notes.sql', import.meta.url),
      'utf8',
    );
    await t.ctx.db.execute(sql.raw(migration));

    const [row] = await t.ctx.db
      .select({ fullName: profiles.fullName, otherNotes: profiles.otherNotes })
      .from(profiles)
      .where(eq(profiles.userId, user.userId));
    expect(row).toEqual({ fullName: 'Katherine Johnson', otherNotes: '' });
    const saved = await putAs(t.app, user, '/api/app/profile/other-notes', { otherNotes: note });
    expect(saved.json().profile.otherNotes).toBe(note);
  });
});
