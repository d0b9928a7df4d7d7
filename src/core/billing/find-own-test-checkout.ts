import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { testCheckoutSessions } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';

/**
 * A built-in test checkout session, for its owner only. Outside test mode, and for anyone else's
 * session, the answer is the same 404, so a session id reveals nothing.
 */
export async function findOwnTestCheckout(
  ctx: Pick<AppContext, 'config'> & { db: Executor },
  input: { sessionId: string; userId: string },
) {
  const notFound = new AppError('NOT_FOUND', 'This test checkout was not found.');
  if (ctx.config.billing.mode !== 'test') throw notFound;
  const [session] = await ctx.db
    .select()
    .from(testCheckoutSessions)
    .where(eq(testCheckoutSessions.id, input.sessionId));
  if (!session || session.userId !== input.userId) throw notFound;
  return session;
}
