import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { readOperationalCounts } from '../../core/monitoring/read-operational-counts.ts';
import type { AppMetrics } from '../plugins/metrics.ts';

/** Headers a reverse proxy adds: a request that carries one came through it, from anywhere. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * The TCP peer (`request.ip`: the app trusts no proxy header, and request-guards.ts records the
 * same address) is this host. A forwarding header only ever takes loopback access away, so
 * forging one gains nothing, and a proxy on this host does not open /metrics to the world.
 */
function fromLoopback(request: FastifyRequest): boolean {
  const ip = request.ip;
  const loopback = ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
  return loopback && !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, which are always the same length, so the time taken says nothing. */
function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

/**
 * Prometheus text, not a JSON API, so it stays out of the OpenAPI document. Anyone not allowed
 * gets the app's ordinary 404 (decision 034).
 */
export const metricsRoutes =
  (ctx: AppContext, metrics: AppMetrics): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!fromLoopback(request) && !hasToken(request, ctx.config.metricsToken)) {
        throw new AppError('NOT_FOUND', 'Nothing here: GET /metrics');
      }
      // The request and process figures matter most when the database is in trouble: still sent.
      const counts = await readOperationalCounts(ctx.db).catch((error: unknown) => {
        request.log.warn({ err: error }, 'metrics: the database did not answer');
        return null;
      });
      metrics.recordCounts(counts);
      metrics.recordPool(ctx.poolFigures());
      reply.header('content-type', metrics.registry.contentType);
      reply.header('cache-control', 'no-store');
      return metrics.registry.metrics();
    });
  };
