import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authAccounts, users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/password-hashing.ts';

export const DEMO_ACCOUNT = {
  email: 'demo@hireloop.test',
  password: 'hireloop-demo-account',
} as const;

/** The embedded default starts with one account to look around with (README names it). */
export async function seedDemoAccount(db: Database): Promise<{ created: boolean }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNT.email));
  if (existing) return { created: false };
  const id = randomUUID();
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ id, email: DEMO_ACCOUNT.email, name: 'Demo User', emailVerified: true });
    await tx.insert(authAccounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
    });
  });
  return { created: true };
}
