import type { FastifyRequest } from 'fastify';
import { getSessionUser, type SessionUser } from '../../core/accounts/get-session-user.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';

/** Fastify's Node headers as the Fetch `Headers` Better Auth expects. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** The guard every signed-in route calls first: the session is checked on the server each time. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  const found = await getSessionUser(ctx, { cookieHeader: request.headers.cookie });
  if (!found) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  return found;
}
