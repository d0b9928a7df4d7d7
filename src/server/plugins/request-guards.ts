import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error.ts';
import { CLIENT_IP_HEADER } from '../../core/boot/open-app-context.ts';
import { EXTENSION_API_PREFIX } from '../../shared/schemas/extension.ts';
import { CONTENT_SECURITY_POLICY } from '../content-security-policy.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Runs before every route:
 * - the client address Better Auth sees comes from the TCP peer, so a forged X-Forwarded-For
 *   changes nothing;
 * - a state-changing request from another site is refused (Origin or Fetch Metadata), which
 *   stops CSRF without tokens for every browser we support; the extension's bearer-token API is
 *   the one exception, as no cookie counts there.
 */
export function registerRequestGuards(app: FastifyInstance, options: { appOrigin: string }) {
  app.addHook('onRequest', async (request) => {
    request.headers[CLIENT_IP_HEADER] = request.ip;
    if (SAFE_METHODS.has(request.method)) return;
    // The extension's API reads no cookie, only its bearer token: another site cannot ride on it.
    if (request.url.startsWith(`${EXTENSION_API_PREFIX}/`)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site' || (origin !== undefined && origin !== options.appOrigin)) {
      throw new AppError('CSRF_REJECTED', 'This request came from another site and was refused.');
    }
  });

  const securityHeaders: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    ...(options.appOrigin.startsWith('https://')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
  // A synchronous hook: it runs on every response, and an async one costs a promise each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(securityHeaders);
    // A prerendered page sets its own policy: this one plus the hashes of its inline script.
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    }
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
