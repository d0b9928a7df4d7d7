import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { OperationalCounts } from '../../core/monitoring/read-operational-counts.ts';
import type { PoolFigures } from '../../db/client.ts';

export interface AppMetrics {
  registry: Registry;
  /** Sets the gauges read from the database at scrape time; null when it did not answer. */
  recordCounts(counts: OperationalCounts | null): void;
  /** Sets the connection-pool gauges at scrape time; absent on PGlite. */
  recordPool(figures: PoolFigures | null): void;
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route pattern (`/api/app/matches/:id`), never the URL: ids, e-mail addresses and query
 * strings must not become label values, and each value is a series of its own. Hashed client
 * files are one route each, renamed by every build, so they share one label; requests no route
 * matched (client-side pages, 404s) share another.
 */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return 'unmatched';
  if (pattern.startsWith('/assets/')) return '/assets/*';
  return pattern;
}

/**
 * One registry per app, not prom-client's global one, so tests can build several apps in one
 * process (decision 034). Request counts and latencies are this process's own; everything about
 * background work is read from the database when scraped.
 */
export function registerMetrics(app: FastifyInstance): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'hireloop_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status class.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'hireloop_http_request_duration_seconds',
    help: 'Time from the request arriving to the response being sent.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: KNOWN_METHODS.has(request.method) ? request.method : 'OTHER',
      route: routeLabel(request),
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const jobs = new Gauge({
    name: 'hireloop_jobs',
    help: 'Jobs in the queue table by queue and state; finished ones are kept for pg-boss retention.',
    labelNames: ['queue', 'state'],
    registers: [registry],
  });
  const queueDepth = new Gauge({
    name: 'hireloop_job_queue_depth',
    help: 'Jobs waiting to run (created or waiting to retry), by queue.',
    labelNames: ['queue'],
    registers: [registry],
  });
  const ingestionRuns = new Gauge({
    name: 'hireloop_ingestion_runs',
    help: 'Catalogue loads recorded, by status.',
    labelNames: ['status'],
    registers: [registry],
  });
  const lastIngestion = new Gauge({
    name: 'hireloop_ingestion_last_success_timestamp_seconds',
    help: 'When the last catalogue load that did not fail ended (0: none yet).',
    registers: [registry],
  });
  const matchRuns = new Gauge({
    name: 'hireloop_match_runs',
    help: 'Matching runs recorded, by status.',
    labelNames: ['status'],
    registers: [registry],
  });

  const databaseUp = new Gauge({
    name: 'hireloop_metrics_database_up',
    help: 'Whether the database answered this scrape (0: the figures read from it are absent).',
    registers: [registry],
  });
  const poolConnections = new Gauge({
    name: 'hireloop_db_pool_connections',
    help: 'This process’s PostgreSQL pool: connections open, idle, and callers waiting for one; max is the cap.',
    labelNames: ['state'],
    registers: [registry],
  });
  const fromDatabase = [jobs, queueDepth, ingestionRuns, lastIngestion, matchRuns];

  return {
    registry,
    recordCounts(counts) {
      // A figure the database did not give this time is left out, not repeated from last time.
      for (const gauge of fromDatabase) gauge.reset();
      databaseUp.set(counts ? 1 : 0);
      if (!counts) return;
      const depth = new Map<string, number>();
      for (const { queue, state, count } of counts.jobs) {
        jobs.set({ queue, state }, count);
        if (state === 'created' || state === 'retry') {
          depth.set(queue, (depth.get(queue) ?? 0) + count);
        }
      }
      for (const [queue, count] of depth) queueDepth.set({ queue }, count);
      for (const { status, count } of counts.ingestionRuns) ingestionRuns.set({ status }, count);
      for (const { status, count } of counts.matchRuns) matchRuns.set({ status }, count);
      lastIngestion.set((counts.lastIngestionSucceededAt?.getTime() ?? 0) / 1000);
    },
    recordPool(figures) {
      poolConnections.reset();
      if (!figures) return;
      for (const state of ['max', 'total', 'idle', 'waiting'] as const) {
        poolConnections.set({ state }, figures[state]);
      }
    },
  };
}
