import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase, TEST_SECRET, waitFor } from './helpers.ts';
import { paidAtSandboxOnly, paymentCheckDueNow } from './payments.ts';

// Real server processes on one PostgreSQL: killed without warning, and two side by side.

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
let database: Database;
let drop: () => Promise<void>;
let databaseUrl: string;
const children = new Set<ChildProcess>();
const runId = randomUUID();

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(port: number, extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_SECRET,
      LOG_LEVEL: 'error',
      WEB_DIST_DIR: '',
      // Each run gets its own Redis namespace: limits must not leak between runs.
      REDIS_KEY_PREFIX: `launchpad-test:${runId}:`,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const base = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  // Ready when it says so; a process that compiles and migrates on a busy machine takes its time,
  // bounded only as a hang is.
  await waitFor(async () => {
    if (exited) throw new Error('the server exited before it was ready');
    return fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
  });
  return { child, base };
}

async function stop(child: ChildProcess, signal: NodeJS.Signals) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

let seq = 0;
async function buyer(base: string) {
  seq += 1;
  const email = `proc-${Date.now()}-${seq}@example.in`;
  const password = 'a-strong-password';
  const headers = { 'content-type': 'application/json' };
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Process Buyer', email, phone: '+91 90000 00000', password }),
  });
  expect(reg.status).toBe(201);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  return { email, password, cookie: `session=${data.token}` };
}

async function initiate(base: string, cookie: string, packageId = 'growth') {
  const res = await fetch(`${base}/api/payments/initiate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ packageId }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { merchantOrderId: string; orderId: string } }).data;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  const created = await createTestDatabase();
  database = created.database;
  drop = created.drop;
  databaseUrl = created.url ?? '';
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await drop?.();
});

// Each start compiles and migrates, tens of seconds on a busy machine: the servers a test only uses
// are started in its hook, so that no test or hook does the work of more than two starts.
describe('a server killed with SIGKILL', () => {
  let port: number;
  let first: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    port = await freePort();
    first = await startServer(port);
  });

  it('completes, after restart, a payment the provider took while it was down; once', async () => {
    const { cookie } = await buyer(first.base);
    const { merchantOrderId, orderId } = await initiate(first.base, cookie);

    // The provider takes the money; nobody hears of it before the process dies.
    await paidAtSandboxOnly(database, merchantOrderId);
    await stop(first.child, 'SIGKILL');
    await paymentCheckDueNow(database, merchantOrderId);

    await startServer(port);
    await waitFor(
      async () => {
        const [order] = await rows<{ status: string }>(sql`select status from orders where id = ${orderId}`);
        return order?.status === 'in-progress';
      },
      { intervalMs: 200 },
    );
    const events = await rows<{ to_status: string }>(
      sql`select to_status from order_events where order_id = ${orderId}`,
    );
    expect(events.filter((e) => e.to_status === 'in-progress')).toHaveLength(1);
    const [payment] = await rows<{ state: string }>(
      sql`select state from payments where merchant_order_id = ${merchantOrderId}`,
    );
    expect(payment?.state).toBe('COMPLETED');
  });
});

describe('two instances on one database', () => {
  // Sharing limits through Redis when there is one, as instances behind one proxy do.
  let a: Awaited<ReturnType<typeof startServer>>;
  let b: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    const redis: Record<string, string> = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
    [a, b] = await Promise.all([startServer(portA, redis), startServer(portB, redis)]);
  });

  it('serve one buyer from either, and their reconcilers never transition twice', async () => {
    const shopper = await buyer(a.base);
    const bought = await initiate(a.base, shopper.cookie, 'starter');
    const fromB = await fetch(`${b.base}/api/payments/status/${bought.merchantOrderId}`, {
      headers: { cookie: shopper.cookie },
    });
    expect(fromB.status).toBe(200);
    expect(((await fromB.json()) as { status: string }).status).toBe('PENDING');

    const attempts = [];
    for (let i = 0; i < 8; i++) {
      const { cookie } = await buyer(i % 2 ? a.base : b.base);
      attempts.push(await initiate(i % 2 ? b.base : a.base, cookie, 'scale'));
    }
    const ids = attempts.map((x) => x.merchantOrderId);
    for (const id of ids) {
      await paidAtSandboxOnly(database, id, 'CARD');
    }
    await database.db.execute(sql`update payments set next_check_at = now() where state = 'PENDING'`);
    await waitFor(
      async () => {
        const done = await rows<{ n: number }>(
          sql`select count(*)::int as n from payments where state = 'COMPLETED' and merchant_order_id in ${ids}`,
        );
        return done[0]?.n === ids.length;
      },
      { intervalMs: 200 },
    );
    for (const { orderId } of attempts) {
      const events = await rows<{ to_status: string; reason: string }>(
        sql`select to_status, reason from order_events where order_id = ${orderId}`,
      );
      expect(events.filter((e) => e.to_status === 'in-progress')).toHaveLength(1);
      expect(events.some((e) => /Extra payment/.test(e.reason))).toBe(false);
    }
  });

  it.runIf(Boolean(process.env.REDIS_URL))('share sign-in rate limits through Redis', async () => {
    const target = await buyer(a.base);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${i % 2 ? b.base : a.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: target.email, password: `wrong-${i}` }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
