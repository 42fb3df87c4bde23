import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { messages } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHost } from '../../../test/fake-host.ts';
import { buildInstance, createTestDatabase, createUser, testConfig, waitFor } from '../../../test/helpers.ts';
import type { BuildOptions } from '../../app.ts';

// The real PhonePe client, configured through the documented PHONEPE_* settings, against a local
// stand-in for PhonePe's production hosts.

const nowSeconds = () => Math.floor(Date.now() / 1000);

function phonePeEnv(oauthBase: string, pgBase: string): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'phonepe',
    PHONEPE_CLIENT_ID: 'CLIENT',
    PHONEPE_CLIENT_SECRET: 'client-secret',
    PHONEPE_CLIENT_VERSION: '1',
    PHONEPE_OAUTH_URL: oauthBase,
    PHONEPE_PG_URL: pgBase,
    PHONEPE_WEBHOOK_USERNAME: 'shop_hook',
    PHONEPE_WEBHOOK_PASSWORD: 'S3cretPass9',
  };
}

/** PhonePe's two production bases on one local host: the token below one, checkout below the other. */
async function fakePhonePe(payStatus = 200) {
  return startFakeHost((req) => {
    if (req.url === '/apis/identity-manager/v1/oauth/token') {
      return {
        body: {
          access_token: 'tok',
          expires_in: null,
          issued_at: nowSeconds(),
          expires_at: nowSeconds() + 3600,
        },
      };
    }
    if (req.url === '/apis/pg/checkout/v2/pay' && payStatus === 200) {
      return {
        body: {
          orderId: 'OMO1',
          state: 'PENDING',
          expireAt: Date.now() + 600_000,
          redirectUrl: 'https://pay.example/x',
        },
      };
    }
    return { status: payStatus === 200 ? 404 : payStatus, body: { code: 'INTERNAL_SERVER_ERROR' } };
  });
}

/** A port nothing listens on: taken, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// One database for the file: each test builds its own app, with its own settings, on it.
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

async function start(env: Record<string, string>, options: BuildOptions = {}) {
  app = await buildInstance(shared.database, testConfig(env), options);
  return app;
}

async function initiate(env: Record<string, string>) {
  const app = await start(env);
  await app.ready();
  const user = await createUser(app);
  return app.inject({
    method: 'POST',
    url: '/api/payments/initiate',
    headers: { cookie: user.cookie },
    payload: { packageId: 'starter' },
  });
}

describe('PhonePe configured as PhonePe documents its hosts', () => {
  it('opens a checkout with PHONEPE_OAUTH_URL and PHONEPE_PG_URL set to the documented bases', async () => {
    const fake = await fakePhonePe();
    const res = await initiate(phonePeEnv(`${fake.base}/apis/identity-manager`, `${fake.base}/apis/pg`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.checkoutUrl).toBe('https://pay.example/x');
    expect(fake.seen.map((r) => r.url)).toEqual([
      '/apis/identity-manager/v1/oauth/token',
      '/apis/pg/checkout/v2/pay',
    ]);
  });

  it('answers 502 with "not answering" when PhonePe answers with an error, never 500', async () => {
    const fake = await fakePhonePe(500);
    const res = await initiate(phonePeEnv(`${fake.base}/apis/identity-manager`, `${fake.base}/apis/pg`));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      success: false,
      message: messages.paymentProviderUnavailable,
      error: { code: 'payment_provider_error' },
    });
  });

  it('answers 503 with "not answering" when PhonePe cannot be reached', async () => {
    const base = `http://127.0.0.1:${await closedPort()}`;
    const res = await initiate(phonePeEnv(`${base}/apis/identity-manager`, `${base}/apis/pg`));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json()).toMatchObject({
      message: messages.paymentProviderUnavailable,
      error: { code: 'payment_provider_unavailable' },
    });
  });
});

describe('the credentials check at start', () => {
  async function startLogged(env: Record<string, string>) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await start(env, { logger: { level: 'info', stream } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const find = () => lines.find((l) => String(l.msg).startsWith('payment provider phonepe:'));
    const verdict = async () => {
      await waitFor(async () => find() !== undefined);
      return find() as Record<string, unknown>;
    };
    return { lines, verdict };
  }

  it('fetches one token and says in one line that the credentials work', async () => {
    const fake = await fakePhonePe();
    const { verdict } = await startLogged(
      phonePeEnv(`${fake.base}/apis/identity-manager`, `${fake.base}/apis/pg`),
    );
    expect((await verdict()).msg).toBe('payment provider phonepe: credentials accepted');
    expect(fake.seen.map((r) => r.url)).toEqual(['/apis/identity-manager/v1/oauth/token']);
  });

  it('logs an error line and keeps serving when PhonePe refuses the credentials', async () => {
    const fake = await startFakeHost(() => ({ status: 401, body: { code: 'INVALID_CLIENT' } }));
    const { verdict } = await startLogged(
      phonePeEnv(`${fake.base}/apis/identity-manager`, `${fake.base}/apis/pg`),
    );
    const line = await verdict();
    expect(line.level).toBe(50);
    expect(String(line.msg)).toMatch(/credentials NOT accepted .*answered 401/);
    const health = await app?.inject({ method: 'GET', url: '/api/health' });
    expect(health?.statusCode).toBe(200);
  });
});
