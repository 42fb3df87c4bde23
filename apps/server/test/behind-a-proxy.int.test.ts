import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, type TestContext } from './helpers.ts';

// The app behind a real forwarding proxy process, trusting it by its address. Clients are told
// apart by the loopback address they connect from (the whole of 127.0.0.0/8 is this machine).
const PUBLIC_URL = 'https://shop.launchpad.test';

let ctx: TestContext;
let proxy: ChildProcess;
let proxyPort: number;

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: '127.0.0.1', PUBLIC_URL }, { listen: true });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  proxy = spawn(process.execPath, [
    fileURLToPath(new URL('./fixtures/forwarding-proxy.mjs', import.meta.url)),
    `http://127.0.0.1:${address.port}`,
  ]);
  proxyPort = await new Promise<number>((resolve, reject) => {
    proxy.stdout?.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    proxy.once('exit', () => reject(new Error('the proxy ended before listening')));
  });
});

afterAll(async () => {
  proxy?.kill('SIGTERM');
  await ctx?.close();
});

/** A request through the proxy from the given loopback address. */
function viaProxy(
  from: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: () => { error?: { code: string } } }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port: proxyPort,
        localAddress: from,
        method,
        path,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: () => JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('behind a reverse proxy with TRUST_PROXY', () => {
  it('keys the sign-up limit on each client, not on the proxy, and ignores a forged X-Forwarded-For', async () => {
    const max = ctx.config.rateLimits.registerPerIp.max;
    const origin = { origin: PUBLIC_URL };
    for (let i = 0; i < max; i++) {
      // Each claims another address; the proxy appends the real one, which is what counts.
      const res = await viaProxy('127.0.0.2', 'POST', '/api/auth/register', buildUser(), {
        ...origin,
        'x-forwarded-for': `203.0.113.${i + 1}`,
      });
      expect(res.status).toBe(201);
    }
    const limited = await viaProxy('127.0.0.2', 'POST', '/api/auth/register', buildUser(), origin);
    expect(limited.status).toBe(429);

    const neighbour = await viaProxy('127.0.0.3', 'POST', '/api/auth/register', buildUser(), origin);
    expect(neighbour.status).toBe(201);
  });

  it('accepts a write whose Origin is PUBLIC_URL though the proxy rewrote Host, and refuses another site', async () => {
    const user = buildUser();
    const ours = await viaProxy('127.0.0.4', 'POST', '/api/auth/register', user, { origin: PUBLIC_URL });
    expect(ours.status).toBe(201);
    const theirs = await viaProxy('127.0.0.4', 'POST', '/api/auth/register', buildUser(), {
      origin: 'https://evil.example',
    });
    expect(theirs.status).toBe(403);
    expect(theirs.json().error?.code).toBe('csrf_rejected');
  });
});
