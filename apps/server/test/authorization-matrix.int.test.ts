import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase, createUser, testConfig } from './helpers.ts';

// One matrix over every /api route × {signed out, user A, user B, admin}: the expected status, and
// no other user's data in any answer. A new route fails the first test until it is classified.

type Access = 'public' | 'user' | 'owned' | 'admin' | 'webhook';

const matrix: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/packages': 'public',
  'GET /api/site-config': 'public',
  'GET /api/docs': 'public',
  'POST /api/contact': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/providers': 'public',
  'POST /api/firebase-auth/firebase-signin': 'public',
  'GET /api/auth/me': 'user',
  'PATCH /api/auth/me': 'user',
  'POST /api/auth/change-password': 'user',
  'POST /api/payments/initiate': 'user',
  'GET /api/payments': 'user',
  'GET /api/orders': 'user',
  'GET /api/orders/activity': 'user',
  'GET /api/payments/status/:merchantOrderId': 'owned',
  'GET /api/orders/:id': 'owned',
  'POST /api/payments/webhook/phonepe': 'webhook',
  'POST /api/payments/webhook/razorpay': 'webhook',
  'GET /api/admin/summary': 'admin',
  'GET /api/admin/orders': 'admin',
  'GET /api/admin/orders/export.csv': 'admin',
  'GET /api/admin/orders/:id': 'admin',
  'PATCH /api/admin/orders/:id/status': 'admin',
  'PATCH /api/admin/orders/:id/notes': 'admin',
  'GET /api/admin/users': 'admin',
  'POST /api/users': 'admin',
  'GET /api/admin/messages': 'admin',
  'PATCH /api/admin/messages/:id': 'admin',
};

const registered: RouteOptions[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database;
let drop: () => Promise<void>;
type Person = Awaited<ReturnType<typeof createUser>>;
let alice: Person;
let bob: Person;
let boss: Person;
let aliceOrder: { merchantOrderId: string; orderId: string };
let messageId: string;

/** Valid inputs per route, so that an allowed caller gets past validation. */
function request(route: string): { url: string; payload?: unknown } {
  const [, url = ''] = route.split(' ');
  const filled = url
    .replace(':merchantOrderId', aliceOrder.merchantOrderId)
    .replace('/orders/:id', `/orders/${aliceOrder.orderId}`)
    .replace('/messages/:id', `/messages/${messageId}`);
  const payloads: Record<string, unknown> = {
    'PATCH /api/auth/me': { name: 'Renamed Person' },
    'POST /api/auth/change-password': {
      currentPassword: 'wrong-password-x',
      newPassword: 'a-new-password-1',
    },
    'POST /api/payments/initiate': { packageId: 'starter' },
    'PATCH /api/admin/orders/:id/status': { status: 'pending' },
    'PATCH /api/admin/orders/:id/notes': { notes: 'Checked documents' },
    'PATCH /api/admin/messages/:id': { handled: true },
    'POST /api/users': {
      name: 'New Staff',
      email: `staff-${Date.now()}@example.in`,
      phone: '+91 90000 11111',
      password: 'staff-password-1',
    },
  };
  return { url: filled, payload: payloads[route] ?? (route.startsWith('GET') ? undefined : {}) };
}

async function call(route: string, who: Person | null) {
  const [method] = route.split(' ');
  const { url, payload } = request(route);
  return app.inject({
    method: method as 'GET',
    url,
    payload: payload as object | undefined,
    headers: who ? { cookie: who.cookie } : {},
    remoteAddress: '10.77.7.7',
  });
}

beforeAll(async () => {
  const created = await createTestDatabase();
  database = created.database;
  drop = created.drop;
  app = await buildApp(testConfig({ RATE_LIMIT_SCALE: '1000' }), {
    database,
    skipMigrations: true,
    reconciler: false,
    onRoute: (route) => registered.push(route),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  alice = await createUser(app, { name: 'Alice Fernandes' });
  bob = await createUser(app, { name: 'Bob Thakur' });
  boss = await createUser(app, { name: 'Boss Admin' });
  await database.db.execute(sql`update users set is_admin = true where id = ${boss.user.id}`);
  const initiated = await app.inject({
    method: 'POST',
    url: '/api/payments/initiate',
    headers: { cookie: alice.cookie },
    payload: { packageId: 'growth' },
  });
  aliceOrder = initiated.json().data;
  await app.inject({
    method: 'POST',
    url: '/api/payments/initiate',
    headers: { cookie: bob.cookie },
    payload: { packageId: 'scale' },
  });
  const contact = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Visitor', email: 'visitor@example.in', subject: 'Question', message: 'About GST' },
  });
  expect(contact.statusCode).toBe(201);
  const [row] = (
    (await database.db.execute(sql`select id from contact_messages limit 1`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  messageId = row?.id ?? '';
}, 120_000);

afterAll(async () => {
  await app?.close();
  await drop?.();
});

function apiRoutes(): string[] {
  const keys = new Set<string>();
  for (const route of registered) {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD' && route.url.startsWith('/api/')) keys.add(`${method} ${route.url}`);
    }
  }
  return [...keys].sort();
}

describe('the authorization matrix', () => {
  it('classifies every /api route', () => {
    expect(apiRoutes()).toEqual(Object.keys(matrix).sort());
  });

  for (const [route, access] of Object.entries(matrix)) {
    it(`${route} (${access})`, async () => {
      const secretsOfAlice = [alice.email, alice.user.id, aliceOrder.orderId, aliceOrder.merchantOrderId];
      const anonymous = await call(route, null);
      if (access === 'public') {
        expect([401, 403], anonymous.body).not.toContain(anonymous.statusCode);
        return;
      }
      if (access === 'webhook') {
        // No provider credentials: refused (the razorpay route is not served for the sandbox).
        expect([401, 404]).toContain(anonymous.statusCode);
        return;
      }
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      for (const secret of secretsOfAlice) expect(anonymous.body).not.toContain(secret);

      const byBob = await call(route, bob);
      if (access === 'admin') {
        expect(byBob.statusCode, byBob.body).toBe(403);
        for (const secret of secretsOfAlice) expect(byBob.body).not.toContain(secret);
        const byBoss = await call(route, boss);
        expect(byBoss.statusCode, byBoss.body).toBeLessThan(400);
        return;
      }
      if (access === 'owned') {
        expect(byBob.statusCode, byBob.body).toBe(404);
        for (const secret of secretsOfAlice) expect(byBob.body).not.toContain(secret);
        expect((await call(route, alice)).statusCode).toBe(200);
        expect((await call(route, boss)).statusCode).toBe(200);
        return;
      }
      // A signed-in user's own routes: allowed, and never carrying another user's data.
      expect([401, 403]).not.toContain(byBob.statusCode);
      for (const secret of secretsOfAlice) expect(byBob.body).not.toContain(secret);
    });
  }

  it('refuses every cookie-authenticated write that comes from another site', async () => {
    for (const route of Object.keys(matrix).filter((r) => !r.startsWith('GET') && !r.includes('/webhook/'))) {
      const [method] = route.split(' ');
      const { url, payload } = request(route);
      const res = await app.inject({
        method: method as 'POST',
        url,
        payload: payload as object,
        headers: { cookie: boss.cookie, origin: 'https://evil.example' },
      });
      expect(res.statusCode, route).toBe(403);
      expect(res.json().error.code, route).toBe('csrf_rejected');
    }
  });
});
