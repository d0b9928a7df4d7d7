import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../app-error.ts';
import { consumeEmailToken } from './email-tokens.ts';
import { forgetCachedSessions } from './session-cache.ts';

export async function verifyEmail(db: Database, input: { token: string }): Promise<void> {
  const userId = await consumeEmailToken(db, { purpose: 'verify-email', token: input.token });
  if (!userId)
    throw new AppError(
      'INVALID_TOKEN',
      'This confirmation link is invalid or has expired. Request a new one.',
    );
  await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
  forgetCachedSessions({ userId });
}
