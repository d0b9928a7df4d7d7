import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../core/accounts/get-session-user.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { requireUser } from './session.ts';

/**
 * The main app's guard: signed in (401 otherwise) and entitled by the billing rule (402
 * otherwise). The client redirects on these codes; the server is what actually enforces them.
 */
export async function requireEntitledUser(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<SessionUser> {
  const found = await requireUser(ctx, request);
  if (!found.user.entitled)
    throw new AppError('SUBSCRIPTION_REQUIRED', 'Choose a plan to continue.');
  return found;
}
