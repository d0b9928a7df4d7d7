import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEeoAnswers } from '../../src/core/profile/read-eeo-answers.ts';
import { SensitiveDataIntegrityError } from '../../src/core/sensitive/aes-gcm.ts';
import { eeoAnswers, sensitiveDataAudit, userDataKeys } from '../../src/db/schema/index.ts';
import { getAs } from '../helpers/billing.ts';
import {
  putAs,
  type Subscriber,
  sentinelAnswers,
  sentinelStrings,
  subscriber,
} from '../helpers/profile.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Production mode, so request lines are logged too (tests otherwise turn them off).
  t = await createTestApp({ env: { LOG_LEVEL: 'trace', NODE_ENV: 'production' } });
});
afterAll(() => t?.close());

const unanswered = {
  over18: null,
  workAuth: null,
  sponsorship: null,
  gender: null,
  pronouns: null,
  disability: null,
  veteran: null,
  race: null,
  hispanic: null,
};
/** An invalid answer: it must not reach a log line through a validation error either. */
const REFUSED_ANSWER = 'Refused-Sentinel-Gender-81d2';
const getEeo = (user: Subscriber) => getAs(t.app, user, '/api/app/profile/eeo');
const putEeo = (user: Subscriber, answers: object) =>
  putAs(t.app, user, '/api/app/profile/eeo', { answers });
const auditOf = (userId: string) =>
  t.ctx.db
    .select()
    .from(sensitiveDataAudit)
    .where(eq(sensitiveDataAudit.userId, userId))
    .orderBy(sensitiveDataAudit.id);
const eeoRowOf = async (userId: string) =>
  (await t.ctx.db.select().from(eeoAnswers).where(eq(eeoAnswers.userId, userId)))[0];

describe('EEO answers for their owner', () => {
  it('starts unanswered, round-trips every answer, and accepts a partial set', async () => {
    const user = await subscriber(t.app);
    expect((await getEeo(user)).json()).toEqual({ answers: unanswered });
    const saved = await putEeo(user, sentinelAnswers);
    expect(saved.statusCode).toBe(200);
    expect((await getEeo(user)).json()).toEqual({ answers: sentinelAnswers });
    await putEeo(user, { gender: 'Prefer Not to Say' });
    expect((await getEeo(user)).json()).toEqual({
      answers: { ...unanswered, gender: 'Prefer Not to Say' },
    });
  });

  it('audits every read and write: who, why, which fields, never a value', async () => {
    const user = await subscriber(t.app);
    await getEeo(user);
    await putEeo(user, { ...unanswered, race: 'Asian', veteran: 'No' });
    await getEeo(user);
    await putEeo(user, { ...unanswered, race: 'Asian', veteran: 'Yes' });
    const audit = await auditOf(user.userId);
    expect(audit.map((row) => [row.action, row.actor, row.fields])).toEqual([
      ['read', user.userId, Object.keys(unanswered)],
      ['write', user.userId, ['veteran', 'race']],
      ['read', user.userId, Object.keys(unanswered)],
      ['write', user.userId, ['veteran']],
    ]);
    expect(audit.every((row) => row.purpose.length > 0)).toBe(true);
    expect(JSON.stringify(audit)).not.toMatch(/Asian|"Yes"|"No"/);
  });

  it('stores only ciphertext, and a refused answer is not echoed back', async () => {
    const user = await subscriber(t.app);
    const refused = await putEeo(user, { gender: REFUSED_ANSWER });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).not.toContain(REFUSED_ANSWER);
    await putEeo(user, sentinelAnswers);
    const row = await eeoRowOf(user.userId);
    const stored = JSON.stringify(row);
    for (const sentinel of sentinelStrings) expect(stored).not.toContain(sentinel);
  });
});

describe('tampering fails loudly', () => {
  const flipFirstByte = (base64: string) => {
    const bytes = Buffer.from(base64, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 0x01;
    return bytes.toString('base64');
  };

  it('one flipped ciphertext byte: the read throws and the API answers 500, not a blank form', async () => {
    const user = await subscriber(t.app);
    await putEeo(user, sentinelAnswers);
    const row = await eeoRowOf(user.userId);
    await t.ctx.db
      .update(eeoAnswers)
      .set({ ciphertext: flipFirstByte(row?.ciphertext ?? '') })
      .where(eq(eeoAnswers.userId, user.userId));
    await expect(readEeoAnswers(t.ctx, { userId: user.userId, purpose: 'test' })).rejects.toThrow(
      SensitiveDataIntegrityError,
    );
    const response = await getEeo(user);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('Non-Binary');
  });

  it('a flipped byte in the wrapped data key fails too', async () => {
    const user = await subscriber(t.app);
    await putEeo(user, sentinelAnswers);
    const [key] = await t.ctx.db
      .select()
      .from(userDataKeys)
      .where(eq(userDataKeys.userId, user.userId));
    await t.ctx.db
      .update(userDataKeys)
      .set({ wrappedKey: flipFirstByte(key?.wrappedKey ?? '') })
      .where(eq(userDataKeys.userId, user.userId));
    await expect(readEeoAnswers(t.ctx, { userId: user.userId, purpose: 'test' })).rejects.toThrow(
      SensitiveDataIntegrityError,
    );
  });

  it('a ciphertext moved to another user does not decrypt, however it is relabelled', async () => {
    const victim = await subscriber(t.app);
    const thief = await subscriber(t.app);
    await putEeo(victim, sentinelAnswers);
    await putEeo(thief, unanswered);
    const stolen = await eeoRowOf(victim.userId);
    const thiefRow = await eeoRowOf(thief.userId);
    if (!stolen || !thiefRow) throw new Error('rows missing');
    const copy = { ciphertext: stolen.ciphertext, iv: stolen.iv, tag: stolen.tag };
    const read = () => readEeoAnswers(t.ctx, { userId: thief.userId, purpose: 'test' });

    // As it is, naming the victim's data key.
    await t.ctx.db
      .update(eeoAnswers)
      .set({ ...copy, dataKeyId: stolen.dataKeyId })
      .where(eq(eeoAnswers.userId, thief.userId));
    await expect(read()).rejects.toThrow(SensitiveDataIntegrityError);

    // Relabelled with the thief's own key id.
    await t.ctx.db
      .update(eeoAnswers)
      .set({ ...copy, dataKeyId: thiefRow.dataKeyId })
      .where(eq(eeoAnswers.userId, thief.userId));
    await expect(read()).rejects.toThrow(SensitiveDataIntegrityError);

    // With the victim's wrapped data key copied along: the wrap is bound to the victim too.
    const [victimKey] = await t.ctx.db
      .select()
      .from(userDataKeys)
      .where(eq(userDataKeys.userId, victim.userId));
    if (!victimKey) throw new Error('key missing');
    await t.ctx.db.delete(userDataKeys).where(eq(userDataKeys.userId, victim.userId));
    await t.ctx.db
      .update(userDataKeys)
      .set({
        keyId: victimKey.keyId,
        wrappedKey: victimKey.wrappedKey,
        iv: victimKey.iv,
        tag: victimKey.tag,
      })
      .where(eq(userDataKeys.userId, thief.userId));
    await t.ctx.db
      .update(eeoAnswers)
      .set({ ...copy, dataKeyId: victimKey.keyId })
      .where(eq(eeoAnswers.userId, thief.userId));
    await expect(read()).rejects.toThrow(SensitiveDataIntegrityError);
  });
});

describe('changing only the EEO answers', () => {
  it('changes nothing else the user can observe', async () => {
    const user = await subscriber(t.app);
    await putAs(t.app, user, '/api/app/profile/personal', { fullName: 'Katherine Johnson' });
    await putEeo(user, unanswered);
    const observe = async () => {
      const exported = (await getAs(t.app, user, '/api/account/export')).json();
      const { eeoAnswers: _eeo, ...otherParts } = exported.parts;
      return {
        profile: (await getAs(t.app, user, '/api/app/profile')).json(),
        me: (await getAs(t.app, user, '/api/me')).json(),
        overview: (await getAs(t.app, user, '/api/app/overview')).json(),
        exportWithoutEeo: otherParts,
      };
    };
    const before = await observe();
    expect((await putEeo(user, sentinelAnswers)).statusCode).toBe(200);
    expect(await observe()).toEqual(before);
  });
});

describe('no EEO answer reaches a log line', () => {
  it('holds for everything this file did (logs at trace level)', () => {
    expect(t.logLines.length).toBeGreaterThan(0);
    const logs = t.logLines.join('\n');
    // The capture works: the EEO requests themselves and the tampering 500s are in it.
    expect(logs).toContain('/api/app/profile/eeo');
    expect(logs).toContain('SensitiveDataIntegrityError');
    for (const sentinel of [...sentinelStrings, REFUSED_ANSWER]) {
      expect(logs).not.toContain(sentinel);
    }
  });
});

describe('the audit trail is append-only in the database itself', () => {
  it('refuses to change or delete an audit row while its user exists', async () => {
    const user = await subscriber(t.app);
    await getEeo(user);
    const byUser = eq(sensitiveDataAudit.userId, user.userId);
    await expect(
      t.ctx.db.update(sensitiveDataAudit).set({ purpose: 'nothing to see' }).where(byUser),
    ).rejects.toThrow();
    await expect(t.ctx.db.delete(sensitiveDataAudit).where(byUser)).rejects.toThrow();
    expect(await auditOf(user.userId)).toHaveLength(1);
  });
});
