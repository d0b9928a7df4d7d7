import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { sameOrigin, signUpUser } from '../helpers/accounts.ts';
import { getAs } from '../helpers/billing.ts';
import { putAs, type Subscriber, subscriber } from '../helpers/profile.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const personal = {
  fullName: 'Ada Lovelace',
  phone: '+1 555 123 4567',
  linkedIn: 'https://www.linkedin.com/in/ada',
};
const school = {
  school: 'Analytical College',
  degree: 'BSc Mathematics',
  schoolCityState: 'London, UK',
  startDate: '2015-09',
  endDate: '2019-06',
};
const nursing = {
  company: 'St Mary',
  position: 'Nurse',
  location: 'Boston, MA',
  startDate: '2020-01',
  endDate: '2023-03',
};

const profileOf = async (user: Subscriber) => (await getAs(t.app, user, '/api/app/profile')).json();

describe('GET /api/app/profile', () => {
  it('answers 401 signed out and 402 without a subscription (the main-app gate)', async () => {
    expect((await getAs(t.app, undefined, '/api/app/profile')).statusCode).toBe(401);
    const unpaid = await signUpUser(t.app);
    expect((await getAs(t.app, unpaid, '/api/app/profile')).statusCode).toBe(402);
    expect((await putAs(t.app, unpaid, '/api/app/profile/personal', personal)).statusCode).toBe(
      402,
    );
  });

  it('gives a null profile and the account e-mail before the first save', async () => {
    const user = await subscriber(t.app);
    expect(await profileOf(user)).toEqual({ profile: null, accountEmail: user.email });
  });
});

describe('saving the builder steps', () => {
  it('merges each step without wiping the others, then finishing sets profileComplete', async () => {
    const user = await subscriber(t.app);
    const one = await putAs(t.app, user, '/api/app/profile/personal', personal);
    expect(one.statusCode).toBe(200);
    expect(one.json().profile).toMatchObject({
      ...personal,
      education: [],
      workExperience: [],
      skills: [],
    });

    await putAs(t.app, user, '/api/app/profile/education', { entries: [school] });
    await putAs(t.app, user, '/api/app/profile/skills', { skills: ['SQL', ' sql ', '', 'Triage'] });
    const four = await putAs(t.app, user, '/api/app/profile/work', {
      entries: [nursing, { ...nursing, company: 'Mercy', endDate: '' }],
    });
    expect(four.json().profile.profileComplete).toBe(false);
    const done = await putAs(t.app, user, '/api/app/profile/work', {
      entries: [nursing, { ...nursing, company: 'Mercy', endDate: '' }],
      complete: true,
    });
    expect(done.statusCode).toBe(200);

    const { profile, accountEmail } = await profileOf(user);
    expect(accountEmail).toBe(user.email);
    expect(profile).toMatchObject({
      ...personal,
      skills: ['SQL', 'Triage'],
      education: [{ ...school, description: '' }],
      profileComplete: true,
    });
    expect(
      profile.workExperience.map((entry: { formattedTitle: string }) => entry.formattedTitle),
    ).toEqual(['Nurse - January 2020 to March 2023', 'Nurse - January 2020 Present']);
    const [account] = await t.ctx.db.select().from(users).where(eq(users.id, user.userId));
    expect(account?.profileComplete).toBe(true);

    // Saving step 1 again changes step 1 only.
    await putAs(t.app, user, '/api/app/profile/personal', { ...personal, phone: '' });
    const after = (await profileOf(user)).profile;
    expect(after).toMatchObject({ phone: '', skills: ['SQL', 'Triage'], profileComplete: true });
    expect(after.education).toHaveLength(1);
    expect(after.workExperience).toHaveLength(2);
  });

  it('makes the saved full name the name the app shows for the account', async () => {
    const user = await subscriber(t.app);
    const me = async () => (await getAs(t.app, user, '/api/me')).json().user.displayName;
    expect(await me()).toBe(user.email.split('@')[0]);
    await putAs(t.app, user, '/api/app/profile/personal', personal);
    expect(await me()).toBe('Ada Lovelace');
  });

  it('ignores a client-sent formattedTitle and drops entries where nothing was typed', async () => {
    const user = await subscriber(t.app);
    const response = await putAs(t.app, user, '/api/app/profile/work', {
      entries: [{ ...nursing, formattedTitle: 'CEO - forever' }, {}],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.workExperience).toEqual([
      { ...nursing, description: '', formattedTitle: 'Nurse - January 2020 to March 2023' },
    ]);
  });
});

describe('bad input gets field-level 400s and changes nothing', () => {
  const cases: [string, string, object, string][] = [
    ['personal', '/api/app/profile/personal', { ...personal, fullName: '   ' }, 'fullName'],
    ['personal', '/api/app/profile/personal', { ...personal, phone: 'call me' }, 'phone'],
    [
      'personal',
      '/api/app/profile/personal',
      { ...personal, linkedIn: 'https://evil.example/in/x' },
      'linkedIn',
    ],
    [
      'education',
      '/api/app/profile/education',
      { entries: [{ ...school, endDate: '2014-01' }] },
      'entries.0.endDate',
    ],
    [
      'work',
      '/api/app/profile/work',
      { entries: [{ ...nursing, startDate: '2020-13' }] },
      'entries.0.startDate',
    ],
    [
      'work',
      '/api/app/profile/work',
      { entries: [{ ...nursing, endDate: '2019-12' }] },
      'entries.0.endDate',
    ],
    ['skills', '/api/app/profile/skills', { skills: ['x'.repeat(81)] }, 'skills.0'],
    ['eeo', '/api/app/profile/eeo', { answers: { gender: 'Robot' } }, 'answers.gender'],
  ];
  it.each(cases)('%s: %j names %s', async (_step, url, body, field) => {
    const user = await subscriber(t.app);
    const response = await putAs(t.app, user, url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().fieldErrors)).toContain(field);
    expect((await profileOf(user)).profile).toBeNull();
  });
});

describe('arbitrary input to every PUT', () => {
  const entryLike = fc.record(
    {
      school: fc.string({ maxLength: 30 }),
      company: fc.string({ maxLength: 30 }),
      position: fc.string({ maxLength: 30 }),
      startDate: fc.oneof(fc.constantFrom('', '2020-01', '2019-13'), fc.string({ maxLength: 8 })),
      endDate: fc.oneof(fc.constantFrom('', '2018-05', '2024-12'), fc.string({ maxLength: 8 })),
      description: fc.oneof(fc.string({ maxLength: 50 }), fc.jsonValue({ maxDepth: 1 })),
    },
    { requiredKeys: [] },
  );
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record(
      {
        fullName: fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 40 }),
          fc.jsonValue({ maxDepth: 1 }),
        ),
        phone: fc.oneof(fc.string({ maxLength: 25 }), fc.constant('+1 555 123 4567')),
        linkedIn: fc.oneof(fc.webUrl(), fc.string({ maxLength: 40 })),
        entries: fc.oneof(fc.array(entryLike, { maxLength: 3 }), fc.jsonValue({ maxDepth: 1 })),
        complete: fc.oneof(fc.boolean(), fc.jsonValue({ maxDepth: 1 })),
        skills: fc.oneof(
          fc.array(fc.string({ maxLength: 12 }), { maxLength: 5 }),
          fc.jsonValue({ maxDepth: 1 }),
        ),
        answers: fc.oneof(
          fc.record(
            { gender: fc.constantFrom('Male', 'Robot', null), race: fc.jsonValue({ maxDepth: 1 }) },
            { requiredKeys: [] },
          ),
          fc.jsonValue({ maxDepth: 1 }),
        ),
      },
      { requiredKeys: [] },
    ),
  );
  const paths = ['personal', 'education', 'work', 'skills', 'eeo'];

  it('answers 200 or a field-level 400, never a 5xx', async () => {
    const user = await subscriber(t.app);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), body, async (path, payload) => {
        const response = await t.app.inject({
          method: 'PUT',
          url: `/api/app/profile/${path}`,
          headers: { ...sameOrigin, cookie: user.cookie },
          payload: JSON.stringify(payload),
        });
        expect([200, 400], response.body).toContain(response.statusCode);
        if (response.statusCode === 400) expect(response.json().code).toBe('VALIDATION_FAILED');
      }),
      { numRuns: 60 },
    );
  });
});
