import { messages } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { createTestDatabase, createUser, testConfig, waitFor } from './helpers.ts';
import { startTcpProxy } from './tcp-proxy.ts';

// PostgreSQL goes away under the running server and comes back: requests fail fast with the
// envelope, health reports it, and the server recovers by itself.

let dropDatabase: () => Promise<void>;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let app: Awaited<ReturnType<typeof buildApp>>;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabase();
  dropDatabase = created.drop;
  const viaProxy = new URL(created.url ?? '');
  proxy = await startTcpProxy({ host: viaProxy.hostname, port: Number(viaProxy.port || 5432) });
  viaProxy.port = String(proxy.port);
  const config = testConfig({ DATABASE_URL: viaProxy.toString() });
  const database = openDatabase(config.database);
  closeDatabase = () => database.close();
  app = await buildApp(config, { database, skipMigrations: true, upkeep: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await closeDatabase?.();
  await proxy?.close();
  await dropDatabase?.();
});

describe('when PostgreSQL becomes unreachable', () => {
  it('answers 503 quickly, reports it on /api/health, and recovers without a restart', async () => {
    const user = await createUser(app);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const before = await app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: user.cookie } });
    expect(before.statusCode).toBe(200);

    proxy.cut();
    const started = Date.now();
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } });
    const orders = await app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: user.cookie } });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.60.0.1',
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(me.statusCode).toBe(503);
    expect(me.json()).toMatchObject({
      success: false,
      message: messages.serviceUnavailable,
      error: { code: 'service_unavailable' },
    });
    expect(orders.statusCode).toBe(503);
    expect(orders.json().error.code).toBe('service_unavailable');
    expect(health.statusCode).toBe(503);
    expect(login.statusCode).toBe(503);

    proxy.restore();
    await waitFor(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200);
    const again = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(again.statusCode).toBe(200);
    const ordersAgain = await app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: user.cookie },
    });
    expect(ordersAgain.statusCode).toBe(200);
  });
});

describe('when the network to PostgreSQL black-holes every packet', () => {
  it('answers 503 with the envelope within about 3 s, and /api/health says why', async () => {
    const user = await createUser(app);
    expect(
      (await app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);

    proxy.blackhole();
    try {
      const answers = [];
      for (const request of [
        { method: 'GET' as const, url: '/api/auth/me', headers: { cookie: user.cookie } },
        { method: 'GET' as const, url: '/api/orders', headers: { cookie: user.cookie } },
        { method: 'GET' as const, url: '/api/auth/me', headers: { cookie: user.cookie } },
      ]) {
        const started = Date.now();
        const res = await app.inject(request);
        answers.push({ status: res.statusCode, code: res.json().error?.code, ms: Date.now() - started });
      }
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.code).toBe('service_unavailable');
        // The pool's limits are 1.5 s to connect and 2.5 s to answer; a busy machine gets slack, but
        // stays below the 15 s requests used to hang.
        expect(answer.ms).toBeLessThan(10_000);
      }
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json().error.details).toEqual([
        { path: 'database', message: 'the database did not answer in time' },
      ]);
    } finally {
      proxy.restore();
    }
    await waitFor(
      async () =>
        (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } }))
          .statusCode === 200,
    );
  });
});
