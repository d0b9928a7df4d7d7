import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../core/accounts/get-session-user.ts';

const gatedUsers = new WeakMap<FastifyRequest, SessionUser>();

/** Called by the main-app gate (routes/main-app.ts) once it has let a user through. */
export function rememberEntitledUser(request: FastifyRequest, user: SessionUser): void {
  gatedUsers.set(request, user);
}

/**
 * The user the gate let through; only valid inside the main-app scope. A file of its own so that
 * feature routes registered by main-app.ts can import it without an import cycle.
 */
export function entitledUser(request: FastifyRequest): SessionUser {
  const found = gatedUsers.get(request);
  if (!found) throw new Error('entitledUser() called outside the main-app scope');
  return found;
}
