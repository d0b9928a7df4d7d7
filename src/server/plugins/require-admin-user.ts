import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../core/accounts/get-session-user.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { requireUser } from './session.ts';

/**
 * Listed in ADMIN_EMAILS and the address verified: anyone may sign up with an address before its
 * owner does, so an unverified account never holds the admin role.
 */
export const isAdmin = (ctx: AppContext, user: SessionUser['user']) =>
  user.emailVerified && ctx.config.adminEmails.includes(user.email.trim().toLowerCase());

/** Signed in (401) and an administrator (403 otherwise). */
export async function requireAdminUser(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<SessionUser> {
  const found = await requireUser(ctx, request);
  if (!isAdmin(ctx, found.user)) {
    throw new AppError(
      'FORBIDDEN',
      'This page is for administrators with a verified e-mail address.',
    );
  }
  return found;
}
