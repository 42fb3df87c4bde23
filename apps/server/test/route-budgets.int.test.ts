import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import type { RouteBudget, RouteCost } from '../src/plugins/route-budgets.ts';
import { createAdmin, createTestDatabase, createUser, testConfig } from './helpers.ts';
import type { JsonSchema } from './openapi-arbitraries.ts';

// Every route of a costly kind declares its budget in its own config, so that the next route of
// that kind cannot land without one. The kinds are found here from what the route declares anyway
// (its body in the API document, its media, its errors), not from the budget it may have forgotten.

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

interface WalkedRoute {
  key: string;
  method: string;
  url: string;
  budget?: RouteBudget;
  /** The costly kinds this route is, found from its declarations. */
  costs: RouteCost[];
  documented429: boolean;
  guard: 'admin' | 'user' | 'public';
}

let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
let routes: WalkedRoute[] = [];

function fieldsOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const own = Object.keys((schema.properties ?? {}) as object);
  const branches = [schema.anyOf, schema.oneOf, schema.allOf].flatMap((b) => (b ?? []) as JsonSchema[]);
  return [...own, ...branches.flatMap(fieldsOf)];
}

/** The costly kinds of a route, from its body, media, path and declared errors. */
function costsOf(route: RouteOptions, method: string, operation: Operation | undefined): RouteCost[] {
  const content = operation?.requestBody?.content ?? {};
  const fields = fieldsOf(content['application/json']?.schema);
  const answers = Object.values(operation?.responses ?? {}).flatMap((r) => Object.keys(r.content ?? {}));
  const errors = ((route.config as { errors?: string[] } | undefined)?.errors ?? []) as string[];
  const costs: RouteCost[] = [];
  if (fields.some((field) => /password/i.test(field))) costs.push('password');
  if (fields.some((field) => /^email$/i.test(field))) costs.push('typed-address');
  if ('multipart/form-data' in content) costs.push('stores-bytes');
  // Built for the caller: a PDF or a CSV rendered on request, or an export archive asked for.
  const built =
    answers.some((type) => type === 'text/csv') ||
    /\/pdf$/.test(route.url) ||
    (method === 'POST' && /\/data-export$/.test(route.url));
  if (built && !/\/file$/.test(route.url)) costs.push('heavy-work');
  if (errors.some((code) => code.startsWith('payment_provider'))) costs.push('provider-call');
  return costs;
}

beforeAll(async () => {
  const created = await createTestDatabase();
  database = created.database;
  drop = created.drop;
  const registered: RouteOptions[] = [];
  // Each limit a route keeps itself allows one request, so the second shows that it is kept.
  app = await buildApp(testConfig({ RATE_LIMIT_SCALE: '0.0001' }), {
    database,
    skipMigrations: true,
    upkeep: false,
    mailWorker: false,
    onRoute: (route) => registered.push(route),
  });
  await app.ready();
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const seen = new Set<string>();
  for (const route of registered) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (method === 'HEAD' || !route.url.startsWith('/api/') || seen.has(key)) continue;
      seen.add(key);
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[method.toLowerCase()];
      const config = (route.config ?? {}) as { budget?: RouteBudget };
      routes.push({
        key,
        method,
        url: route.url,
        budget: config.budget,
        costs: costsOf(route, method, operation),
        documented429: Boolean(operation?.responses?.['429']),
        guard: route.url.startsWith('/api/admin/')
          ? 'admin'
          : operation?.responses?.['401']
            ? 'user'
            : 'public',
      });
    }
  }
  routes = routes.filter((route) => route.costs.length > 0 || route.budget);
});

afterAll(async () => {
  await app?.close();
  await drop?.();
});

describe('the budget of every costly route', () => {
  it('finds the costly routes of each kind in the route table', () => {
    const of = (cost: RouteCost) => routes.filter((r) => r.costs.includes(cost)).map((r) => r.key);
    expect(of('password')).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/me/deletion',
        'POST /api/auth/change-password',
      ]),
    );
    expect(of('typed-address')).toEqual(
      expect.arrayContaining(['POST /api/grievances', 'POST /api/contact']),
    );
    expect(of('stores-bytes')).toEqual(
      expect.arrayContaining(['POST /api/orders/:id/messages', 'POST /api/admin/orders/:id/deliverables']),
    );
    expect(of('heavy-work')).toEqual(
      expect.arrayContaining([
        'GET /api/invoices/:id/pdf',
        'GET /api/admin/orders/export.csv',
        'POST /api/auth/me/data-export',
      ]),
    );
    expect(of('provider-call')).toEqual(expect.arrayContaining(['POST /api/payments/initiate']));
  });

  it('is declared in the route’s config for each of its costly kinds, naming limits that exist', () => {
    const limits = Object.keys(testConfig().rateLimits);
    for (const route of routes) {
      expect(route.budget, `${route.key} is ${route.costs.join(', ')} without a budget`).toBeDefined();
      expect(route.budget?.costs, route.key).toEqual(expect.arrayContaining(route.costs));
      expect(route.budget?.limits.length, route.key).toBeGreaterThan(0);
      for (const limit of route.budget?.limits ?? []) expect(limits, route.key).toContain(limit);
      expect(route.documented429, `${route.key} does not document its 429`).toBe(true);
    }
  });

  it('is kept before the handler when the route keeps it: the request past the limit is 429 with Retry-After', async () => {
    const kept = routes.filter((route) => route.budget && route.budget.at !== 'service');
    expect(kept.length).toBeGreaterThan(0);
    const admin = await createAdmin({ app, database });
    for (const route of kept) {
      // A fresh account or address per route: each has its own count, and this checks this route's.
      const caller =
        route.guard === 'admin'
          ? (await createAdmin({ app, database })).cookie
          : route.guard === 'user'
            ? (await createUser(app)).cookie
            : undefined;
      const remoteAddress = `10.88.0.${kept.indexOf(route) + 1}`;
      const send = () =>
        app.inject({
          method: route.method as 'POST',
          url: route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000'),
          headers: caller ? { cookie: caller } : {},
          payload: route.method === 'GET' ? undefined : {},
          remoteAddress,
        });
      const first = await send();
      expect(first.statusCode, `${route.key}: ${first.body.slice(0, 200)}`).not.toBe(429);
      const second = await send();
      expect(second.statusCode, `${route.key}: ${second.body.slice(0, 200)}`).toBe(429);
      expect(Number(second.headers['retry-after']), route.key).toBeGreaterThan(0);
    }
    expect(admin.user.id).toBeTruthy();
  });
});
