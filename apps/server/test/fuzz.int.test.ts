import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createAdmin, createTestDatabase, createUser, testConfig } from './helpers.ts';
import { type JsonSchema, valid } from './openapi-arbitraries.ts';

// Every /api route gets generated inputs built from its own zod schemas: wrong
// types, missing and extra fields, huge and empty strings, unicode, control characters, numbers
// at the edges, SQL and HTML fragments. Every answer must be 2xx or a 4xx with the envelope, never
// a 5xx, and a rejected write must leave the database as it was.

interface CollectedRoute {
  method: string;
  url: string;
  body?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** Takes a multipart/form-data body (uploads). */
  multipart: boolean;
}

// A fixed amount of work from a fixed seed: the same inputs every run, so a failure reproduces,
// and the time grows only with the machine's load, never with luck. A longer search is opt-in,
// with other inputs: FUZZ_RUNS=1000 FUZZ_SEED=<any integer>.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
// Raw-body provider callbacks are covered by their own signature tests; logout only clears a cookie.
// The event stream takes no input and never ends, which inject would wait for (events.int.test.ts).
const skipped = [/^\/api\/payments\/webhook\//, /^\/api\/docs$/, /^\/api\/events$/];

const hostileStrings = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    "' OR 1=1 --",
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '=HYPERLINK("http://x")',
    '\u0000',
    '\u202e\u200b',
    '../../etc/passwd',
    '%00',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '00000000-0000-0000-0000-000000000000',
    'a'.repeat(10_000),
    '🚀'.repeat(500),
  ),
);
const edgeNumbers = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    24999,
    49999,
    2 ** 31,
    -(2 ** 31),
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    1e308,
    -1e308,
    0.1,
    1.5,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/**
 * Days and times of the right shape that do not exist. JavaScript rolls 2026-02-31 and 24:00 over
 * to the next day where PostgreSQL refuses them, so those are drawn most often.
 */
const twoDigits = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
const impossibleDays = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '2026-02-31',
      '2026-02-29',
      '2026-04-31',
      '2026-06-31',
      '2026-13-45',
      '0000-00-00',
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 9999 }), twoDigits, twoDigits)
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${m}-${d}`),
  },
);
const impossibleTimes = fc
  .tuple(impossibleDays, fc.constantFrom('00', '12', '23', '24'))
  .map(([day, hour]) => `${day}T${hour}:00:00.000000Z`);
/** Cursors and event ids of this API's shape (base64url JSON) around impossible days and times. */
const forgedCursors = fc
  .oneof(
    fc.tuple(impossibleTimes, fc.uuid()),
    fc.tuple(fc.boolean(), impossibleDays, fc.uuid()),
    fc.tuple(impossibleTimes, fc.uuid(), fc.integer()),
  )
  .map((values) => Buffer.from(JSON.stringify(values)).toString('base64url'));
const queryValue = fc.oneof(hostileStrings, impossibleDays, impossibleTimes, forgedCursors);

const leaf = fc.oneof(hostileStrings, edgeNumbers, fc.boolean(), fc.constant(null));

/** Multipart bodies that a browser never sends: cut short, wrong boundaries, broken part headers. */
const boundary = 'fuzzBoundary7MA4YWxk';
const partHeaders = fc.oneof(
  fc.constant('Content-Disposition: form-data; name="kind"'),
  fc.constant(
    'Content-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf',
  ),
  fc.constant('Content-Disposition: form-data'),
  fc.constant('Content-Disposition: form-data; name="file"; filename="\u0000.pdf"'),
  fc.constant("Content-Disposition: attachment; name=file; filename*=UTF-8''%FF%FE"),
  fc.constant(`Content-Disposition: form-data; name="${'k'.repeat(5000)}"`),
  fc.string({ unit: 'binary', maxLength: 80 }),
);
const part = fc
  .tuple(partHeaders, fc.oneof(hostileStrings, fc.constantFrom('%PDF-1.7\n%%EOF', 'pan-tan', 'pan')))
  .map(([headers, value]) => `--${boundary}\r\n${headers}\r\n\r\n${value}\r\n`);
/**
 * The fields an upload or a message takes (a kind; a message's text and flag), then a PDF that stops
 * anywhere, without its closing boundary: the parser fails only once a route has begun to read it.
 */
const cutShortUpload = fc
  .tuple(fc.constantFrom('pan', 'pan-tan', 'gst-certificate'), fc.nat({ max: 6000 }), fc.boolean())
  .map(([kind, length, asMessage]) => ({
    contentType: `multipart/form-data; boundary=${boundary}`,
    body:
      (asMessage
        ? `--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\nHere is the file\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="internal"\r\n\r\nfalse\r\n`
        : '') +
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n${'x'.repeat(length)}`,
  }));
const malformedMultipart = fc.oneof(
  { weight: 3, arbitrary: cutShortUpload },
  // Parts without the closing boundary, or cut anywhere.
  fc.tuple(fc.array(part, { maxLength: 4 }), fc.boolean(), fc.nat()).map(([parts, closed, cut]) => {
    const whole = `${parts.join('')}${closed ? `--${boundary}--\r\n` : ''}`;
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: whole.slice(0, cut % (whole.length + 1)),
    };
  }),
  // Bytes that are no multipart at all, under a multipart content type.
  fc
    .uint8Array({ maxLength: 2000 })
    .map((bytes) => ({ contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(bytes) })),
  // A content type without a boundary, with a foreign one, or an absurd one.
  fc
    .tuple(
      fc.constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=other',
        `multipart/form-data; boundary=${'b'.repeat(300)}`,
        'multipart/form-data; boundary="unterminated',
        // Longer than the standard allows, and than the parser takes.
        `multipart/form-data; boundary=${'b'.repeat(71)}`,
        'multipart/mixed; boundary=fuzzBoundary7MA4YWxk',
      ),
      fc.array(part, { maxLength: 3 }),
    )
    .map(([contentType, parts]) => ({ contentType, body: `${parts.join('')}--${boundary}--\r\n` })),
);
const anyJson = fc.oneof(
  leaf,
  fc.array(leaf, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }),
);

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  let current: unknown = schema;
  // Unwrap pipes, effects and optionals down to an object, if there is one.
  for (let i = 0; i < 5 && current; i++) {
    if (current instanceof z.ZodObject) return current.shape as Record<string, z.ZodType>;
    const def = (current as { def?: { in?: unknown; innerType?: unknown; schema?: unknown } }).def;
    current = def?.in ?? def?.innerType ?? def?.schema;
  }
  return {};
}

/** Objects with the schema's keys (some dropped, some extra) holding hostile values. */
function bodies(schema: z.ZodType | undefined) {
  const keys = Object.keys(shapeOf(schema));
  const fields = fc.record(Object.fromEntries(keys.map((k) => [k, anyJson])), { requiredKeys: [] });
  const withExtra = fc
    .tuple(fields, fc.dictionary(fc.string({ maxLength: 10 }), anyJson, { maxKeys: 3 }))
    .map(([a, b]) => ({ ...b, ...a }));
  return fc.oneof({ weight: 4, arbitrary: withExtra }, { weight: 1, arbitrary: anyJson });
}

/** Query strings with the schema's keys (some dropped, some extra) holding hostile and impossible values. */
function queryValues(schema: z.ZodType | undefined) {
  const keys = Object.keys(shapeOf(schema));
  const fields = fc.record(Object.fromEntries(keys.map((k) => [k, queryValue])), { requiredKeys: [] });
  return fc
    .tuple(fields, fc.dictionary(fc.string({ maxLength: 10 }), hostileStrings, { maxKeys: 2 }))
    .map(([a, b]) => ({ ...b, ...a }) as Record<string, string>);
}

function paramValues(schema: z.ZodType | undefined) {
  const keys = Object.keys(shapeOf(schema));
  return fc.record(Object.fromEntries(keys.map((k) => [k, hostileStrings.map((v) => (v === '' ? 'x' : v))])));
}

function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? 'x').slice(0, 2000));
}

let userCookie = '';
let adminCookie = '';
/** A paid order of the signed-in user, so that uploads get as far as reading the file. */
let inProgressOrderId = '';

async function fingerprint(): Promise<string> {
  const result = (await database.db.execute(sql`
    select
      (select count(*) from users) as users,
      (select coalesce(max(updated_at)::text, '') from users) as users_at,
      (select count(*) from orders) as orders,
      (select coalesce(max(updated_at)::text, '') from orders) as orders_at,
      (select count(*) from payments) as payments,
      (select coalesce(max(updated_at)::text, '') from payments) as payments_at,
      (select count(*) from order_events) as events,
      (select count(*) from contact_messages) as messages,
      (select count(*) filter (where handled_at is not null) from contact_messages) as handled`)) as unknown as {
    rows: unknown[];
  };
  return JSON.stringify(result.rows[0]);
}

/** The app on a database of its own, and the routes it registered: known before the tests are. */
async function startApp(): Promise<{
  app: FastifyInstance;
  database: Database;
  drop: () => Promise<void>;
  routes: CollectedRoute[];
}> {
  const created = await createTestDatabase();
  const config = testConfig({ RATE_LIMIT_SCALE: '100000', PAYMENTS_ENABLED: 'false' });
  const registered: RouteOptions[] = [];
  const app = await buildApp(config, {
    database: created.database,
    skipMigrations: true,
    upkeep: false,
    onRoute: (route) => registered.push(route),
  });
  await app.ready();
  return { app, database: created.database, drop: created.drop, routes: collectRoutes(registered) };
}

// Each route is a test of its own, each held to the tier's bound alone: one test walking every
// route added the time of all of them and outlasted that bound on a busy machine.
const { app, database, drop, routes } = await startApp();

beforeAll(freshCallers);

/**
 * A new customer with an order in work, and a new admin, signed in: each test that needs callers
 * starts from its own, whatever an earlier test's random writes did to the sessions of the last.
 */
async function freshCallers() {
  const user = await createUser(app);
  userCookie = user.cookie;
  const order = (await database.db.execute(
    sql`insert into orders (user_id, package_id, package_name, amount, status)
        values (${user.user.id}, 'starter', 'Starter', 24999, 'in-progress') returning id`,
  )) as unknown as { rows: { id: string }[] };
  inProgressOrderId = order.rows[0]?.id ?? '';
  const boss = await createAdmin({ app, database });
  adminCookie = boss.cookie;
}

afterAll(async () => {
  await app.close();
  await drop();
});

/** The routes Fastify registered, with the zod schemas they declared. */
function collectRoutes(registered: RouteOptions[]): CollectedRoute[] {
  const found: CollectedRoute[] = [];
  const seen = new Set<string>();
  for (const route of registered) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
      if (skipped.some((pattern) => pattern.test(route.url))) continue;
      const key = `${method} ${route.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const schema = (route.schema ?? {}) as {
        body?: z.ZodType;
        params?: z.ZodType;
        querystring?: z.ZodType;
        consumes?: string[];
      };
      found.push({
        method,
        url: route.url,
        body: schema.body,
        params: schema.params,
        querystring: schema.querystring,
        multipart: schema.consumes?.includes('multipart/form-data') ?? false,
      });
    }
  }
  return found;
}

const uploads = routes.filter((route) => route.multipart);
const jsonWrites = routes.filter((route) => route.method !== 'GET' && !route.multipart);

/** The JSON body schema of a route in the API document, if it takes one. */
function documentedBody(route: CollectedRoute): JsonSchema | undefined {
  const document = app.swagger() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  };
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  return document.paths[path]?.[route.method.toLowerCase()]?.requestBody?.content?.['application/json']
    ?.schema;
}
const documentedWrites = jsonWrites.flatMap((route) => {
  const schema = documentedBody(route);
  return schema ? [{ route, schema }] : [];
});

const name = (route: CollectedRoute) => `${route.method} ${route.url}`;

describe('every /api route under generated input', () => {
  it('covers the routes of the app', () => {
    expect(routes.length).toBeGreaterThan(8);
    expect(routes.map(name)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/register',
        'POST /api/payments/initiate',
      ]),
    );
    expect(uploads.map(name)).toEqual(
      expect.arrayContaining(['POST /api/orders/:id/documents', 'POST /api/admin/orders/:id/deliverables']),
    );
    expect(documentedWrites.length).toBeGreaterThan(20);
  });
});

describe('never answers 5xx, always with the envelope, and rejected writes change nothing', () => {
  for (const route of routes) {
    it(name(route), async () => {
      await fc.assert(
        fc.asyncProperty(
          bodies(route.body),
          paramValues(route.params),
          queryValues(route.querystring),
          fc.constantFrom('none', 'user', 'admin'),
          async (body, params, query, who) => {
            const before = route.method === 'GET' ? '' : await fingerprint();
            const search = new URLSearchParams(query).toString();
            const res = await app.inject({
              method: route.method as 'GET',
              url: `${fillPath(route.url, params)}${search ? `?${search}` : ''}`,
              payload: route.method === 'GET' ? undefined : (body as object),
              headers: who === 'none' ? {} : { cookie: who === 'admin' ? adminCookie : userCookie },
              remoteAddress: '10.99.0.1',
            });
            const context = `${name(route)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
            // 501 is the designed answer of a feature this server is not configured for.
            const notConfigured = res.statusCode === 501 && res.json().error?.code === 'not_configured';
            if (!notConfigured) expect(res.statusCode, context).toBeLessThan(500);
            if (res.statusCode >= 400) {
              const json = res.json();
              expect(json.success, context).toBe(false);
              expect(typeof json.message, context).toBe('string');
              expect(json.message.length, context).toBeGreaterThan(0);
              expect(typeof json.error?.code, context).toBe('string');
              if (route.method !== 'GET') expect(await fingerprint(), context).toBe(before);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: SEED },
      );
    });
  }
});

describe('never answers 5xx to a malformed multipart body on an upload route', () => {
  beforeAll(freshCallers);
  for (const route of uploads) {
    it(name(route), async () => {
      await fc.assert(
        fc.asyncProperty(
          malformedMultipart,
          fc.oneof(paramValues(route.params), {
            weight: 3,
            arbitrary: fc.constant({ id: inProgressOrderId }),
          }),
          fc.constantFrom('user', 'admin'),
          async ({ contentType, body }, params, who) => {
            const res = await app.inject({
              method: 'POST',
              url: fillPath(route.url, params),
              payload: body,
              headers: { 'content-type': contentType, cookie: who === 'admin' ? adminCookie : userCookie },
              remoteAddress: '10.99.0.2',
            });
            const context = `${route.url} ${contentType} → ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, context).toBeLessThan(500);
            expect(res.json().success, context).toBe(false);
            expect(typeof res.json().error?.code, context).toBe('string');
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: SEED },
      );
    });
  }
});

describe('never answers 5xx to a body that is not JSON at all, on every route that takes one', () => {
  beforeAll(freshCallers);
  const broken = ['{', '{"body":', '[1,', 'nul', '{"a":"\\ud8', '\u0000{}', '{"a":1}}', '\ufeff{"a":1'];
  for (const route of jsonWrites) {
    it(name(route), async () => {
      for (const payload of broken) {
        const res = await app.inject({
          method: route.method as 'POST',
          url: fillPath(route.url, { id: inProgressOrderId }),
          payload,
          headers: { 'content-type': 'application/json', cookie: callerOf(route.url) },
          remoteAddress: '10.99.0.3',
        });
        const context = `${name(route)} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, context).toBe(400);
        expect(res.json().success, context).toBe(false);
        expect(typeof res.json().error?.code, context).toBe('string');
      }
    });
  }
});

describe('never answers 5xx to a lone surrogate in any text field of an otherwise valid body', () => {
  beforeAll(freshCallers);
  for (const { route, schema } of documentedWrites) {
    it(name(route), async () => {
      for (const body of fc.sample(valid(schema), { numRuns: 3, seed: SEED })) {
        for (const broken of withLoneSurrogates(body)) {
          const res = await app.inject({
            method: route.method as 'POST',
            url: fillPath(route.url, { id: inProgressOrderId }),
            payload: broken as object,
            headers: { cookie: callerOf(route.url) },
            remoteAddress: '10.99.0.4',
          });
          const context = `${name(route)} ${JSON.stringify(broken).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          // 501 is the designed answer of a feature this server is not configured for.
          const notConfigured = res.statusCode === 501 && res.json().error?.code === 'not_configured';
          if (!notConfigured) expect(res.statusCode, context).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof res.json().error?.code, context).toBe('string');
        }
      }
    });
  }
});

/** The signed-in caller a route is for: the admin for the team's routes, else the customer. */
function callerOf(url: string): string {
  return url.startsWith('/api/admin/') ? adminCookie : userCookie;
}

/** Copies of `value` with one of its strings given half of a surrogate pair, one copy per string. */
function withLoneSurrogates(value: unknown): unknown[] {
  if (typeof value === 'string') return [`${value}\ud800`, `\udc00${value}`];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      withLoneSurrogates(item).map((broken) => value.map((other, i) => (i === index ? broken : other))),
    );
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      withLoneSurrogates(item).map((broken) => ({ ...value, [key]: broken })),
    );
  }
  return [];
}
