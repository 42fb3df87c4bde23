import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBackgroundLoop } from '../src/lib/background-loop.ts';
import { buildInstance, createTestDatabase, testConfig } from './helpers.ts';

// What an operator watches: liveness and readiness, /metrics, and the request id on log lines.

const METRICS_TOKEN = 'metrics-token-0123456789abcdefghijklmnop';

let shared: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  shared = await createTestDatabase();
});
afterAll(async () => {
  await shared?.drop();
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(
  env: Record<string, string> = {},
  lines?: Record<string, unknown>[],
  options: { loops?: boolean } = {},
) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines?.push(JSON.parse(line));
      done();
    },
  });
  app = await buildInstance(shared.database, testConfig(env), {
    ...(lines ? { logger: { level: 'info', stream } } : {}),
    ...(options.loops ? { upkeep: true, mailWorker: true } : {}),
  });
  await app.ready();
  return app;
}

describe('liveness and readiness', () => {
  it('turns readiness off when shutdown begins, while liveness stays on', async () => {
    const app = await start();
    expect((await app.inject('/api/health/live')).statusCode).toBe(200);
    expect((await app.inject('/api/health/ready')).json().data).toMatchObject({
      status: 'ok',
      database: 'ok',
    });
    expect((await app.inject('/api/health')).statusCode).toBe(200);

    app.readiness.startDraining();
    const ready = await app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.details).toEqual([{ path: 'instance', message: 'shutting down' }]);
    expect((await app.inject('/api/health')).statusCode).toBe(503);
    expect((await app.inject('/api/health/live')).statusCode).toBe(200);
  });
});

describe('readiness with Redis configured', () => {
  const redisUrl = process.env.REDIS_URL ?? '';

  it.runIf(redisUrl)('reports a Redis that answers', async () => {
    const app = await start({ REDIS_URL: redisUrl });
    const ready = await app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toMatchObject({ status: 'ok', database: 'ok', redis: 'ok' });
  });

  it('reports a Redis that does not answer as degraded, and stays ready', async () => {
    // Nothing listens on port 1: every instance shares the fault, so none leaves the rotation.
    const app = await start({ REDIS_URL: 'redis://127.0.0.1:1' });
    const ready = await app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toMatchObject({ status: 'degraded', database: 'ok', redis: 'unreachable' });
  });

  it('says nothing of Redis when it is not configured', async () => {
    const app = await start({ REDIS_URL: '' });
    expect((await app.inject('/api/health/ready')).json().data).not.toHaveProperty('redis');
  });
});

describe('GET /metrics', () => {
  it('is not served without METRICS_TOKEN', async () => {
    const app = await start();
    expect((await app.inject('/metrics')).statusCode).toBe(404);
  });

  it('refuses a scrape without the bearer token', async () => {
    const app = await start({ METRICS_TOKEN });
    expect((await app.inject('/metrics')).statusCode).toBe(401);
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('reports requests by route and status with latency, payments, the outbox, streams and loops', async () => {
    const app = await start({ METRICS_TOKEN });
    await app.inject('/api/health/ready');
    await app.inject('/api/orders/not-a-route/at-all');
    const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain(
      'launchpad_http_requests_total{method="GET",route="/api/health/ready",status="200"} 1',
    );
    expect(text).toMatch(
      /launchpad_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health\/ready",status="200"\}/,
    );
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).toContain('launchpad_mail_outbox{status="failed"}');
    expect(text).toContain('# TYPE launchpad_payments gauge');
    expect(text).toContain('launchpad_payments_pending_over_an_hour 0');
    expect(text).toContain('launchpad_event_streams_open 0');
    expect(text).toContain('# TYPE launchpad_background_loop_last_run_timestamp_seconds gauge');
    if (shared.url) expect(text).toMatch(/launchpad_db_pool_connections\{state="max"\} 10/);
  });
});

/** The value of one series in a scrape, or undefined when the scrape does not have it. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('background loops in GET /metrics', () => {
  it('reports every running loop from its start, before any of its passes has ended', async () => {
    const startedBy = Math.floor(Date.now() / 1000);
    const app = await start({ METRICS_TOKEN }, undefined, { loops: true });
    const text = await scrape(app);
    expect(app.loops.running().length).toBeGreaterThan(5);
    for (const loop of app.loops.running()) {
      const started = seriesValue(
        text,
        `launchpad_background_loop_started_timestamp_seconds{loop="${loop}"}`,
      );
      expect(started, loop).toBeGreaterThanOrEqual(startedBy);
      expect(seriesValue(text, `launchpad_background_loop_interval_seconds{loop="${loop}"}`)).toBeGreaterThan(
        0,
      );
      for (const name of ['last_run_timestamp_seconds', 'last_failure_timestamp_seconds', 'failures_total']) {
        expect(
          seriesValue(text, `launchpad_background_loop_${name}{loop="${loop}"}`),
          `${loop} ${name}`,
        ).toBeTypeOf('number');
      }
    }
  });

  it('counts a loop whose first pass failed: no successful run, one failure and its time', async () => {
    const app = await start({ METRICS_TOKEN });
    const loop = `failing_${Date.now().toString(36)}`;
    const failing = startBackgroundLoop({
      name: loop,
      pass: async () => {
        throw new Error('the database is away');
      },
      intervalMs: 3_600_000,
      log: app.log,
      failureMessage: 'the failing loop failed',
    });
    await failing.tick();
    await failing.stop();
    const text = await scrape(app);
    expect(seriesValue(text, `launchpad_background_loop_last_run_timestamp_seconds{loop="${loop}"}`)).toBe(0);
    expect(seriesValue(text, `launchpad_background_loop_failures_total{loop="${loop}"}`)).toBe(1);
    expect(
      seriesValue(text, `launchpad_background_loop_last_failure_timestamp_seconds{loop="${loop}"}`),
    ).toBeGreaterThan(0);
  });
});

describe('log lines written while serving a request', () => {
  it('carry its request id, also when a service logs through the app logger', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await start({}, lines);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook/phonepe',
      headers: { authorization: 'not-the-secret', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(401);
    const refused = lines.find((l) => l.msg === 'webhook with bad credentials refused');
    expect(refused?.reqId).toBe(res.headers['x-request-id']);
    const forRequest = lines.filter((l) => JSON.stringify(l).includes(String(res.headers['x-request-id'])));
    expect(forRequest.length).toBeGreaterThan(0);
    for (const line of forRequest) expect(Object.keys(line).filter((k) => k === 'reqId')).toHaveLength(1);
  });
});
