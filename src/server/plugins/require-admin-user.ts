import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../core/accounts/get-session-user.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { requireUser } from './session.ts';

export const isAdminEmail = (ctx: AppContext, email: string) =>
  ctx.config.adminEmails.includes(email.trim().toLowerCase());

/** Signed in (401) and listed in ADMIN_EMAILS (403 otherwise). */
export async function requireAdminUser(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<SessionUser> {
  const found = await requireUser(ctx, request);
  if (!isAdminEmail(ctx, found.user.email)) {
    throw new AppError('FORBIDDEN', 'This page is for administrators.');
  }
  return found;
}
