import {
  messages,
  type Permission,
  permissions,
  permissionTable,
  roleAllows,
  roleRefusal,
  type StaffRole,
  staffRoles,
} from '@launchpad/shared';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createStaff, createTestDatabase, createUser, type TestUser, testConfig } from './helpers.ts';

// Every staff route declares the permission it needs, and every role is refused, with a 403 that
// names the permission, each staff route whose permission it lacks. Walked over the routes Fastify
// registered, so a new staff route is held to it the day it lands.

interface StaffRoute {
  key: string;
  method: string;
  url: string;
  permission: Permission | undefined;
}

/** The permissions that move or show money: no role but owner and finance may hold one. */
const moneyPermissions: Permission[] = [
  'money.refund',
  'money.offline',
  'invoices.read',
  'invoices.correct',
  'exports.csv',
];

const registered: RouteOptions[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database;
let drop: () => Promise<void>;
let staffRoutes: StaffRoute[] = [];
const members = new Map<StaffRole, TestUser>();
let customer: TestUser;

/** Any id: the guard answers before the route reads it. */
const someId = '00000000-0000-4000-8000-000000000000';

function send(route: StaffRoute, who: TestUser, by: 'cookie' | 'bearer' = 'cookie') {
  return app.inject({
    method: route.method as 'POST',
    url: route.url.replace(/:(\w+)/g, someId),
    payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    headers: by === 'cookie' ? { cookie: who.cookie } : { authorization: `Bearer ${who.token}` },
  });
}

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  app = await buildApp(testConfig({ RATE_LIMIT_SCALE: '1000' }), {
    database,
    skipMigrations: true,
    upkeep: false,
    mailWorker: false,
    onRoute: (route) => registered.push(route),
  });
  await app.ready();
  const seen = new Set<string>();
  for (const route of registered) {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      const key = `${method} ${route.url}`;
      if (method === 'HEAD' || seen.has(key)) continue;
      seen.add(key);
      const permission = route.config?.permission;
      if (route.url.startsWith('/api/admin/') || permission) {
        staffRoutes.push({ key, method, url: route.url, permission });
      }
    }
  }
  staffRoutes = staffRoutes.sort((a, b) => a.key.localeCompare(b.key));
  for (const role of staffRoles) members.set(role, await createStaff({ app, database }, role));
  customer = await createUser(app);
});

afterAll(async () => {
  await app?.close();
  await drop?.();
});

const member = (role: StaffRole) => members.get(role) as TestUser;

describe('the permission table', () => {
  it('gives the owner every permission, and money to no one but owner and finance', () => {
    for (const permission of permissions) expect(roleAllows('owner', permission), permission).toBe(true);
    for (const permission of moneyPermissions) {
      expect(permissionTable[permission].roles, permission).toEqual(['owner', 'finance']);
    }
    expect(roleAllows('customer', 'orders.read')).toBe(false);
  });
});

describe('every staff route', () => {
  it('is found in the route table, the role change and the refund among them', () => {
    const keys = staffRoutes.map((route) => route.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'PATCH /api/admin/users/:id/role',
        'POST /api/admin/orders/:id/refunds',
        'GET /api/admin/invoices/export.csv',
      ]),
    );
  });

  it('declares the permission it needs, and lives under /api/admin/', () => {
    for (const route of staffRoutes) {
      expect(route.permission, `${route.key} declares no permission`).toBeDefined();
      expect(permissions, route.key).toContain(route.permission);
      expect(route.url.startsWith('/api/admin/'), `${route.key} is not under /api/admin/`).toBe(true);
    }
  });

  it('is guarded by some permission that each permission of the table is used by', () => {
    const used = new Set(staffRoutes.map((route) => route.permission));
    for (const permission of permissions) expect(used.has(permission), permission).toBe(true);
  });

  it('refuses a customer with 403, whatever it needs', async () => {
    for (const route of staffRoutes) {
      const res = await send(route, customer);
      expect(res.statusCode, route.key).toBe(403);
      expect(res.json().message, route.key).toBe(messages.forbidden);
    }
  });

  it('lets an owner past the guard on every one', async () => {
    for (const route of staffRoutes) {
      const res = await send(route, member('owner'));
      expect(res.statusCode, `${route.key}: ${res.body.slice(0, 200)}`).not.toBe(403);
      expect(res.statusCode, route.key).not.toBe(401);
    }
  });

  for (const role of staffRoles.filter((r) => r !== 'owner')) {
    it(`refuses the ${role} role each route whose permission it lacks, naming it, and lets it past the others`, async () => {
      for (const route of staffRoutes) {
        const permission = route.permission as Permission;
        const res = await send(route, member(role));
        if (roleAllows(role, permission)) {
          expect([401, 403], `${route.key}: ${res.body.slice(0, 200)}`).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, route.key).toBe(403);
          expect(res.json().error.code, route.key).toBe('forbidden');
          expect(res.json().message, route.key).toBe(roleRefusal(role, permission));
        }
      }
    });
  }

  it('gives a support or operations session no money route, by cookie or by Bearer token', async () => {
    const money = staffRoutes.filter((route) => moneyPermissions.includes(route.permission as Permission));
    expect(money.map((route) => route.key)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/orders/:id/refunds',
        'POST /api/admin/orders/:id/offline-payments',
        'POST /api/admin/orders/:id/invoices/:invoiceId/correction',
        'GET /api/admin/orders/export.csv',
      ]),
    );
    for (const role of ['support', 'operations'] as const) {
      for (const route of money) {
        for (const by of ['cookie', 'bearer'] as const) {
          expect((await send(route, member(role), by)).statusCode, `${role} ${by} ${route.key}`).toBe(403);
        }
      }
    }
  });
});
