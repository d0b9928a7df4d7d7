import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genderOptions, raceOptions } from '../../src/shared/profile-options.ts';
import { eeoAnswersSchema } from '../../src/shared/schemas/eeo.ts';
import { skillsSchema } from '../../src/shared/schemas/profile.ts';
import { getAs, postAs } from '../helpers/billing.ts';
import { putAs, type Subscriber, subscriber } from '../helpers/profile.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Property: whatever any user does through the API, every other user's profile, EEO answers,
 * export and account stay exactly as that other user left them. No route takes a user id; the
 * actions below also try to name another user in bodies and query strings, and to delete another
 * user's account with that user's own password.
 */
let t: TestApp;
let pool: Subscriber[];
beforeAll(async () => {
  t = await createTestApp();
  pool = [await subscriber(t.app), await subscriber(t.app), await subscriber(t.app)];
});
afterAll(() => t?.close());

type Model = { fullName: string | null; skills: string[]; eeo: Record<string, unknown> };

const name = fc.stringMatching(/^[A-Z][a-z]{2,12}$/);
const action = fc.record({
  actor: fc.integer({ min: 0, max: 2 }),
  victim: fc.integer({ min: 0, max: 2 }),
  kind: fc.constantFrom('personal', 'skills', 'eeo', 'export', 'delete-as-victim', 'read'),
  fullName: name,
  skills: fc.array(fc.stringMatching(/^[A-Za-z]{1,8}$/), { maxLength: 4 }),
  gender: fc.constantFrom(null, ...genderOptions),
  race: fc.constantFrom(null, ...raceOptions),
});
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

async function observe(user: Subscriber) {
  const profile = (await getAs(t.app, user, '/api/app/profile')).json().profile;
  const eeo = (await getAs(t.app, user, '/api/app/profile/eeo')).json().answers;
  const me = (await getAs(t.app, user, '/api/me')).json().user;
  return { fullName: profile?.fullName ?? null, skills: profile?.skills ?? [], eeo, me };
}

async function perform(step: Action, models: Model[]) {
  const actor = pool[step.actor] as Subscriber;
  const victim = pool[step.victim] as Subscriber;
  const model = models[step.actor] as Model;
  // Every write also names the victim, which the server must ignore.
  const naming = { userId: victim.userId, id: victim.userId };
  const url = (path: string) => `${path}?userId=${victim.userId}`;
  switch (step.kind) {
    case 'personal':
      expect(
        (
          await putAs(t.app, actor, url('/api/app/profile/personal'), {
            ...naming,
            fullName: step.fullName,
          })
        ).statusCode,
      ).toBe(200);
      model.fullName = step.fullName;
      return;
    case 'skills':
      expect(
        (
          await putAs(t.app, actor, url('/api/app/profile/skills'), {
            ...naming,
            skills: step.skills,
          })
        ).statusCode,
      ).toBe(200);
      model.skills = skillsSchema.parse(step.skills);
      if (model.fullName === null) model.fullName = '';
      return;
    case 'eeo': {
      const answers = { gender: step.gender, race: step.race };
      expect(
        (await putAs(t.app, actor, url('/api/app/profile/eeo'), { ...naming, answers })).statusCode,
      ).toBe(200);
      model.eeo = eeoAnswersSchema.parse(answers);
      return;
    }
    case 'export': {
      const body = (await getAs(t.app, actor, url('/api/account/export'))).body;
      for (const other of pool.filter((user) => user !== actor)) {
        expect(body).not.toContain(other.userId);
        expect(body).not.toContain(other.email);
      }
      return;
    }
    case 'delete-as-victim': {
      if (actor === victim) return;
      const refused = await postAs(t.app, actor, url('/api/account/delete'), {
        ...naming,
        password: victim.password,
      });
      // 401, or 429 once the repeated wrong passwords reach the sign-in rate limit.
      expect([401, 429]).toContain(refused.statusCode);
      return;
    }
    case 'read':
      expect((await getAs(t.app, actor, url('/api/app/profile'))).statusCode).toBe(200);
      return;
  }
}

describe('cross-user isolation (property-based)', () => {
  it('no sequence of one user’s requests changes or reveals another user’s data', async () => {
    const initial = await Promise.all(pool.map(observe));
    const models: Model[] = initial.map((seen) => ({
      fullName: seen.fullName,
      skills: seen.skills,
      eeo: seen.eeo,
    }));
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const step of steps) {
          await perform(step, models);
          for (const [index, user] of pool.entries()) {
            const seen = await observe(user);
            const model = models[index] as Model;
            expect(seen.fullName).toBe(model.fullName);
            expect(seen.skills).toEqual(model.skills);
            expect(seen.eeo).toEqual(model.eeo);
            // The account's name follows its own saved full name, and nothing else.
            const before = initial[index]?.me;
            expect(seen.me).toEqual({
              ...before,
              displayName: model.fullName?.trim() || before?.displayName,
            });
          }
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);

  it('one user deleting their own account leaves the other’s data untouched', async () => {
    const [leaver, stayer] = [await subscriber(t.app), await subscriber(t.app)];
    for (const user of [leaver, stayer]) {
      await putAs(t.app, user, '/api/app/profile/personal', { fullName: 'Same Name' });
      await putAs(t.app, user, '/api/app/profile/eeo', { answers: { race: 'Asian' } });
    }
    const before = await observe(stayer);
    const exportBefore = (await getAs(t.app, stayer, '/api/account/export')).json().parts.profile;
    expect(
      (await postAs(t.app, leaver, '/api/account/delete', { password: leaver.password }))
        .statusCode,
    ).toBe(200);
    expect(await observe(stayer)).toEqual(before);
    expect((await getAs(t.app, stayer, '/api/account/export')).json().parts.profile).toEqual(
      exportBefore,
    );
  });
});
