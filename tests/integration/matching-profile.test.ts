import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testModePriceCatalog as prices } from '../../src/core/billing/price-catalog.ts';
import { loadProfileForMatching } from '../../src/core/matching/load-profile-for-matching.ts';
import { runMatchingForUser } from '../../src/core/matching/run-matching-for-user.ts';
import { matches } from '../../src/db/schema/index.ts';
import { sameOrigin, signUpUser } from '../helpers/accounts.ts';
import { postAs, type SignedInUser, startCheckout } from '../helpers/billing.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
  const session = await startCheckout(t.app, user, prices.pro);
  await postAs(t.app, user, `/api/test-checkout/${session.id}/pay`, {
    cardNumber: '4242424242424242',
  });
  await insertJobs(t.ctx.db, [
    jobRow('p-wound', 'profile', {
      title: 'Registered Nurse',
      company: 'Lakeside',
      companyKey: 'lakeside',
      occupationSoc: '29-1141',
      skills: ['Wound care', 'Triage'],
      locationText: 'Austin, TX',
      workplace: 'onsite',
      postedAt: new Date(),
    }),
  ]);
});
afterAll(() => t?.close());

it('reads an empty profile for a user who has not built one', async () => {
  const other = await signUpUser(t.app);
  expect(await loadProfileForMatching(t.ctx.db, { userId: other.userId })).toEqual({
    skills: [],
    workExperience: [],
  });
});

it("matches with the resume profile's skills and work history as well as the preferences", async () => {
  const put = (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: { ...sameOrigin, cookie: user.cookie }, payload });
  expect((await put('/api/app/profile/personal', { fullName: 'Ana Nurse' })).statusCode).toBe(200);
  expect((await put('/api/app/profile/skills', { skills: ['Wound care'] })).statusCode).toBe(200);
  const work = await put('/api/app/profile/work', {
    entries: [
      {
        company: 'Hill Clinic',
        position: 'Registered Nurse',
        location: 'Austin, TX',
        startDate: '2016-01',
        endDate: '',
        description: '',
      },
    ],
  });
  expect(work.statusCode, work.body).toBe(200);
  const profile = await loadProfileForMatching(t.ctx.db, { userId: user.userId });
  expect(profile.skills).toEqual(['Wound care']);
  expect(profile.workExperience[0]?.position).toBe('Registered Nurse');

  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/app/preferences',
    headers: { ...sameOrigin, cookie: user.cookie },
    payload: { jobTitle: '29-1141', location: 'Austin, TX', skills: ['Triage'] },
  });
  expect(saved.statusCode).toBe(200);
  const run = await runMatchingForUser(t.ctx.db, {
    userId: user.userId,
    runId: saved.json().runId,
    trigger: 'preferences',
  });
  expect(run.newMatches).toBe(1);
  const [match] = await t.ctx.db.select().from(matches).where(eq(matches.userId, user.userId));
  expect(match?.reason).toContain('2 of your 2 skills: Triage, Wound care');
});
