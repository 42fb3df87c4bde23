import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from './helpers.ts';
import { type JsonSchema, valid } from './openapi-arbitraries.ts';

// Every route whose body carries a password, found in the API document (so a route is walked the
// day it lands), must re-check it through the one confirm-password step: five wrong attempts per
// account in 15 minutes across all such routes, then 429 with Retry-After.

/** Sign-in has its own throttle (`auth.int.test.ts`); these set a new password and compare none. */
const NOT_RECHECKS = new Map([
  ['POST /api/auth/login', 'sign-in: its own throttle per account and address'],
  ['POST /api/auth/register', 'chooses the first password'],
  ['POST /api/auth/reset-password', 'sets a password from a mailed link'],
  ['POST /api/auth/accept-invitation', 'sets a password from a mailed link'],
]);
const PASSWORD_FIELD = /password/i;

let ctx: TestContext;
let operations: { key: string; method: string; url: string; body: JsonSchema }[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  const document = ctx.app.swagger() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (!body || !fieldsOf(body).some((field) => PASSWORD_FIELD.test(field))) return [];
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      return [{ key: `${method.toUpperCase()} ${url}`, method: method.toUpperCase(), url, body }];
    }),
  );
});
afterAll(async () => {
  await ctx?.close();
});

/** The property names of a body schema, through its alternatives. */
function fieldsOf(schema: JsonSchema): string[] {
  const own = Object.keys((schema.properties ?? {}) as object);
  const branches = [schema.anyOf, schema.oneOf, schema.allOf].flatMap((b) => (b ?? []) as JsonSchema[]);
  return [...own, ...branches.flatMap(fieldsOf)];
}

/** The alternative of a body that asks for a password (a deletion may be confirmed by Google too). */
function passwordBranch(schema: JsonSchema): JsonSchema {
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  const branch = branches?.find((b) => fieldsOf(b).some((field) => PASSWORD_FIELD.test(field)));
  return branch ? { ...branch, required: branch.required ?? Object.keys(branch.properties ?? {}) } : schema;
}

/** A body the schema accepts, every password field holding `password`, and every field present. */
function bodyFor(schema: JsonSchema, password: string, seed: number): Record<string, unknown> {
  const branch = passwordBranch(schema);
  const all = { ...branch, required: Object.keys((branch.properties ?? {}) as object) };
  const [sample] = fc.sample(valid(all), { numRuns: 1, seed });
  const body = { ...(sample as Record<string, unknown>) };
  for (const field of Object.keys(body)) if (PASSWORD_FIELD.test(field)) body[field] = password;
  return body;
}

function attempt(route: (typeof operations)[number], cookie: string, password: string, seed = 1) {
  return ctx.app.inject({
    method: route.method as 'POST',
    url: route.url,
    headers: { cookie },
    payload: bodyFor(route.body, password, seed),
  });
}

/** An account whose address is proved, so that every route (an email change among them) goes as far as the password. */
async function provedUser() {
  const user = await createUser(ctx.app);
  await ctx.database.db.execute(sql`update users set email_verified_at = now() where id = ${user.user.id}`);
  return user;
}

const rechecks = () => operations.filter((route) => !NOT_RECHECKS.has(route.key));

describe('routes that re-ask a password', () => {
  it('are found in the API document: change password, change email and deletion at least', () => {
    expect(rechecks().map((route) => route.key)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/change-password',
        'POST /api/auth/change-email',
        'POST /api/auth/me/deletion',
      ]),
    );
    for (const key of NOT_RECHECKS.keys()) expect(operations.map((route) => route.key)).toContain(key);
  });

  it('limits every route that re-asks a password: the sixth wrong one is 429 with Retry-After, even when right', async () => {
    for (const route of rechecks()) {
      const user = await provedUser();
      for (let i = 1; i <= 5; i++) {
        const wrong = await attempt(route, user.cookie, `Wrong guess number ${i}`, i);
        expect(wrong.statusCode, `${route.key} attempt ${i}: ${wrong.body}`).toBe(400);
      }
      const sixth = await attempt(route, user.cookie, 'Wrong guess number 6', 6);
      expect(sixth.statusCode, `${route.key}: ${sixth.body}`).toBe(429);
      expect(Number(sixth.headers['retry-after']), route.key).toBeGreaterThan(0);
      expect(sixth.json().error.code).toBe('rate_limited');
      const right = await attempt(route, user.cookie, user.password, 7);
      expect(right.statusCode, `${route.key} with the right password: ${right.body}`).toBe(429);
    }
  });

  it('shares one count across the routes: wrong guesses spread over them are limited together', async () => {
    const routes = rechecks();
    const user = await provedUser();
    for (let i = 0; i < 5; i++) {
      const route = routes[i % routes.length] as (typeof routes)[number];
      expect((await attempt(route, user.cookie, `Spread guess ${i}`, i)).statusCode, route.key).toBe(400);
    }
    for (const route of routes) {
      expect((await attempt(route, user.cookie, 'One more guess', 9)).statusCode, route.key).toBe(429);
    }
  });
});
