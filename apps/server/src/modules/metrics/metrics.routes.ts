import { timingSafeEqual } from 'node:crypto';
import { errorEnvelope, mailStatuses } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { type LoopStats, loopStats } from '../../lib/background-loop.ts';
import type { MetricsRepository } from './metrics.repository.ts';

interface Options {
  /** The bearer token a scrape must present; the metrics are not public. */
  token: string;
  database: Database;
  metricsRepo: MetricsRepository;
  openStreams: () => number;
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Requests by route pattern and status, and their latency, counted as each answer leaves. */
function requestMetrics(app: FastifyInstance, registry: Registry) {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'launchpad_http_requests_total',
    help: 'Requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'launchpad_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the raw URL: ids in paths would make a series per order.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

/** Payments by state and those pending over an hour, the mail outbox, open event streams. */
function workGauges(registry: Registry, options: Options) {
  new Gauge({
    name: 'launchpad_payments',
    help: 'Payment attempts by state',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { state, n } of await options.metricsRepo.paymentsByState()) this.set({ state }, n);
    },
  });
  new Gauge({
    name: 'launchpad_payments_pending_over_an_hour',
    help: 'Payment attempts still pending an hour after they began',
    registers: [registry],
    async collect() {
      this.set(await options.metricsRepo.pendingPaymentsOlderThanAnHour());
    },
  });
  new Gauge({
    name: 'launchpad_mail_outbox',
    help: 'Mails in the outbox by status: pending is the depth, failed gave up after a day of retries',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const status of mailStatuses) this.set({ status }, 0);
      for (const { status, n } of await options.metricsRepo.mailByStatus()) this.set({ status }, n);
    },
  });
  new Gauge({
    name: 'launchpad_event_streams_open',
    help: 'Live-update streams open on this instance',
    registers: [registry],
    collect() {
      this.set(options.openStreams());
    },
  });
}

/** The database pool's connections, when the database is a pool. */
function poolGauge(registry: Registry, database: Database) {
  new Gauge({
    name: 'launchpad_db_pool_connections',
    help: 'Database pool connections: total open, idle, clients waiting, and the maximum',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = database.poolUse();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });
}

/**
 * `GET /metrics` in Prometheus' text format, for a scraper holding METRICS_TOKEN: requests by route
 * and status with their latency, payments by state, the mail outbox, open event streams, when each
 * background loop last finished a pass, and the database pool. The gauges are read at scrape time.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: Options) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  requestMetrics(app, registry);
  workGauges(registry, options);
  loopGauges(registry);
  poolGauge(registry, options.database);

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!tokenMatches(request.headers.authorization, options.token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(errorEnvelope('unauthenticated', 'A valid metrics token is required', request.id));
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
});

/**
 * Each background loop's series, from the moment it starts: before its first pass ends the times
 * are 0, so an alert on a loop whose first pass failed has a series to fire on.
 */
function loopGauges(registry: Registry) {
  const gauge = (name: string, help: string, value: (stats: LoopStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['loop'],
      registers: [registry],
      collect() {
        for (const [loop, stats] of loopStats) this.set({ loop }, value(stats));
      },
    });
  const seconds = (ms: number) => ms / 1000;
  gauge(
    'launchpad_background_loop_started_timestamp_seconds',
    'When each background loop of this instance started',
    (s) => seconds(s.startedAt),
  );
  gauge(
    'launchpad_background_loop_interval_seconds',
    'How often each background loop of this instance runs a pass',
    (s) => seconds(s.intervalMs),
  );
  gauge(
    'launchpad_background_loop_last_run_timestamp_seconds',
    'When each background loop of this instance last finished a pass without an error (0: not yet)',
    (s) => seconds(s.lastRunAt),
  );
  gauge(
    'launchpad_background_loop_last_failure_timestamp_seconds',
    'When a pass of each background loop of this instance last failed (0: never)',
    (s) => seconds(s.lastFailureAt),
  );
  new Counter({
    name: 'launchpad_background_loop_failures_total',
    help: 'Passes of each background loop of this instance that failed',
    labelNames: ['loop'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [loop, stats] of loopStats) this.inc({ loop }, stats.failures);
    },
  });
}
